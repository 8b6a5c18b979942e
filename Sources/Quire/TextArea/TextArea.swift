/// A multi-line text editor: soft wrap at word boundaries or horizontal scrolling, the caret
/// always on screen, grapheme-correct motion and deletion, selection with Shift and the mouse,
/// the clipboard, bracketed paste as one undo step, undo with typing coalesced, a placeholder,
/// optional line numbers and limits, read-only mode, and the hand-off to `$VISUAL`/`$EDITOR`.
///
/// A value a test drives without a terminal: `handle(_:context:)` takes events, `draw(in:context:)`
/// draws into any canvas. Every edit goes through the buffer's one `replace`, so a document of
/// 100 MB costs a keystroke O(log n) plus the rows on screen.
///
/// Scrolling: the area keeps the first row it shows (`scrollTop`, a byte offset) and the size it
/// was last laid out at (`viewport`, which its owner sets before handing it events, from where
/// it was drawn). Drawing never changes them: it shows the rows from `scrollTop`, moved as little
/// as needed to show the caret in the size it is given. So a smaller area (a resize, an overlay
/// or a panel taking rows) still shows the caret, and the stored place comes back when the area
/// grows again. Handling an event reveals the caret for `viewport` the same way, so a click maps
/// to the row that was drawn.
public struct TextArea: Component {
  /// The text, the selection and the undo history.
  public internal(set) var buffer: TextBuffer
  /// How lines longer than the area are shown: `.word` wraps them at word boundaries (`.character`
  /// between any clusters); `.none` scrolls sideways.
  public var wrap: WrapLayout.Mode { didSet { relayout() } }
  /// The distance between tab stops, in cells.
  public var tabSize: Int { didSet { relayout() } }
  /// What the empty area shows, faint.
  public var placeholder: String
  /// Whether each line's number is shown in a gutter at the left.
  public var showsLineNumbers: Bool { didSet { relayout() } }
  /// The most grapheme clusters the text may hold (line breaks included); `nil`, the default,
  /// for no limit. Typing or pasting past it is cut to fit, with the bell and a notice.
  public var characterLimit: Int?
  /// The most lines the text may hold; `nil`, the default, for no limit.
  public var lineLimit: Int?
  /// Whether the text can only be read: motions, selection and copy work, edits do not.
  public var isReadOnly: Bool
  /// The environment the `$EDITOR` hand-off reads (`VISUAL`, `EDITOR`, `PATH`, `TMPDIR`) and
  /// gives the editor: the owner passes it in; the area never reads the process's own.
  public var environment: [String: String]
  /// The keys and what they do; an application changes them here.
  public var keyMap: KeyMap<TextAreaAction>
  /// The size the area was last laid out at, gutter included: set by the owner from where it
  /// drew the area, before handing it events. Setting it keeps the caret on screen.
  public var viewport: TerminalSize { didSet { if viewport != oldValue { reveal() } } }
  /// The start of the first row shown (any offset in it; snapped to its row when laid out).
  public internal(set) var scrollTop: ByteOffset
  /// Under `.none`: the line column shown in the first text column.
  public internal(set) var scrollColumn: Int
  /// What the area last has to say (a limit reached, the editor failed), until the next key.
  public internal(set) var notice: TextAreaNotice?
  /// The matches of this search in the rows shown are drawn in the theme's match style (a
  /// find bar's matches); `nil` for none.
  public var highlightedSearch: TextSearch?
  /// What styles the lines drawn (Markdown's headings, emphasis, code): `nil`, the default,
  /// draws the text in the theme's text style.
  public var highlighter: (any TextHighlighter)? {
    didSet { highlightMemo = HighlightMemo() }
  }
  /// The highlighter's states kept for this text, every `HighlightMemo.stride` lines, and
  /// the spans of the lines last drawn.
  var highlightMemo = HighlightMemo()
  /// Whether the changes made to the text are kept for the owner to take (`takeChanges()`),
  /// for an owner that keeps figures about the text (a word count) up to date as it changes.
  public var recordsChanges = false {
    didSet { if !recordsChanges { recordedChanges = [] } }
  }
  /// The changes kept since the owner last took them, while `recordsChanges`.
  var recordedChanges: [TextChange] = []
  /// Whether the text was set whole (`text`) since the owner last took the changes.
  var textWasReplaced = false
  /// The column Up and Down aim for, kept across rows shorter than it.
  var desiredColumn: Int?
  /// Where the mouse last pressed, for double and triple clicks and drags.
  var pointer: TextAreaPointer?
  /// Where the `$EDITOR` hand-off is.
  var editorHandOff = EditorHandOff.none
  /// The rows last shown at `viewport`, so that the frame drawn after an event, and a motion
  /// that stays among them, do not lay them out again.
  var shownMemo: ShownRows.Memo?
  /// A number that changes with every change of the text (the memo's rows hold only while it
  /// is the same).
  var textVersion = 0
  /// The lowest offset where the text changed since the rows were kept.
  var changedFrom = ByteOffset(Int.max)
  /// The cell columns far into long lines, so that without wrap the caret's column in a long
  /// line is counted from a checkpoint before it; told of every change.
  var checkpoints = LineColumnCheckpoints()

