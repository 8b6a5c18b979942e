import Synchronization

/// The full-text index of a notes folder: a cache of every note's name, tags, description
/// and body in an SQLite FTS5 database, kept true by `update`, searched by `search`.
///
/// The notes are the truth: deleting the database loses nothing. One database per folder,
/// in `XDGPaths.indexDirectory`, named after the folder's canonical path. A damaged index,
/// or one of another version, is thrown away and built again; one that cannot be opened or
/// written (a read-only cache, a lock held too long, a full disk) is bypassed, and searches
/// read the files instead. Either way `notice` says so once, and nothing else stops.
///
/// Safe to use from several threads: a search between two batches of an update sees the
/// notes stored so far. Two processes share the database (WAL, a busy timeout).
public final class NoteIndex: Sendable {
  /// The folder indexed.
  public let folder: DocumentFolder
  /// The database file.
  public let databasePath: String
  /// The database and the notice, taken for each batch and each search.
  let store: Mutex<NoteIndexStore>

  /// The index of `folder` in the cache that `environment`'s XDG paths name.
  public convenience init(folder: DocumentFolder, environment: [String: String]) {
    let directory = XDGPaths(environment: environment).indexDirectory
    self.init(folder: folder, databasePath: Self.databasePath(for: folder.path, in: directory))
  }

  /// The index of `folder` in the database at `databasePath`, opened (made when missing,
  /// rebuilt when damaged or foreign, bypassed when it cannot be used).
  public init(folder: DocumentFolder, databasePath: String) {
    self.folder = folder
    self.databasePath = databasePath
    var opened = NoteIndexStore()
    Self.open(databasePath, folder: Self.canonicalPath(folder.path), into: &opened)
    store = Mutex(opened)
  }

  /// The problem met with the index, if any: shown once by the caller.
  public var notice: NoteIndexNotice? { store.withLock { $0.notice } }

  /// Where the index is in its changes: another value after any note was stored or removed
  /// (by this process) or the database made anew, so that a search made before an update
  /// is known to hold when the update changed nothing.
  public var revision: NoteIndexRevision {
    store.withLock { NoteIndexRevision(generation: $0.generation, writes: $0.database?.writes) }
  }

  /// Whether searches read the files because the database cannot be used.
  public var isBypassed: Bool { store.withLock { $0.database == nil } }

  /// The database of the folder at `folderPath` in `directory`: the folder's last name (its
  /// letters and digits) and the hash of its canonical path, so two folders never share one.
  public static func databasePath(for folderPath: String, in directory: String) -> String {
    let canonical = canonicalPath(folderPath)
    let last = PathText.name(of: canonical).filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    let hash = String(ContentHash(of: Array(canonical.utf8)).value, radix: 16)
    let hex = String(repeating: "0", count: 16 - hash.count) + hash
    return PathText.join(directory, String(last.prefix(40)) + (last.isEmpty ? "" : "-") + hex + ".sqlite")
  }

  /// The folder's absolute path with links resolved, or the path as given when it cannot be.
  static func canonicalPath(_ path: String) -> String {
    (try? PathText.canonicalFolder(path).get()) ?? path
  }
}

/// A `NoteIndex`'s `revision`: the database's generation and how many writes this process
/// made to it (`nil` while bypassed, when searches read the files).
public struct NoteIndexRevision: Hashable, Sendable {
  var generation: Int
  var writes: Int?
}
