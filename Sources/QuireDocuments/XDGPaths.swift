/// Where Quire keeps its data, by the XDG base directory rules.
public struct XDGPaths: Hashable, Sendable {
  /// The notes folder: `$QUIRE_NOTES_DIR`, else `$XDG_DATA_HOME/quire/notes`, else
  /// `~/.local/share/quire/notes`.
  public var notesDirectory: String
  /// The folder of named histories: `$XDG_STATE_HOME/quire/history`, else
  /// `~/.local/state/quire/history`.
  public var historyDirectory: String

  /// The paths for `environment` (normally the process environment). Relative XDG values are
  /// ignored, as the specification asks.
  public init(environment: [String: String]) {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
    func base(_ name: String, default fallback: String) -> String {
      if let value = environment[name], value.hasPrefix("/") { return value }
      return Self.join(home, fallback)
    }
    if let notes = environment["QUIRE_NOTES_DIR"], !notes.isEmpty {
      notesDirectory = notes
    } else {
      notesDirectory = Self.join(base("XDG_DATA_HOME", default: ".local/share"), "quire/notes")
    }
    historyDirectory = Self.join(base("XDG_STATE_HOME", default: ".local/state"), "quire/history")
  }

  static func join(_ head: String, _ tail: String) -> String {
    head.hasSuffix("/") ? head + tail : head + "/" + tail
  }
}
