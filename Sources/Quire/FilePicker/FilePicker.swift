import QuireDocuments

/// A file picker: a folder's entries (folders first, then by name), entered with Right or
/// Return and left with Left or Backspace; typing filters them fuzzily, the matched
/// characters highlighted; `.` shows or hides hidden entries; the entry under the cursor is
/// previewed (`preview`), for an owner wide enough to show it.
///
/// A value, as `SelectionList` is: it reads no folder itself. What it needs done (list a
/// folder, read a preview, finish) it answers as `FilePickerEffect`s, from `receive(_:)` for
/// what its tasks bring back and in `takeEffects()` after a key; the screen that holds it
/// (`FilePickerScreen`, `FilePickerPrompt`, through `FilePickerHost`) carries them out and
/// gives the outcomes back as `FilePickerEvent`s. So a test drives it with keys and events
/// and no folder at all.
///
/// A folder is listed in batches: the first rows show as soon as the first batch is read,
/// and a folder of a hundred thousand entries never waits for its last. Moving to another
/// folder keeps this one shown until the other's first batch comes: one that cannot be read
/// says so (`notice`) and the picker stays where it was.
@MainActor
public struct FilePicker: Component {
  /// Where the listing of the folder shown is.
  public enum Listing: Hashable, Sendable {
    /// Batches are still coming from the listing `generation`.
    case reading(generation: Int)
    /// Every entry is listed.
    case complete
    /// The folder could not be read: nothing is shown, and why is said in its place.
    case unreadable(FolderError)
  }

  /// Whether another folder is being opened, to be shown once its first batch comes.
  public enum Opening: Hashable, Sendable {
    /// None.
    case none
    /// The folder `path` is being opened by the listing `generation`; once shown, the cursor
    /// goes to the entry `cursorOn` (the folder just left, when going up).
    case opening(path: String, generation: Int, cursorOn: String?)
  }

  /// Where the preview of the entry under the cursor is.
  public enum Preview: Hashable, Sendable {
    /// Nothing asked yet (or nothing under the cursor).
    case none
    /// The preview of `path` is being read; `next` is to be read after it, when the cursor
    /// moved meanwhile.
    case reading(path: String, next: String?)
    /// The preview of `path`.
    case read(path: String, FilePreview)
  }

  /// The folder shown, an absolute path (bytes that are not UTF-8 carried, `PreservedBytes`).
  public internal(set) var folder: String
  /// What may be chosen.
  public let choice: FilePickerChoice
  /// The file extensions offered (without the dot, compared ignoring ASCII case); empty for
  /// every file. Folders are always shown, to be entered.
  public let extensions: [String]
  /// Whether entries whose name starts with a dot are shown.
  public internal(set) var showsHidden: Bool
  /// The filter's field.
  public internal(set) var filter: TextField
  /// The keys; an application may change them.
  public var keys: KeyMap<Action>
  /// Which rows are shown and which has the cursor.
  public internal(set) var viewport: ListViewport
  /// How many rows the owner shows; it sets it when it places the picker.
  public var rowsShown: Int {
    didSet {
      rowsShown = max(1, rowsShown)
      viewport.reveal(inRows: rowsShown)
    }
  }
  /// Where the listing is.
  public internal(set) var listing: Listing
  /// Whether another folder is being opened.
  public internal(set) var opening = Opening.none
  /// Where the preview is.
  public internal(set) var preview = Preview.none
  /// What to say until the next key (a folder that cannot be read), or `nil`.
  public internal(set) var notice: String?

  /// The entries of the folder, as listed (in the order they came).
  public internal(set) var entries: [FileEntry] = []
  /// The entries' shown names, prepared for the matcher as they come.
  var candidates = MatchCandidates()
  /// The indices of `entries` in listing order (`FileEntry.listOrder`).
  var order: [Int] = []
  /// The indices of the entries offered (hidden ones and those not chosen from left out),
  /// in listing order.
  var offered: [Int] = []
  /// The indices of the offered entries the filter matches, best first; `nil` while the
  /// filter is empty.
  var matches: [Int]?
  /// The filter's text `matches` was made for.
  var matchedQuery = ""
  /// The number the next listing gets.
  var nextGeneration = 0
  /// What the last key asked for, until `takeEffects()`.
  var effects: [FilePickerEffect] = []

  /// A picker of `folder` (an absolute path, as `FolderPath.canonical` gives it), letting
  /// `choice` be chosen among files of `extensions` (every file when empty), hidden entries
  /// shown when `showsHidden`. Nothing is listed until `start()`.
  public init(
    folder: String, choice: FilePickerChoice = .any, extensions: [String] = [], showsHidden: Bool = false,
    keys: KeyMap<Action> = FilePicker.defaultKeys
  ) {
    self.folder = folder
    self.choice = choice
    self.extensions = extensions.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }.filter {
      !$0.isEmpty
    }
    self.showsHidden = showsHidden
    self.keys = keys
    self.filter = TextField(placeholder: "", keys: SelectionList.filterKeys)
    self.viewport = ListViewport(count: 0)
    self.rowsShown = 10
    self.listing = .reading(generation: 0)
  }

  /// Starts listing the folder: the effects to carry out as the picker appears.
  public mutating func start() -> [FilePickerEffect] {
    let generation = nextGeneration
    nextGeneration += 1
    listing = .reading(generation: generation)
    return [.list(path: folder, generation: generation)]
  }

  /// Takes what the last key asked for, so it is carried out once.
  public mutating func takeEffects() -> [FilePickerEffect] {
    defer { effects = [] }
    return effects
  }

  /// The entry under the cursor, if any.
  public var cursorEntry: FileEntry? {
    viewport.cursor.flatMap { entryIndex(atRow: $0) }.map { entries[$0] }
  }

  /// The folder as a title shows it: bytes that are not UTF-8 as `\xHH`.
  public var shownFolder: String {
    FileEntry(name: folder, kind: .folder).shownName
  }

  /// The path of `entry` in the folder shown.
  public func path(of entry: FileEntry) -> String {
    FolderPath.join(folder, entry.name)
  }
}
