import Quire

/// An overlay for tests: a box of `height` rows with a title, which Esc closes.
@MainActor
final class TestOverlay: Screen {
  let title: String
  let height: Int

  init(_ title: String, height: Int) {
    self.title = title
    self.height = height
  }

  var presentation: Presentation { .overlay }

  func handle(_ event: InputEvent, context: ScreenContext<TestOverlay>) -> EventVerdict {
    if case .key(let key) = event, key.key == .escape { context.cancel() }
    return .consumed
  }

  func draw(in canvas: inout Canvas, context: DrawContext) {
    canvas.drawBox(canvas.bounds, title: title)
  }

  func helpItems(context: DrawContext) -> [HelpItem] { [] }

  func preferredHeight(width: Int, context: DrawContext) -> Int { height }
}
