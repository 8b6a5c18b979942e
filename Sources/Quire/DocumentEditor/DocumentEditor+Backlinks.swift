import QuireDocuments

extension DocumentEditor {
  /// Lists the lines of other notes that link to this one in a `SelectionListScreen`, one
  /// row a line (`Plans:4  buy [[Groceries]] first`), filtered as the user types; choosing
  /// one saves this note and opens that one with the caret on the line. Says so when none
  /// link here; does nothing while they are still being listed.
  func showBacklinks(context: ScreenContext<DocumentEditor>) {
    guard let found = links?.backlinks else { return }
    let strings = context.strings
    guard !found.isEmpty else {
      notice = .link(strings[.noticeNoBacklinks])
      return
    }
    let rows = Self.backlinkRows(found, strings: strings)
    let list = SelectionList(values: rows, order: .given, allowsAdding: false)
    context.push(SelectionListScreen(title: strings[.backlinksTitle], list: list)) { [weak self] result in
      guard let self, let chosen = result?.chosen.first, let row = rows.firstIndex(of: chosen) else { return }
      self.go(to: .line(fileName: found[row].name, line: found[row].line), context: context)
    }
  }

  /// The rows of the backlinks list, one a line: `Plans:4  buy [[Groceries]] first`.
  public nonisolated static func backlinkRows(_ found: [NoteBacklink], strings: Strings) -> [String] {
    found.map { link in
      strings.text(.backlinkRow, ["note": link.stem, "line": String(link.line + 1), "context": link.context])
    }
  }
}
