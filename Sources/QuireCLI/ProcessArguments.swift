import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's command line as `String`s that carry every byte (`PreservedBytes`), so that
/// an argument that is not UTF-8 (a Latin-1 file name, `--value`, an option to choose) comes
/// back out of a prompt exactly as it was given; `CommandLine.arguments` would replace such
/// bytes with U+FFFD.
package enum ProcessArguments {
  /// The arguments after the program's name.
  package static func current() -> [String] {
    (1..<max(1, Int(CommandLine.argc))).map { index in
      guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
      return String(preservingBytes: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }
  }
}
