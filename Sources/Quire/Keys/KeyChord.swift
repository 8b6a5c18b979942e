/// A key with the modifiers held: what a binding matches. A press and a repeat of the key
/// both match; a release never does.
public struct KeyChord: Hashable, Sendable {
  /// The key pressed.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: Modifiers

  /// `key` with `modifiers` held.
  public init(_ key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Ctrl with a letter: `.control("s")` is Ctrl-S.
  public static func control(_ letter: Character) -> KeyChord {
    KeyChord(.character(letter), modifiers: .control)
  }

  /// Alt with a letter: `.alt("b")` is Alt-B.
  public static func alt(_ letter: Character) -> KeyChord {
    KeyChord(.character(letter), modifiers: .alt)
  }

  /// A key with Shift.
  public static func shift(_ key: Key) -> KeyChord {
    KeyChord(key, modifiers: .shift)
  }

  /// A character key with no modifier.
  public static func character(_ character: Character) -> KeyChord {
    KeyChord(.character(character))
  }

  /// Whether `event` is this chord pressed (or repeated). Ctrl letters match in either case,
  /// since terminals disagree on reporting Shift with Ctrl.
  public func matches(_ event: KeyEvent) -> Bool {
    guard event.kind != .release else { return false }
    if event.key == key, event.modifiers == modifiers { return true }
    if modifiers.contains(.control), case .character(let mine) = key, case .character(let theirs) = event.key,
      mine.lowercased() == theirs.lowercased(), event.modifiers.subtracting(.shift) == modifiers
    {
      return true
    }
    return false
  }

  /// How the help bar names the chord: `^S`, `alt-b`, `⇧tab`, `⏎`, `esc`, `↑`.
  public var label: String {
    var name: String
    switch key {
    case .character(" "): name = "space"
    case .character(let character): name = String(character)
    case .enter: name = "⏎"
    case .tab: name = "tab"
    case .backspace: name = "⌫"
    case .escape: name = "esc"
    case .up: name = "↑"
    case .down: name = "↓"
    case .left: name = "←"
    case .right: name = "→"
    case .home: name = "home"
    case .end: name = "end"
    case .pageUp: name = "pgup"
    case .pageDown: name = "pgdn"
    case .insert: name = "ins"
    case .delete: name = "del"
    case .function(let number): name = "F\(number)"
    }
    // Caret notation, as terminals name the control codes: ^S, and ^] ^\ ^_ for the five
    // that are not letters.
    if modifiers == .control, case .character(let character) = key,
      character.isLetter || "@[\\]^_".contains(character)
    {
      return "^" + character.uppercased()
    }
    var prefix = ""
    if modifiers.contains(.control) { prefix += "ctrl-" }
    if modifiers.contains(.alt) { prefix += "alt-" }
    if modifiers.contains(.super) { prefix += "super-" }
    if modifiers.contains(.shift) {
      if case .character = key { prefix += "shift-" } else { name = "⇧" + name }
    }
    return prefix + name
  }
}
