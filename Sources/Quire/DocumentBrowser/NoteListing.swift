import Dispatch
import QuireDocuments
import Synchronization

/// A listing of the folder's notes, put in an order and with each note's place in it found
/// by name: made on the listing's own thread (O(n log n)), so that the list takes it on the
/// main thread in O(n) (`NoteList.setEntries`). At 100,000 notes the sort and the places
/// were 60 ms of the main thread's 100 at each listing.
public struct NoteListing: Sendable {
  /// The files, as listed.
  public let entries: [FolderEntry]
  /// The order they were put in.
  public let sort: NoteSort
  /// A note of each file, its head not read, in `sort` order: what a list that has no
  /// notes yet takes as they are.
  let notes: [Note]
  /// Each note's place in `notes`, by its file name's bytes.
  let places: [NameKey: Int]

  /// `entries` put in `sort` order.
  public init(_ entries: [FolderEntry], sort: NoteSort) {
    self.entries = entries
    self.sort = sort
    let order = sort.order(of: entries)
    // The notes and their places, each a pass over the order, are made side by side: at
    // 100,000 notes each takes tens of milliseconds, and the first screen waits for both.
    let made = Mutex<(notes: [Note], places: [NameKey: Int])>(([], [:]))
    let large = entries.count >= 4096
    DispatchQueue.concurrentPerform(iterations: large ? 2 : 1) { part in
      if part == 0 || !large {
        let notes = order.map { Note(entry: entries[$0]) }
        made.withLock { $0.notes = notes }
      }
      if part == 1 || !large {
        let places = Self.places(of: order.lazy.map { entries[$0] })
        made.withLock { $0.places = places }
      }
    }
    (notes, places) = made.withLock { ($0.notes, $0.places) }
  }

  /// Each of `entries`' place among them, by its file name's bytes.
  static func places(of entries: some Collection<FolderEntry>) -> [NameKey: Int] {
    var places: [NameKey: Int] = [:]
    places.reserveCapacity(entries.count)
    for (place, entry) in entries.enumerated() { places[NameKey(entry)] = place }
    return places
  }
}
