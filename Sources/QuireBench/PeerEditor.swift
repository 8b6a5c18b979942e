#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A peer editor measured beside Quire on this machine, started as plainly as it allows: no
/// user configuration, no history, no swap or backup files outside a scratch folder; and
/// `quire edit` itself, driven the same way for `bench/peers` (`PeerProbe`).
enum PeerEditor: String, CaseIterable {
  case vim
  case nano
  case micro
  case quire

  /// The peers, without Quire.
  static let peers: [PeerEditor] = [.vim, .nano, .micro]

  /// The command's name, as the report names the peer.
  var name: String { rawValue }

  /// The path of the command found on `PATH`, or `nil` when it is not installed.
  var executable: String? {
    if self == .quire { return FilterRun.quireExecutable }
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
  /// vim is placed on the line only, and `quire edit` not at all: `keysToStartTyping` moves
  /// them.
  func arguments(file: String, line: Int, column: Int, folder: String, options: [String] = []) -> [String] {
    let placed: [String] =
      switch self {
      case .vim: ["-u", "NONE", "-N", "-i", "NONE", "-n", "+\(line)"]
      case .nano: ["--ignorercfile", "+\(line),\(column)"]
      case .micro: ["-config-dir", folder, "+\(line):\(column)"]
      case .quire: ["edit"]
      }
    return placed + options + [file]
  }

  /// The keys that make the editor insert typed text at the end of the caret's line
  /// (`atEnd`) or at its start: vim's `A` and `I`; `quire edit`'s go to line (Ctrl-G, the
  /// number, Return) and End or Home; nothing for nano and micro, which `arguments` already
  /// placed.
  func keysToStartTyping(atEnd: Bool, line: Int = PeerProse.typingLine) -> [String] {
    switch self {
    case .vim: [atEnd ? "A" : "I"]
    case .nano, .micro: []
    case .quire: ["\u{7}", String(line), "\r", atEnd ? "\u{1B}[F" : "\u{1B}[H"]
    }
  }

  /// The keys that move the caret to the end of the text: vim's `G` (the last line), nano's
  /// Alt-/, Ctrl-End in micro and `quire edit`.
  var keysToGoToEnd: [String] {
    switch self {
    case .vim: ["G"]
    case .nano: ["\u{1B}/"]
    case .micro, .quire: ["\u{1B}[1;5F"]
    }
  }

  /// The keys that type `text` where the caret is: vim appends to the line (`A`) first.
  func keysToType(_ text: String) -> [String] {
    self == .vim ? ["A", text] : [text]
  }

  /// The keys that save the file: vim's `:w` (after Esc), Ctrl-S in the others.
  var keysToSave: [String] {
    self == .vim ? ["\u{1B}:w\r"] : ["\u{13}"]
  }

  /// The keys that quit once the file is saved: vim's `:q`, nano's Ctrl-X, micro's Ctrl-Q,
  /// `quire edit`'s Esc.
  var keysToQuit: [String] {
    switch self {
    case .vim: [":q\r"]
    case .nano: ["\u{18}"]
    case .micro: ["\u{11}"]
    case .quire: ["\u{1B}"]
    }
  }
}
