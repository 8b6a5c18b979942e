/// A file a merge left unmerged, with the versions git holds of it, and how it is settled so
/// that no side is dropped and no conflict marker is left: changed on both sides, the file
/// keeps this machine's version and the other's is saved beside it as a conflict copy;
/// deleted on one side and changed on the other, the changed version comes back; deleted on
/// both, it stays deleted.
public struct UnmergedNote: Hashable, Sendable {
  /// The file's path in the work tree.
  public var path: String
  /// Whether git holds this machine's version (stage 2) and the other's (stage 3).
  public var hasOurs: Bool
  public var hasTheirs: Bool

  public init(path: String, hasOurs: Bool, hasTheirs: Bool) {
    self.path = path
    self.hasOurs = hasOurs
    self.hasTheirs = hasTheirs
  }

  /// One step of settling it.
  public enum Step: Hashable, Sendable {
    /// Write the version of `stage` (2 ours, 3 theirs) to the file, and stage it.
    case keep(stage: Int)
    /// Write the version of `stage` to a conflict copy beside the file, and stage the copy.
    case copy(stage: Int)
    /// Take the file out of the index: both sides deleted it.
    case remove
  }

  /// How it is settled.
  public var steps: [Step] {
    switch (hasOurs, hasTheirs) {
    case (true, true): [.keep(stage: 2), .copy(stage: 3)]
    case (true, false): [.keep(stage: 2)]
    case (false, true): [.keep(stage: 3)]
    case (false, false): [.remove]
    }
  }

  /// The unmerged files of `git ls-files -u -z` (`MODE OBJECT STAGE\tPATH`, NUL-ended), in
  /// the order git lists them.
  public static func parse(unmerged output: [UInt8]) -> [UnmergedNote] {
    var notes: [UnmergedNote] = []
    var positions: [String: Int] = [:]
    for entry in output.split(separator: 0) {
      guard let tab = entry.firstIndex(of: 0x09) else { continue }
      let fields = entry[..<tab].split(separator: 0x20)
      guard fields.count == 3, let stage = Int(String(decoding: fields[2], as: UTF8.self)) else { continue }
      let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
      let position =
        positions[path]
        ?? {
          notes.append(UnmergedNote(path: path, hasOurs: false, hasTheirs: false))
          positions[path] = notes.count - 1
          return notes.count - 1
        }()
      if stage == 2 { notes[position].hasOurs = true }
      if stage == 3 { notes[position].hasTheirs = true }
    }
    return notes
  }
}
