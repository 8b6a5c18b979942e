import Quire
import QuireTestSupport

/// Completes `[[links]]` to the names it is given, as the notes app does: `[[` opens the
/// menu, Ctrl-Space opens it inside an unclosed `[[`, `]]` closes it (and `[[` starts again), a name chosen is
/// inserted with the closing brackets.
struct LinkCompleter: Completer {
  var names: [String]

  func opening(before line: String, reason: CompletionReason) -> CompletionOpening? {
    switch reason {
    case .typed:
      return line.hasSuffix("[[") ? CompletionOpening(queryLength: 0) : nil
    case .asked:
      guard let start = line.range(of: "[[", options: .backwards) else { return nil }
      let query = line[start.upperBound...]
      return query.contains("]]") ? nil : CompletionOpening(queryLength: query.utf8.count)
    }
  }

  func completions(for opening: CompletionOpening) async -> [Completion] {
    names.map { Completion($0, insertion: $0 + "]]") }
  }

  func closes(_ query: String) -> Bool { query.contains("]]") || query.contains("[[") }
}

/// A text area with a completion menu over `names`, driven alone: its fetches are run when
/// the test says (`answer()`), so a test decides when the completer answers.
typealias CompletionAreaHarness = ComponentHarness<CompletionHost<TextArea>>

extension ComponentHarness where Subject == CompletionHost<TextArea> {
  /// An area `columns` × `rows` holding `text`, the caret at its end, completing `names`.
  /// (Not caret markup, which reads `[` as a selection's start.)
  init(text: String = "", names: [String], columns: Int = 30, rows: Int = 8) {
    let size = TerminalSize(columns: columns, rows: rows)
    let area = TextArea(text: text, viewport: size)
    self.init(CompletionHost(area, menu: CompletionMenu(completer: LinkCompleter(names: names)), area: size))
    {
      $0.area
    }
  }

  /// Runs the fetch the menu asked for, if any, and gives it its answer.
  mutating func answer() async {
    guard let fetch = component.takeFetch() else { return }
    let message = await fetch.run()
    component.receive(message, context: context)
  }

  /// Takes the fetch the menu asked for, to answer it later.
  mutating func takeFetch() -> CompletionFetch? {
    component.takeFetch()
  }

  /// Resizes the area, as its owner does when the terminal changes size.
  mutating func resize(columns: Int, rows: Int) {
    let size = TerminalSize(columns: columns, rows: rows)
    component.area = size
    component.target.viewport = size
  }

  /// The text, with the caret.
  var markup: String { CaretMarkup.render(component.target.text, component.target.selection) }
}
