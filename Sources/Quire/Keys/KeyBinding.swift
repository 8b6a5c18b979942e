/// A binding of keys to an action, with the words the help bar shows for it: key bindings are
/// data, read by both the handler and the help bar, so the help bar cannot lie.
public struct KeyBinding<Action: Hashable & Sendable>: Hashable, Sendable {
  /// The chords that perform the action; the first one is shown in the help bar.
  public var chords: [KeyChord]
  /// What the chords do.
  public var action: Action
  /// The help bar's word for the action; `nil` keeps the binding off the help bar.
  public var help: Word?

  /// A binding of `chords` to `action`, shown in the help bar as `help` when given.
  public init(_ chords: [KeyChord], _ action: Action, help: Word? = nil) {
    self.chords = chords
    self.action = action
    self.help = help
  }

  /// A binding of one `chord` to `action`, shown in the help bar as `help` when given.
  public init(_ chord: KeyChord, _ action: Action, help: Word? = nil) {
    self.init([chord], action, help: help)
  }
}

/// One entry of the help bar: the key as shown (`^S`) and what it does (`save`).
public struct HelpItem: Hashable, Sendable {
  /// The key as shown (`^S`).
  public var keys: String
  /// What it does (`save`).
  public var action: String

  /// The entry showing `keys` and `action`.
  public init(keys: String, action: String) {
    self.keys = keys
    self.action = action
  }
}