  /// An area editing `buffer` (its selection kept), laid out at `viewport`.
  public init(
    buffer: TextBuffer, placeholder: String = "", wrap: WrapLayout.Mode = .word,
    viewport: TerminalSize = TerminalSize(columns: 80, rows: 24), environment: [String: String] = [:]
  ) {
    self.buffer = buffer
    self.wrap = wrap
    self.tabSize = 4
    self.placeholder = placeholder
    self.showsLineNumbers = false
    self.isReadOnly = false
    self.environment = environment
    self.keyMap = Self.defaultKeyMap
    self.viewport = viewport
    self.scrollTop = .zero
    self.scrollColumn = 0
    reveal()
  }

  /// An area editing `text`, the caret at its end.
  public init(
    text: String = "", placeholder: String = "", wrap: WrapLayout.Mode = .word,
    viewport: TerminalSize = TerminalSize(columns: 80, rows: 24), environment: [String: String] = [:]
  ) {
    let storage = TextStorage(text)
    self.init(
      buffer: TextBuffer(storage, selection: TextSelection(caret: storage.endOffset)),
      placeholder: placeholder, wrap: wrap, viewport: viewport, environment: environment)
  }

  /// The text, carrying every byte that is not UTF-8 (`PreservedBytes`), so that
  /// `text.preservedBytes` is the text's bytes exactly. Setting it starts afresh, as opening a
  /// text does: the caret at the end, the undo history empty, the view at the top. O(n).
  public var text: String {
    get { buffer.text.preservedString }
    set {
      let storage = TextStorage(newValue)
      buffer = TextBuffer(
        storage, selection: TextSelection(caret: storage.endOffset), lineBreak: buffer.lineBreak,
        history: EditHistory())
      textVersion &+= 1
      changedFrom = .zero
      checkpoints.removeAll()
      highlightMemo = HighlightMemo()
      if recordsChanges {
        recordedChanges = []
        textWasReplaced = true
      }
      scrollTop = .zero
      scrollColumn = 0
      desiredColumn = nil
      notice = nil
      reveal()
    }
  }

  /// The text's storage, for reading large texts without making a `String`.
  public var storage: TextStorage { buffer.text }

  /// The selection (a caret when empty), kept within the text. Setting it ends the undo step
  /// being typed and scrolls to show its head.
  public var selection: TextSelection {
    get { buffer.selection }
    set {
      buffer.selection = newValue
      buffer.breakGroup()
      desiredColumn = nil
      reveal()
    }
  }

  /// The bytes a typed line break and a pasted one insert (LF unless the owner sets the
  /// document's convention).
  public var lineBreak: [UInt8] {
    get { buffer.lineBreak }
    set { buffer.lineBreak = newValue }
  }

  /// Replaces the whole text with `bytes` as one undoable change (as a reload or the `$EDITOR`
  /// hand-off does), at `time`: only the differing middle is replaced, and the caret goes to
  /// its end. The limits do not apply. O(n).
  public mutating func replaceText(with bytes: [UInt8], at time: Duration) {
    let current = buffer.text.allBytes
    guard let (range, middle) = Self.difference(from: current, to: bytes) else { return }
    noteChanges([buffer.replace(range, with: middle, kind: .other, at: time)])
    buffer.breakGroup()
    desiredColumn = nil
    reveal()
  }

  /// Notes that the text changed by `changes`, in order: the kept rows no longer hold, and the
  /// checkpoints move with the text.
  mutating func noteChanges(_ changes: [TextChange]) {
    guard !changes.isEmpty else { return }
    textVersion &+= 1
    if recordsChanges { recordedChanges += changes }
    for change in changes {
      checkpoints.update(after: change)
      changedFrom = min(changedFrom, change.offset)
    }
    if highlighter != nil {
      // The states above the first line changed still hold, and the lines drawn that the
      // changes did not reach.
      highlightMemo = highlightMemo.keeping(
        through: buffer.text.lineNumber(at: changedFrom).value, after: changes)
    }
  }

  /// Forgets the styles and states kept for the lines drawn, so that the next frame asks the
  /// highlighter again: for an owner whose highlighter reads more than the text (which notes
  /// a link may name), when what it reads changed. O(1).
  public mutating func forgetHighlighting() {
    highlightMemo = HighlightMemo()
  }

  /// The changes made to the text since the last call, in order, while `recordsChanges`
  /// (each applied to the text the one before left); `nil` when the text was set whole
  /// (`text`) meanwhile, so that what was kept about it must be counted again.
  public mutating func takeChanges() -> [TextChange]? {
    defer {
      recordedChanges = []
      textWasReplaced = false
    }
    return textWasReplaced ? nil : recordedChanges
  }

  /// The range of `old` to replace and the bytes to put there to make `new`: the two without
  /// their common start and end; `nil` when they are equal. O(n).
  static func difference(from old: [UInt8], to new: [UInt8]) -> (Range<ByteOffset>, ArraySlice<UInt8>)? {
    guard old != new else { return nil }
    var prefix = 0
    let shorter = min(old.count, new.count)
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    return (ByteOffset(prefix)..<ByteOffset(old.count - suffix), new[prefix..<(new.count - suffix)])
  }
}
