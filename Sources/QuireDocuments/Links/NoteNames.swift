import Synchronization

/// The notes of a folder by the key a link names them with (`NoteLinkKey`), for telling
/// whether a link's note exists and which file it is, without a `stat` per link per frame.
/// Taken from the index when it can be used, else from a listing of the folder; a note
/// made later is added with `insert`. Safe to use from several threads.
public final class NoteNames: Sendable {
  private let files: Mutex<[NoteLinkKey: String]>

  /// The names of the files `names` (`Groceries.md`), the first of two with one key kept.
  public init(fileNames names: [String]) {
    var files: [NoteLinkKey: String] = [:]
    for name in names where files[NoteLinkKey(fileName: name)] == nil {
      files[NoteLinkKey(fileName: name)] = name
    }
    self.files = Mutex(files)
  }

  /// The notes of `folder`: from `index` when given and usable, else listed. O(notes).
  public convenience init(folder: DocumentFolder, index: NoteIndex?) {
    let names = index?.noteFileNames() ?? ((try? folder.list()) ?? []).map(\.name)
    self.init(fileNames: names)
  }

  /// The file of the note `name` (a link's name, `groceries`, `Groceries.md`) names, if any.
  public func fileName(for name: String) -> String? {
    let key = NoteLinkKey(linkName: name)
    return files.withLock { $0[key] }
  }

  /// Whether a note answers to the link name `name`.
  public func contains(_ name: String) -> Bool { fileName(for: name) != nil }

  /// Every note's file name, in no order.
  public var all: [String] { files.withLock { Array($0.values) } }

  /// Adds the note in the file `name`.
  public func insert(fileName name: String) {
    files.withLock { files in
      let key = NoteLinkKey(fileName: name)
      if files[key] == nil { files[key] = name }
    }
  }
}
