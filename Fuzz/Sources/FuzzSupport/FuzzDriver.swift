// What the fuzz targets share: starting libFuzzer from a program's own `main`, and a check
// that keeps its message in a release build.

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the program's arguments, calling `testOneInput` with every input it
/// makes; returns the status to exit with. Any broken property traps inside `testOneInput`,
/// which libFuzzer reports as a crash with the input that caused it.
public func runFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  return runDriver(&argc, &argv, testOneInput)
}

/// Stops the run with `message` when `condition` fails (in a release build, unlike
/// `precondition`, the message is kept).
public func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}
