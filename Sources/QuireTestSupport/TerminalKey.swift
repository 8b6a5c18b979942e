import Quire

/// A key as a terminal sends it to a program (xterm's encoding, no kitty keyboard protocol),
/// for tests that type into a pseudo-terminal: `.down`, `.ctrl("s")`, `.alt(.up)`,
/// `.paste("text")` instead of `"\u{1B}[B"`, `"\u{13}"`, `"\u{1B}[1;3A"`.
///
/// Tests that mean to send odd bytes (the decoder's corpus, hostile content, replies to the
/// terminal's queries) send them raw with `send(_:)`; a named key is always what the key is.
public struct TerminalKey: Hashable, Sendable, CustomStringConvertible {
  /// The bytes the terminal sends.
  public let bytes: [UInt8]
  /// The key's name, for failure messages: "Down", "Ctrl-S".
  public let name: String
  /// How a modifier is added: the form of the key's sequence.
  let form: Form
  /// The modifiers held, and the key's name without them.
  let modifiers: Modifiers
  let baseName: String

  /// The forms of a key's bytes that take modifiers.
  enum Form: Hashable, Sendable {
    /// `Esc [ final`, modified as `Esc [ 1 ; m final` (arrows, Home, End).
    case final(UInt8)
    /// `Esc O final` (F1 to F4), modified as `Esc [ 1 ; m final`.
    case singleShift(UInt8)
    /// `Esc [ number ~`, modified as `Esc [ number ; m ~`.
    case tilde(Int)
    /// Bytes that take no modifier.
    case plain
  }

  init(
    _ name: String, _ bytes: [UInt8], form: Form = .plain, modifiers: Modifiers = [], baseName: String? = nil
  ) {
    self.name = name
    self.bytes = bytes
    self.form = form
    self.modifiers = modifiers
    self.baseName = baseName ?? name
  }

  public var description: String { name }

  public static let enter = TerminalKey("Enter", [0x0D])
  public static let escape = TerminalKey("Esc", [0x1B])
  public static let tab = TerminalKey("Tab", [0x09])
  public static let shiftTab = TerminalKey("Shift-Tab", Array("\u{1B}[Z".utf8))
  public static let backspace = TerminalKey("Backspace", [0x7F])
  public static let space = TerminalKey("Space", [0x20])
  /// Ctrl-Space, which terminals send as NUL.
  public static let ctrlSpace = TerminalKey("Ctrl-Space", [0x00])
  public static let up = csi("Up", "A")
  public static let down = csi("Down", "B")
  public static let right = csi("Right", "C")
  public static let left = csi("Left", "D")
  public static let home = csi("Home", "H")
  public static let end = csi("End", "F")
  public static let insert = tilde("Insert", 2)
  public static let delete = tilde("Delete", 3)
  public static let pageUp = tilde("PgUp", 5)
  public static let pageDown = tilde("PgDn", 6)

  /// Ctrl with a letter (or one of `@[\]^_`): `.ctrl("s")` is Ctrl-S, byte 0x13.
  public static func ctrl(_ letter: Character) -> TerminalKey {
    let upper = letter.uppercased().utf8
    precondition(
      upper.count == 1 && (0x40...0x5F).contains(upper[upper.startIndex]), "no Ctrl-\(letter) byte")
    return TerminalKey("Ctrl-\(letter.uppercased())", [upper[upper.startIndex] & 0x1F])
  }

  /// Alt with a character: Esc, then the character (`.alt("b")` is Alt-B).
  public static func alt(_ character: Character) -> TerminalKey {
    TerminalKey("Alt-\(character)", [0x1B] + Array(String(character).utf8))
  }

  /// A named key with Alt held: `.alt(.up)` is Alt-Up.
  public static func alt(_ key: TerminalKey) -> TerminalKey { key.with(.alt) }

  /// A named key with Ctrl held: `.ctrl(.left)` is Ctrl-Left.
  public static func ctrl(_ key: TerminalKey) -> TerminalKey { key.with(.control) }

  /// A named key with Shift held: `.shift(.down)` is Shift-Down (`.shiftTab` for Tab).
  public static func shift(_ key: TerminalKey) -> TerminalKey { key.with(.shift) }

  /// The function key F`number`, 1 to 12.
  public static func f(_ number: Int) -> TerminalKey {
    let name = "F\(number)"
    switch number {
    case 1...4:
      return TerminalKey(
        name, [0x1B, 0x4F, UInt8(0x50 + number - 1)], form: .singleShift(UInt8(0x50 + number - 1)))
    case 5: return tilde(name, 15)
    case 6...10: return tilde(name, 17 + number - 6)
    case 11, 12: return tilde(name, 23 + number - 11)
    default: preconditionFailure("no F\(number) key")
    }
  }

  /// `text` pasted: inside the bracketed-paste markers, as a terminal sends a paste to a
  /// program that asked for them.
  public static func paste(_ text: String) -> TerminalKey {
    paste(Array(text.utf8))
  }

  /// `bytes` pasted (not checked as UTF-8), inside the bracketed-paste markers.
  public static func paste(_ bytes: [UInt8]) -> TerminalKey {
    TerminalKey(
      "a paste of \(bytes.count) bytes", Array("\u{1B}[200~".utf8) + bytes + Array("\u{1B}[201~".utf8))
  }

  /// `text` typed, as its UTF-8 bytes.
  public static func text(_ text: String) -> TerminalKey {
    TerminalKey(text.debugDescription, Array(text.utf8))
  }

  /// This key with `added` held too, in xterm's form (`Esc [ 1 ; 3 A` is Alt-Up).
  public func with(_ added: Modifiers) -> TerminalKey {
    let modifiers = self.modifiers.union(added)
    let parameter = 1 + Int(modifiers.rawValue & 0x07)
    let names = [(Modifiers.control, "Ctrl"), (.alt, "Alt"), (.shift, "Shift")]
    let prefix = names.filter { modifiers.contains($0.0) }.map { $0.1 + "-" }.joined()
    let sequence: String
    switch form {
    case .final(let final), .singleShift(let final):
      sequence = "\u{1B}[1;\(parameter)" + String(UnicodeScalar(final))
    case .tilde(let number):
      sequence = "\u{1B}[\(number);\(parameter)~"
    case .plain:
      preconditionFailure("\(name) takes no modifier in xterm's encoding")
    }
    return TerminalKey(
      prefix + baseName, Array(sequence.utf8), form: form, modifiers: modifiers, baseName: baseName)
  }

  private static func csi(_ name: String, _ final: Character) -> TerminalKey {
    let byte = final.asciiValue ?? 0
    return TerminalKey(name, [0x1B, 0x5B, byte], form: .final(byte))
  }

  private static func tilde(_ name: String, _ number: Int) -> TerminalKey {
    TerminalKey(name, Array("\u{1B}[\(number)~".utf8), form: .tilde(number))
  }
}
