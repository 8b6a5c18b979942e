/// One change git lists between the last commit and the notes (`git diff --name-status`).
public enum NoteChange: Sendable, Hashable {
  case added(String)
  case edited(String)
  case deleted(String)
  case renamed(from: String, to: String)

  /// The changes of `git diff --cached --name-status -z -M`'s output.
  public static func parse(nameStatus output: [UInt8]) -> [NoteChange] {
    let fields = output.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    var changes: [NoteChange] = []
    var index = 0
    while index < fields.count, !fields[index].isEmpty {
      let status = fields[index]
      if status.hasPrefix("R") || status.hasPrefix("C"), index + 2 < fields.count {
        changes.append(
          status.hasPrefix("R")
            ? .renamed(from: fields[index + 1], to: fields[index + 2]) : .added(fields[index + 2]))
        index += 3
        continue
      }
      guard index + 1 < fields.count else { break }
      let path = fields[index + 1]
      switch status.first {
      case "A": changes.append(.added(path))
      case "D": changes.append(.deleted(path))
      default: changes.append(.edited(path))
      }
      index += 2
    }
    return changes
  }

  /// A note's name as a message shows it: the file's name without `.md` or `.txt`.
  static func noteName(_ path: String) -> String {
    let name = PathText.name(of: path)
    for suffix in [".md", ".txt"] where name.hasSuffix(suffix) && name.count > suffix.count {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// "Edit Groceries", "Rename A to B", "Delete X", "Add X".
  public var message: String {
    switch self {
    case .added(let path): "Add \(Self.noteName(path))"
    case .edited(let path): "Edit \(Self.noteName(path))"
    case .deleted(let path): "Delete \(Self.noteName(path))"
    case .renamed(let from, let to): "Rename \(Self.noteName(from)) to \(Self.noteName(to))"
    }
  }

  /// The message of one commit of `changes`: each change named, the first four and a count
  /// of the rest.
  public static func commitMessage(_ changes: [NoteChange]) -> String {
    let shown = changes.prefix(4).map(\.message).joined(separator: ", ")
    return changes.count > 4 ? shown + " and \(changes.count - 4) more" : shown
  }
}
