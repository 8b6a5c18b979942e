import Quire
import QuireTestSupport

/// The completion menu's figures, over 100,000 note names held in memory (a completer that
/// already has them, so the figures are the menu's own work): `[[` typed in a text area to
/// the first frame that shows the names (the keys handled, the completer's answer taken as
/// it comes, the frame drawn and rendered); each key typed after it once the answer is
/// prepared for matching (the menu filters, the frame is drawn and rendered), and before
/// (the labels matched as strings); and that preparation, which the fetch's task does off
/// the main actor.
enum CompletionFigures {
  /// How many note names the menu offers.
  static let nameCount = 100_000
  /// The screen the text area and its menu are drawn on.
  static let size = TerminalSize(columns: 120, rows: 40)

  static func group() -> FigureGroup {
    FigureGroup(name: "completion") {
      [
        Figure(
          name: "completion: [[ to the first frame over 100,000 note names", unit: "ms", target: 10,
          repetitions: 11, measure: { MainActor.assumeIsolated { openTime() } }),
        Figure(
          name: "completion: a key typed after [[ over 100,000 note names, to its frame", unit: "ms",
          target: 5, repetitions: 11, measure: { MainActor.assumeIsolated { keystrokeTime(prepared: true) } }),
        Figure(
          name: "completion: a key typed before the answer is prepared for matching, to its frame",
          unit: "ms",
          target: nil, repetitions: 5,
          measure: { MainActor.assumeIsolated { keystrokeTime(prepared: false) } }),
        Figure(
          name: "completion: preparing 100,000 note names for matching (off the main actor)", unit: "ms",
          target: nil, repetitions: 5, measure: { MainActor.assumeIsolated { preparationTime() } }),
      ] + IndexFigures.sizes.map(namesFigure(notes:))
    }
  }

  /// The note names, made once, the newest first as the index gives them.
  @MainActor static let names: [String] = {
    var generator = NoteFolderGenerator(seed: 0xC0_3B1E)
    return (0..<nameCount).map { generator.name(number: $0) }
  }()

  /// What is typed after `[[`: the start of a name's first word and of its second, so that
  /// the query narrows as it grows.
  @MainActor static var typed: String {
    let words = names[nameCount / 2].split(separator: " ")
    return String(words[0].prefix(4)) + " " + String(words[1].prefix(2))
  }

  /// A completer that has the names at hand.
  struct Names: Completer {
    let names: [String]

    func opening(before line: String, reason: CompletionReason) -> CompletionOpening? {
      line.hasSuffix("[[") ? CompletionOpening(queryLength: 0) : nil
    }

    func completions(for opening: CompletionOpening) async -> [Completion] {
      names.map { Completion($0, insertion: $0 + "]]") }
    }
  }

  /// A text area of a few lines with the menu over the names.
  @MainActor static func makeHost() -> CompletionHost<TextArea> {
    let area = TextArea(
      text: "# Plan\n\nBuy what is on ", viewport: TerminalSize(columns: size.columns, rows: size.rows - 1))
    return CompletionHost(area, menu: CompletionMenu(completer: Names(names: names)), area: area.viewport)
  }

  /// The frame the runtime draws: the host, then the help bar.
  @MainActor static func frame(_ host: CompletionHost<TextArea>) -> CellGrid {
    let context = DrawContext()
    var canvas = Canvas(CellGrid(size: size))
    canvas.withRegion(CellRect(column: 0, row: 0, columns: size.columns, rows: size.rows - 1)) { canvas in
      host.draw(in: &canvas, context: context)
    }
    canvas.withRegion(CellRect(column: 0, row: size.rows - 1, columns: size.columns, rows: 1)) { canvas in
      _ = HelpBar.draw(host.helpItems(.english), in: &canvas, row: 0, theme: context.theme)
    }
    return canvas.grid
  }

  /// The completions as the completer gives them, made once (the completer's own work).
  @MainActor static let completions: [Completion] = names.map { Completion($0, insertion: $0 + "]]") }

  /// `[[` typed, the answer taken as the completer gave it, and the frame that shows the
  /// names, timed together. Returns the host, open, with the renderer that drew it.
  @MainActor static func open() -> (time: Double, host: CompletionHost<TextArea>, renderer: Renderer) {
    var host = makeHost()
    let context = EventContext(time: ManualTime())
    var renderer = Renderer(options: PromptFigures.options)
    _ = renderer.render(frame(host))
    let completions = self.completions
    var written = 0
    let time = Stopwatch.time(in: "ms") {
      _ = host.handle(.key(KeyEvent(.character("["))), context: context)
      _ = host.handle(.key(KeyEvent(.character("["))), context: context)
      guard let fetch = host.takeFetch() else { return }
      host.receive(
        .answered(CompletionAnswer(generation: fetch.generation, completions: completions)), context: context)
      written = renderer.render(frame(host)).count
    }
    precondition(written > 0 && host.menu.labels.count == nameCount, "the menu shows the names")
    return (time, host, renderer)
  }

  /// The time from `[[` to the first frame with the names.
  @MainActor static func openTime() -> Double { open().time }

  /// The median time of a key typed into the open menu, to its frame; with `prepared`, once
  /// the prepared answer came (as it does, from the fetch's task, soon after the first).
  @MainActor static func keystrokeTime(prepared: Bool) -> Double {
    var (_, host, renderer) = open()
    let context = EventContext(time: ManualTime())
    if prepared {
      host.receive(.answered(preparedAnswer), context: context)
    }
    var times: [Double] = []
    for character in typed {
      times.append(
        Stopwatch.time(in: "ms") {
          _ = host.handle(.key(KeyEvent(.character(character))), context: context)
          _ = renderer.render(frame(host))
        })
    }
    precondition(host.menu.isOpen && !host.menu.labels.isEmpty, "the typed query matches some names")
    times.sort()
    return times[times.count / 2]
  }

  /// The answer of the first opening, prepared once.
  @MainActor static let preparedAnswer = CompletionAnswer(generation: 1, completions: completions)
    .preparedForMatching()

  /// Preparing the names for matching, as the fetch's task does after handing them on.
  @MainActor static func preparationTime() -> Double {
    let answer = CompletionAnswer(generation: 1, completions: completions)
    var prepared: CompletionAnswer?
    let time = Stopwatch.time(in: "ms") { prepared = answer.preparedForMatching() }
    precondition(prepared?.isPrepared == true)
    return time
  }

  /// What the notes' completer asks the index for (`NoteIndex.noteNames()`, on a thread of
  /// its own), over the generated folder of `IndexFigures` of `count` notes, its index
  /// brought up to date first.
  static func namesFigure(notes count: Int) -> Figure {
    Figure(
      name: "completion: the note names read from the index of \(count) notes (off the main actor)",
      unit: "ms",
      target: nil, repetitions: 5
    ) {
      let (folder, cache) = IndexFigures.folder(notes: count)
      let database = NoteIndex.databasePath(
        for: folder, in: XDGPaths(environment: ["XDG_CACHE_HOME": cache]).indexDirectory)
      let index = NoteIndex(folder: DocumentFolder(path: folder), databasePath: database)
      index.update()
      var names: [String]?
      let time = Stopwatch.time(in: "ms") { names = index.noteNames() }
      precondition(names?.count == count, "the index holds every note")
      return time
    }
  }
}
