/// A single-line text editor: one line that scrolls sideways to keep the caret in view, the
/// readline keys, selection with Shift or the mouse, undo with typing coalesced, paste with
/// line breaks turned into spaces, a placeholder, password masking, validation with an inline
/// message, suggestions shown as ghost text, and an optional character limit.
///
/// A value: a test drives it with `handle(_:context:)` and an `EventContext()`, and reads
/// `text`, `buffer.selection` and what `draw(in:context:)` draws. Return and Esc are left to
/// the owner (an `InputOverlay`, an `InputPrompt`, a form), which asks `accept()` for the
/// text.
///
/// Suggestions (`suggestions`, newest first) match when they start with the text, ignoring
/// case; the newest match shows faint after the caret while the caret is at the end. Right,
/// End, Ctrl-E, Ctrl-F or Tab there take it (the text becomes the suggestion, in its own
/// case); while one shows, Up goes to the next older match and Down back to a newer one,
/// wrapping. Otherwise Up, Down and Tab are left to the owner (a form moves between fields).
@MainActor
public struct TextField: Component {
  /// Checks a text: the message to show when it cannot be accepted, `nil` when it can.
  public typealias Validator = (String) -> String?

  /// The text, the selection and the undo history.
  public internal(set) var buffer: TextBuffer
  /// What the field shows, faint, while it is empty.
  public var placeholder: String
  /// Whether the text shows as one `•` per grapheme cluster (a password). Copy, cut and
  /// suggestions are off while it does, and word motions and deletions go to the ends of the
  /// text, so nothing shows where the words are.
  public var isMasked: Bool
  /// Earlier values offered as ghost text, newest first (a history).
  public var suggestions: [String] {
    didSet { suggestionChoice = 0 }
  }
  /// The most grapheme clusters the text may hold; `nil` for no limit. Typing past it rings
  /// the bell and a paste is cut to fit, and the field says so.
  public var characterLimit: Int?
  /// Checks the text; its message shows once the text was edited or accepting was tried, and
  /// `accept()` refuses while there is one.
  public var validator: Validator?
  /// The keys; an application may change them.
  public var keys: KeyMap<Action>
  /// The cells the field is shown in. The owner sets it when it places the field, so that
  /// the scrolling chosen while handling an event is the one drawn; drawing into another
  /// width still keeps the caret in view.
  public var width: Int
  /// The first display column shown (sideways scrolling), always at a cluster's start.
  public internal(set) var scrollColumn = 0

  /// Which of the matching suggestions the ghost text shows: 0 is the newest.
  var suggestionChoice = 0
  /// Whether the validation message shows: once the text was edited or accepting was tried.
  var showsValidation = false
  /// Whether the last typing or paste was refused or cut by the character limit.
  var hitLimit = false
  /// Where the selection a mouse press started is anchored, while the button is down.
  var dragAnchor: ByteOffset?

  /// A field holding `text` (line breaks become spaces), with the caret at its end, or all
  /// of it selected when `selectsAll` (edit mode: typing replaces it).
  public init(
    text: String = "", placeholder: String = "", isMasked: Bool = false, suggestions: [String] = [],
    characterLimit: Int? = nil, selectsAll: Bool = false, width: Int = 0,
    keys: KeyMap<Action> = TextField.defaultKeys, validator: Validator? = nil
  ) {
    let storage = TextStorage(TextField.singleLine(text))
    let end = storage.endOffset
    buffer = TextBuffer(storage, selection: TextSelection(anchor: selectsAll ? .zero : end, head: end))
    self.placeholder = placeholder
    self.isMasked = isMasked
    self.suggestions = suggestions
    self.characterLimit = characterLimit
    self.width = width
    self.keys = keys
    self.validator = validator
  }

  /// The text, carrying every byte that is not UTF-8 (`PreservedBytes`). O(n).
  public var text: String { buffer.text.preservedString }

  /// The selection (a caret when empty), kept within the text; setting it ends the current
  /// undo step, as a caret move does.
  public var selection: TextSelection {
    get { buffer.selection }
    set {
      buffer.selection = newValue
      buffer.breakGroup()
    }
  }

  /// Whether the text is empty. O(1).
  public var isEmpty: Bool { buffer.text.isEmpty }

  /// Puts `text` (line breaks become spaces) in place of the whole text as one undo step of
  /// `kind` made at `time`, with the caret at its end or all of it selected. For an owner
  /// that sets the value (a reload, a choice from a list).
  public mutating func replaceText(
    with text: String, selectingAll: Bool = false, kind: EditKind = .other, at time: Duration
  ) {
    let line = TextField.singleLine(text).preservedBytes
    let end = ByteOffset(line.count)
    buffer.replace(
      .zero..<buffer.text.endOffset, with: line, kind: kind, at: time,
      selectionAfter: TextSelection(anchor: selectingAll ? .zero : end, head: end))
    textChanged()
  }

  /// `text` on one line: each line break (LF, CR LF, CR, NEL, U+2028, U+2029) becomes a space.
  /// O(n).
  public static func singleLine(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isLineBreak) else { return text }
    var result = ""
    for character in text {
      result.append(character.unicodeScalars.contains(where: isLineBreak) ? " " : character)
    }
    return result
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
