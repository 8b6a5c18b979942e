import Quire

/// The figures of the form and the list editor, event to frame as the runtime does it: the
/// screen handles the key, draws into a fresh grid, and the renderer diffs and encodes it.
enum FormFigures {
  static func group() -> FigureGroup {
    FigureGroup(name: "form") {
      [
        Figure(
          name: "form: a key in the first of 6 fields, inline at 80 columns, event to frame", unit: "µs",
          target: nil, repetitions: 201, measure: { MainActor.assumeIsolated { formKeyTime() } }),
        Figure(
          name: "form: bytes per key, typing into quire form's inline form", unit: "bytes/key", target: 16,
          repetitions: 1, measure: { MainActor.assumeIsolated { formBytesPerKey() } }),
        Figure(
          name: "list editor: moving an item in 10,000 items at 120x40 (no scroll), event to frame",
          unit: "µs",
          target: nil, repetitions: 201, measure: { MainActor.assumeIsolated { listMoveTime() } }),
      ]
    }
  }

  /// A contact form of six one-line fields, as `quire form` shows it.
  @MainActor static func contactForm() -> FormScreen {
    let screen = FormScreen(
      title: "Contact",
      fields: ["Name", "Email", "Phone", "Street", "City", "Country"].map {
        FormField(key: $0.lowercased(), label: $0)
      })
    screen.form.width = 80
    return screen
  }

  /// The inline frame of `screen` at 80 columns.
  @MainActor static func inlineFrame(_ screen: FormScreen) -> CellGrid {
    let context = DrawContext(surface: .inline)
    let rows = screen.preferredHeight(width: 80, context: context)
    var canvas = Canvas(CellGrid(size: TerminalSize(columns: 80, rows: rows)))
    screen.draw(in: &canvas, context: context)
    return canvas.grid
  }

  /// One key typed into the form's first field: handle, draw, render.
  @MainActor static func formKeyTime() -> Double {
    let screen = contactForm()
    let context = ScreenContext<FormScreen>(time: ManualTime())
    var renderer = Renderer(surface: .inline, options: PromptFigures.options)
    _ = renderer.render(inlineFrame(screen))
    var count = 0
    let elapsed = Stopwatch.time(in: "µs") {
      _ = screen.handle(PromptFigures.key("x"), context: context)
      count = renderer.render(inlineFrame(screen)).count
    }
    precondition(count > 0, "the key wrote nothing")
    return elapsed
  }

  /// Bytes per key while typing the 43-character sentence into the form's first field.
  @MainActor static func formBytesPerKey() -> Double {
    let screen = contactForm()
    let context = ScreenContext<FormScreen>(time: ManualTime())
    var renderer = Renderer(surface: .inline, options: PromptFigures.options)
    _ = renderer.render(inlineFrame(screen))
    var total = 0
    for character in RenderFigures.sentence {
      _ = screen.handle(PromptFigures.key(character), context: context)
      total += renderer.render(inlineFrame(screen)).count
    }
    return Double(total) / Double(RenderFigures.sentence.count)
  }

  /// The list editor over 10,000 items on a 120×40 screen, its cursor in the middle of the
  /// list and of the view; the time of Alt-↓ (an undoable move, which leaves the view where
  /// it is): handle, draw, render.
  @MainActor static func listMoveTime() -> Double {
    let size = TerminalSize(columns: 120, rows: 40)
    let screen = ListEditorScreen(title: "Items", items: (0..<10_000).map { "item \($0)" })
    screen.editor.rows = size.rows - 3
    screen.editor.setCursor(5_018)
    screen.editor.setCursor(5_000)
    let context = ScreenContext<ListEditorScreen>(time: ManualTime())
    var renderer = Renderer(options: PromptFigures.options)
    func frame() -> CellGrid {
      var canvas = Canvas(CellGrid(size: size))
      canvas.withRegion(CellRect(column: 0, row: 0, columns: size.columns, rows: size.rows - 1)) {
        screen.draw(in: &$0, context: DrawContext())
      }
      return canvas.grid
    }
    _ = renderer.render(frame())
    let move = InputEvent.key(KeyEvent(.down, modifiers: .alt))
    var count = 0
    let elapsed = Stopwatch.time(in: "µs") {
      _ = screen.handle(move, context: context)
      count = renderer.render(frame()).count
    }
    precondition(count > 0, "the move wrote nothing")
    return elapsed
  }
}
