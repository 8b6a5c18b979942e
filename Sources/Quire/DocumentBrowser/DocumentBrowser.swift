import QuireDocuments

/// The seed's master list of documents: the notes of a folder, newest first or by name, each
/// on two rows (title, tags and age; then its first line), with a type-ahead field, the
/// selected note's description below, and keys to open, add, rename, tag, describe and
/// delete (to the trash) notes. It follows the folder as other programs change it. `n` opens
/// today's note (`YYYY-MM-DD.md`, made when missing); adding a note when the folder has
/// templates (`.templates/*.md`) asks which it starts from; `#` lists every tag with its
/// count (`TagList`), to filter by one or rename it in every note.
///
/// Given a `NoteIndex`, the field searches every note's name, tags, description and text as
/// it is typed (`NoteQuery`'s words, phrases, `#tags` and `-exclusions`), each result showing
/// the line it was found on; Return opens the best with the editor finding the query, or,
/// when nothing matches, creates the note the query names. Without one, it filters the
/// titles and tags fuzzily.
///
/// ```
///  Notes                                            ~/.local/share/quire/notes
///  ─────────────────────────────────────────────────────────────────────────────
///  / filter                                              3 notes · newest first
///  › Groceries                                         #home          2 min ago
///      milk, eggs, bread for the weekend
/// ```
///
/// Listing the folder and reading the notes' heads run as tasks, in batches, the notes on
/// screen first, so a folder of ten thousand notes shows its first frame at once. A note
/// opens in the screen `opener` makes (the document editor); the browser lists the folder
/// again when that screen is done.
@MainActor
public final class DocumentBrowser: Screen {
  public typealias Result = Void

  /// The folder shown.
  public let folder: DocumentFolder
  /// The title at the top left; `Word.notes` when `nil`.
  public var title: String?
  /// The folder as shown at the top right (`~/notes`).
  public var displayPath: String
  /// Where it deletes to, what it remembers, the editors' environment, the clocks.
  public var options: DocumentBrowserOptions
  /// What it knows of the folder: the notes, the listing, the heads, the watcher.
  public internal(set) var state = BrowserState()
  /// The filter row's field.
  public internal(set) var filter: TextField
  /// The keys of the list.
  public var keys = DocumentBrowserAction.listKeys
  /// The keys while the filter row has the keyboard.
  public var filterKeys = DocumentBrowserAction.filterKeys
  /// The keys that move the cursor (in the filter row, all but Home and End, which edit).
  public var moveKeys = KeyMap(ListAction.bindings)
  /// Makes the screen a note opens in, given its path (and what to find in it); `nil` opens
  /// nothing.
  public var opener: (@MainActor (NoteOpening) -> any Screen)?
  /// The full-text index that answers the query, when given; without one the query matches
  /// the notes' names and tags.
  public let index: NoteIndex?
  /// Whether the filter row has the keyboard.
  public internal(set) var isFilterFocused = false
  /// What the browser says until the next key: a failure, in the error style.
  public internal(set) var notice: String?
  /// Whether today's note opens as the browser first appears (`quire notes --today`).
  public var opensTodayOnAppear = false
  /// The folder's watcher, once the first listing started it, and its reports.
  var watching: (watcher: FolderWatcher, changes: AsyncStream<Void>)?

  /// The notes, the filter's result and the cursor.
  public var list: NoteList { state.list }

  /// The order of the notes: newest first, or by name (`s` switches).
  public var sort: NoteSort {
    get { state.list.sort }
    set { state.list.setSort(newValue) }
  }

  /// A browser of `folder`, deleting to the trash of `paths`, showing the folder as
  /// `displayPath` (the path itself when `nil`), searching every note's text through `index`
  /// when given (brought up to date as the browser appears), keeping the notes in git through
  /// `sync` when given and the folder is a work tree.
  public init(
    folder: DocumentFolder, paths: XDGPaths, displayPath: String? = nil, environment: [String: String] = [:],
    index: NoteIndex? = nil, sync: NotesSync? = nil, opener: (@MainActor (NoteOpening) -> any Screen)? = nil
  ) {
    self.folder = folder
    self.index = index
    self.state = BrowserState(searchesNotes: index != nil, keepsVersions: sync != nil)
    self.options = DocumentBrowserOptions(paths: paths, environment: environment)
    self.options.sync = sync
    self.displayPath = displayPath ?? folder.path
    self.opener = opener
    self.filter = TextField()
  }

  /// The keys that work now: in the filter row, open, move and done; in the list, those
  /// that apply (no rename without a note, no clear without a filter, no open without an
  /// `opener` to open the note in).
  public func helpItems(context: DrawContext) -> [HelpItem] {
    let strings = context.strings
    if isFilterFocused {
      // Esc clears a filter; with none, it only leaves the row, as Tab does.
      var items = filterKeys.helpItems(strings) { action in
        switch action {
        case .open: self.opener != nil
        case .clearFilter: !self.list.query.isEmpty
        default: true
        }
      }
      let up = moveKeys.chords(for: .up).first?.label ?? ""
      let down = moveKeys.chords(for: .down).first?.label ?? ""
      items.insert(HelpItem(keys: up + down, action: strings[.helpMove]), at: min(1, items.count))
      return searchWords(items, strings)
    }
    return searchWords(
      keys.helpItems(strings) { action in
        // While a filter is set, Esc clearing it is shown in the place of `/`.
        action == .filter ? self.list.query.isEmpty : self.isAvailable(action)
      }, strings)
  }

  /// `items` in the words of a search of the notes' text, when the query is one: `/ search`,
  /// and Return's `create` when no note matches.
  private func searchWords(_ items: [HelpItem], _ strings: Strings) -> [HelpItem] {
    guard list.matching == .search else { return items }
    let creates = !list.query.isEmpty && list.isCurrent && list.shown.isEmpty
    // A query that cannot name a note (a `/` in it, say) is offered no create: the row says why.
    if creates, queryNamingProblem != nil { return items.filter { $0.action != strings[.helpOpen] } }
    return items.map { item in
      var item = item
      if item.action == strings[.helpFilterNotes] { item.action = strings[.helpSearchNotes] }
      if creates, item.action == strings[.helpOpen] { item.action = strings[.helpCreateNote] }
      return item
    }
  }

  /// Why the query cannot name a new note (a `/`, a control character, a leading dot, too
  /// long), or `nil`: what Return on a search that found nothing would refuse. A title
  /// taken is left to Return, which lists the notes' names.
  var queryNamingProblem: NoteName.Problem? {
    guard case .failure(let problem) = NoteName(folder: folder, takenNames: []).fileName(for: list.query)
    else {
      return nil
    }
    return problem
  }

  /// Whether `action` can be taken now.
  func isAvailable(_ action: DocumentBrowserAction) -> Bool {
    switch action {
    case .open: opener != nil && (list.selected != nil || (list.matching == .search && !list.query.isEmpty))
    case .rename, .tag, .describe, .delete: list.selected != nil
    case .clearFilter: !list.query.isEmpty || isFilterFocused
    case .closeFilter: isFilterFocused
    case .tags: !list.notes.isEmpty
    case .add, .filter, .sort, .quit, .today: true
    case .sync: state.versioning.isOn
    }
  }
}
