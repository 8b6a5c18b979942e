import QuireText

/// The name a link targets, as the notes compare names: blanks around it dropped, a heading
/// or block after `#` dropped, a note extension (`.md`, `.txt`) dropped, every scalar
/// case-folded (`CaseFolding`, the browser's rule) and the result in normalisation form C,
/// so `[[Café]]`, `[[café.md]]` and `[[Cafe\u{301}]]` name the same note. Two keys are equal
/// exactly when the browser would refuse the two names as one taken name.
public struct NoteLinkKey: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The key's text: folded, in normalisation form C, as the index stores it.
  public let text: String

  /// The key of a name as a link writes it (`Groceries`, `groceries.md`, `Plans#June`).
  public init(linkName name: String) {
    var name = Substring(name)
    if let hash = name.firstIndex(of: "#") { name = name[..<hash] }
    var trimmed = Self.trimmed(name)
    for suffix in DocumentFolder.noteExtensions {
      let dotted = "." + suffix
      if trimmed.count > dotted.count, trimmed.lowercased().hasSuffix(dotted) {
        trimmed.removeLast(dotted.count)
        break
      }
    }
    text = Self.normalised(CaseFolding.folded(trimmed))
  }

  /// The key of the note in the file `fileName` (`Groceries.md`): its stem's.
  public init(fileName: String) {
    text = Self.normalised(CaseFolding.folded(FolderEntry.stem(of: fileName)))
  }

  /// The key whose text is `text`, as the index stored it.
  init(stored text: String) {
    self.text = text
  }

  /// Whether the key names nothing (`[[ ]]`, `[[#Heading]]`).
  public var isEmpty: Bool { text.isEmpty }

  public var description: String { text }

  public static func < (left: NoteLinkKey, right: NoteLinkKey) -> Bool { left.text < right.text }

  /// `text` in normalisation form C (ASCII is its own).
  static func normalised(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    return String(decoding: text._nfcCodeUnits, as: UTF8.self)
  }

  /// `text` without the blanks (spaces, tabs, no-break and ideographic spaces) around it, as
  /// `NoteName` trims a typed name.
  static func trimmed(_ text: Substring) -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0 == "\u{3000}" }
    guard let first = text.firstIndex(where: { !isBlank($0) }),
      let last = text.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(text[first...last])
  }
}
