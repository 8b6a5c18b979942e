/// A screen that edits a text: a title and a `TextArea`, Done with Ctrl-S, Ctrl-D or
/// Alt-Return (the text is its result), Cancel with Esc (`nil`, asking nothing: the caller
/// decides), undo, redo and `$EDITOR` from the area's keys.
///
/// Full screen it is the field editor: a bar with Cancel, the title and Done (each button
/// clickable), rules above and below the text, and the app's help bar. Inline (`quire write`)
/// it is a title row, as many text rows as the text takes up to `inlineRows`, and a help line
/// whose items can be clicked.
@MainActor
public final class TextAreaScreen: Screen {
  public typealias Result = String
  /// The outcome of the area's `$EDITOR` hand-off, its only message.
  public typealias Message = TextAreaMessage

  /// The title in the bar.
  public var title: String
  /// The text area: its text, options and keys.
  public var textArea: TextArea
  /// The most text rows the inline prompt takes.
  public var inlineRows: Int
  /// The screen's own keys (Done, Cancel); the area's come after them in the help bar.
  public var keyMap: KeyMap<TextAreaScreenAction>
  /// The mouse on the page: a drag in the text, a press on a button or help item.
  var pointer = PagePointer<TextAreaScreenTarget>()

  /// Ctrl-S, Ctrl-D and Alt-Return for Done; Esc for Cancel.
  public static let defaultKeyMap = KeyMap<TextAreaScreenAction>([
    KeyBinding(
      [.control("s"), .control("d"), KeyChord(.enter, modifiers: .alt)], .done, help: .helpDone),
    KeyBinding(KeyChord(.escape), .cancel, help: .helpCancel),
  ])

  /// A screen titled `title` editing with `textArea`, at most `inlineRows` text rows inline.
  public init(title: String, textArea: TextArea = TextArea(), inlineRows: Int = 10) {
    self.title = title
    self.textArea = textArea
    self.inlineRows = max(1, inlineRows)
    self.keyMap = Self.defaultKeyMap
  }

  public func handle(_ event: InputEvent, context: ScreenContext<TextAreaScreen>) -> EventVerdict {
    defer { context.handOffEditor(of: &textArea, as: { $0 }) }
    let layout = layout(for: context)
    if !layout.text.isEmpty {
      textArea.viewport = TerminalSize(columns: layout.text.columns, rows: layout.text.rows)
    }
    if case .mouse(let mouse) = event { return handle(mouse, layout: layout, context: context) }
    if textArea.handle(event, context: context) == .consumed { return .consumed }
    guard case .key(let key) = event, let action = keyMap.action(for: key) else { return .ignored }
    perform(action, context: context)
    return .consumed
  }

  /// Finishes with the text, or with Cancel.
  func perform(_ action: TextAreaScreenAction, context: ScreenContext<TextAreaScreen>) {
    switch action {
    case .done: context.finish(textArea.text)
    case .cancel: context.cancel()
    }
  }

  public func receive(_ message: TextAreaMessage, context: ScreenContext<TextAreaScreen>) {
    textArea.receive(message, context: context)
  }

  public func helpItems(context: DrawContext) -> [HelpItem] {
    helpEntries(context.strings).map(\.item)
  }

  /// The help bar's items with what a click on each does: the screen's, then the area's.
  func helpEntries(_ strings: Strings) -> [(item: HelpItem, target: TextAreaScreenTarget)] {
    keyMap.helpEntries(strings).map { ($0.item, .screen($0.action)) }
      + textArea.helpEntries(strings).map { ($0.item, .area($0.action)) }
  }

  /// Full screen, all there is; inline, a title row, the rows the text takes (at most
  /// `inlineRows`) and a help line.
  public func preferredHeight(width: Int, context: DrawContext) -> Int {
    guard context.surface == .inline else { return Int.max }
    let margin = PageLayout.margin(columns: width)
    return 2 + textArea.rowsNeeded(columns: width - 2 * margin, atMost: inlineRows)
  }
}
