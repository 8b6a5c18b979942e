import Quire

/// The figures of the field and the dialogs, event to frame as the runtime does it: the
/// screen handles the key, every screen draws into a fresh grid (the page, dimmed, then the
/// overlay and the help bar), and the renderer diffs and encodes the frame. Time and bytes
/// per typed key.
enum PromptFigures {
  static func group() -> FigureGroup {
    FigureGroup(name: "prompt") {
      [
        Figure(
          name: "prompt: a key in an 80-cell field, event to frame", unit: "µs", target: nil,
          repetitions: 201, measure: { MainActor.assumeIsolated { fieldKeyTime() } }),
        Figure(
          name: "prompt: a key in the input overlay over 120x40 prose, event to frame", unit: "µs",
          target: nil, repetitions: 201, measure: { MainActor.assumeIsolated { overlayKeyTime() } }),
        Figure(
          name: "prompt: bytes per key, typing into quire input's inline prompt", unit: "bytes/key",
          target: 16, repetitions: 1, measure: { MainActor.assumeIsolated { inlinePromptBytesPerKey() } }),
        Figure(
          name: "prompt: bytes per key, typing into the input overlay", unit: "bytes/key", target: 16,
          repetitions: 1, measure: { MainActor.assumeIsolated { overlayBytesPerKey() } }),
      ]
    }
  }

  static let options = Renderer.Options(colorDepth: .trueColor, synchronizedOutput: true)

  /// A key typed with no modifier.
  static func key(_ character: Character) -> InputEvent {
    .key(KeyEvent(.character(character)))
  }

  /// A field as the first row of an 80×1 frame, holding 60 characters; the time of one more
  /// key: handle, draw, render.
  @MainActor static func fieldKeyTime() -> Double {
    let size = TerminalSize(columns: 80, rows: 1)
    var field = TextField(text: String(RenderFigures.sentence.prefix(40)), width: size.columns)
    let context = EventContext(time: ManualTime())
    var renderer = Renderer(options: options)
    func frame() -> CellGrid {
      var canvas = Canvas(CellGrid(size: size))
      field.draw(in: &canvas, context: DrawContext())
      return canvas.grid
    }
    _ = renderer.render(frame())
    var count = 0
    let elapsed = Stopwatch.time(in: "µs") {
      _ = field.handle(key("x"), context: context)
      count = renderer.render(frame()).count
    }
    precondition(count > 0, "the key wrote nothing")
    return elapsed
  }

  /// The frame the runtime draws for `overlay` over a page of prose on a 120×40 screen.
  @MainActor static func overlayFrame(_ overlay: InputOverlay) -> CellGrid {
    let size = TerminalSize(columns: 120, rows: 40)
    let context = DrawContext()
    var canvas = Canvas(CellGrid(size: size))
    let lines = RenderFigures.prose.split(separator: "\n", omittingEmptySubsequences: false)
    for (row, line) in lines.enumerated() { canvas.draw(line, at: CellPosition(column: 0, row: row)) }
    let content = CellRect(column: 0, row: 0, columns: size.columns, rows: size.rows - 1)
    canvas.dim(content)
    let height = overlay.preferredHeight(width: size.columns, context: context)
    let region = CellRect(column: 0, row: content.endRow - height, columns: size.columns, rows: height)
    canvas.withRegion(region) { canvas in overlay.draw(in: &canvas, context: context) }
    let bar = CellRect(column: 0, row: size.rows - 1, columns: size.columns, rows: 1)
    canvas.withRegion(bar) { canvas in
      _ = HelpBar.draw(overlay.helpItems(context: context), in: &canvas, row: 0, theme: context.theme)
    }
    return canvas.grid
  }

  /// One key in the input overlay over a screen of prose: handle, draw every screen, render.
  @MainActor static func overlayKeyTime() -> Double {
    let overlay = InputOverlay(title: "New note", value: "Meeting notes 2026-11-28")
    overlay.field.width = 114
    let context = ScreenContext<InputOverlay>(time: ManualTime())
    var renderer = Renderer(options: options)
    _ = renderer.render(overlayFrame(overlay))
    var count = 0
    let elapsed = Stopwatch.time(in: "µs") {
      _ = overlay.handle(key("x"), context: context)
      count = renderer.render(overlayFrame(overlay)).count
    }
    precondition(count > 0, "the key wrote nothing")
    return elapsed
  }

  /// Bytes per key while typing the 43-character sentence into `quire input`'s prompt
  /// (title, field, keys at the right) on the inline surface, 80 columns wide.
  @MainActor static func inlinePromptBytesPerKey() -> Double {
    let prompt = InputPrompt(title: "Add item", field: TextField(placeholder: "Item name"))
    let context = ScreenContext<InputPrompt>(time: ManualTime())
    var renderer = Renderer(surface: .inline, options: options)
    let width = 80
    func frame() -> CellGrid {
      let rows = prompt.preferredHeight(width: width, context: DrawContext(surface: .inline))
      var canvas = Canvas(CellGrid(size: TerminalSize(columns: width, rows: rows)))
      prompt.draw(in: &canvas, context: DrawContext(surface: .inline))
      return canvas.grid
    }
    _ = renderer.render(frame())
    var total = 0
    for character in RenderFigures.sentence {
      _ = prompt.handle(key(character), context: context)
      total += renderer.render(frame()).count
    }
    return Double(total) / Double(RenderFigures.sentence.count)
  }

  /// Bytes per key while typing the sentence into the input overlay over a screen of prose.
  @MainActor static func overlayBytesPerKey() -> Double {
    let overlay = InputOverlay(title: "New note")
    overlay.field.width = 114
    let context = ScreenContext<InputOverlay>(time: ManualTime())
    var renderer = Renderer(options: options)
    _ = renderer.render(overlayFrame(overlay))
    var total = 0
    for character in RenderFigures.sentence {
      _ = overlay.handle(key(character), context: context)
      total += renderer.render(overlayFrame(overlay)).count
    }
    return Double(total) / Double(RenderFigures.sentence.count)
  }
}
