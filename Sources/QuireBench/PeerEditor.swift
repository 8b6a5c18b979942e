#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A peer editor measured beside Quire on this machine, started as plainly as it allows: no
/// user configuration, no history, no swap or backup files outside a scratch folder.
enum PeerEditor: String, CaseIterable {
  case vim
  case nano
  case micro

  /// The command's name, as the report names the peer.
  var name: String { rawValue }

  /// The path of the command found on `PATH`, or `nil` when it is not installed.
  var executable: String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(rawValue)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// The arguments that open `file` with the caret on `line` before the character at `column`
  /// (both counted from 1), keeping any configuration the editor writes in `folder`, with
  /// `options` of the editor's own before the file.
  ///
  /// vim is placed on the line only; `keysToStartTyping` moves it to the column.
  func arguments(file: String, line: Int, column: Int, folder: String, options: [String] = []) -> [String] {
    let placed: [String] =
      switch self {
      case .vim: ["-u", "NONE", "-N", "-i", "NONE", "-n", "+\(line)"]
      case .nano: ["--ignorercfile", "+\(line),\(column)"]
      case .micro: ["-config-dir", folder, "+\(line):\(column)"]
      }
    return placed + options + [file]
  }

  /// The keys that make the editor insert typed text at the end of the caret's line
  /// (`atEnd`) or at its start: vim's `A` and `I`; nothing for the modeless editors, which
  /// `arguments` already placed.
  func keysToStartTyping(atEnd: Bool) -> [String] {
    switch self {
    case .vim: [atEnd ? "A" : "I"]
    case .nano, .micro: []
    }
  }
}
