/// Where Quire keeps its data, by the XDG base directory rules.
public struct XDGPaths: Hashable, Sendable {
  /// The notes folder: `$QUIRE_NOTES_DIR`, else `$XDG_DATA_HOME/quire/notes`, else
  /// `~/.local/share/quire/notes`.
  public var notesDirectory: String
  /// The folder of named histories: `$XDG_STATE_HOME/quire/history`, else
  /// `~/.local/state/quire/history`.
  public var historyDirectory: String
  /// The folder of recovery copies of unsaved text: `$XDG_STATE_HOME/quire/recovery`, else
  /// `~/.local/state/quire/recovery`.
  public var recoveryDirectory: String
  /// Where an in-place save keeps its backup copy when the file's own folder cannot be
  /// written: `$XDG_STATE_HOME/quire/backup`, else `~/.local/state/quire/backup`.
  public var backupDirectory: String
  /// The user's trash (FreeDesktop trash specification): `$XDG_DATA_HOME/Trash`, else
  /// `~/.local/share/Trash`.
  public var trashDirectory: String
  /// The folder of the note indexes, one database per notes folder, a cache that can be
  /// deleted: `$XDG_CACHE_HOME/quire/index`, else `~/.cache/quire/index`.
  public var indexDirectory: String

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
    let state = base("XDG_STATE_HOME", default: ".local/state")
    historyDirectory = Self.join(state, "quire/history")
    recoveryDirectory = Self.join(state, "quire/recovery")
    backupDirectory = Self.join(state, "quire/backup")
    trashDirectory = Self.join(base("XDG_DATA_HOME", default: ".local/share"), "Trash")
    indexDirectory = Self.join(base("XDG_CACHE_HOME", default: ".cache"), "quire/index")
  }

  static func join(_ head: String, _ tail: String) -> String {
    head.hasSuffix("/") ? head + tail : head + "/" + tail
  }
}
