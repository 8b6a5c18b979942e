/// A `TextField` or `TextArea` with a `CompletionMenu`: the component to hold where a text
/// should offer completions. Its screen runs the menu's fetches after each event
/// (`ScreenContext.runCompletion(of:as:)`) and gives their answers back to `receive`.
///
/// ```swift
/// var field = CompletionHost(TextField(), menu: CompletionMenu(completer: Fruit()))
/// ```
@MainActor
public struct CompletionHost<Target: CompletionTarget>: Component {
  /// The text completed.
  public var target: Target
  /// The menu.
  public var menu: CompletionMenu
  /// The size the target is drawn at: the owner sets it when it places the host, so the
  /// menu's keys and clicks meet the menu as drawn.
  public var area: TerminalSize

  /// `target` with `menu`, drawn at `area` until the owner places it.
  public init(
    _ target: Target, menu: CompletionMenu, area: TerminalSize = TerminalSize(columns: 80, rows: 24)
  ) {
    self.target = target
    self.menu = menu
    self.area = area
  }

  public mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict {
    menu.handle(event, target: &target, area: area, context: context)
  }

  public mutating func receive(_ message: CompletionMessage, context: EventContext) {
    menu.receive(message, target: &target, context: context)
  }

  /// Draws the target, then the menu over it.
  public func draw(in canvas: inout Canvas, context: DrawContext) {
    target.draw(in: &canvas, context: context)
    menu.draw(over: &canvas, target: target, context: context)
  }

  /// The menu's keys while it shows, else the target's.
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    let items = menu.helpItems(over: target, in: area, strings: strings)
    return items.isEmpty ? target.helpItems(strings) : items
  }

  /// Takes the fetch the last event asked for, for the screen to run.
  public mutating func takeFetch() -> CompletionFetch? {
    menu.takeFetch()
  }
}

extension ScreenContext {
  /// Runs the fetch `menu` asks for, if any, as a task of the screen; its answer comes back
  /// as the screen's message made by `message`, twice: as the completer gave it, then
  /// prepared for matching. Call after each event handed to the menu.
  public func runCompletion(
    of menu: inout CompletionMenu, as message: @escaping @Sendable (CompletionMessage) -> S.Message
  ) {
    guard let fetch = menu.takeFetch() else { return }
    run(reporting: { report in await message(fetch.run { report(message($0)) }) })
  }
}
