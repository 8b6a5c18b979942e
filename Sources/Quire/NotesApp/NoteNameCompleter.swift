import QuireDocuments

/// The completer of `[[links]]` in a note: typing `[[` offers the names of the folder's
/// notes, the most recently changed first (so among equal matches the newer note comes
/// first), and choosing one inserts `Name]]`. Ctrl-Space inside an unclosed `[[` offers them
/// for what is typed after it; elsewhere, for the word before the caret, which becomes
/// `[[Name]]`. Typing `]]` (a note yet to be written) or `|` (the link's shown text) closes
/// the menu.
///
/// The names come from the folder's `NoteIndex`, read on a thread of their own; when there
/// is no index, or it holds no note yet, from the folder's listing.
public struct NoteNameCompleter: Completer {
  /// The notes folder.
  public let folder: DocumentFolder
  /// Its index, if there is one.
  public let index: NoteIndex?
  /// The name of the note being edited, left out of the names offered.
  public let current: String?

  /// A completer of the names of the notes in `folder`, read from `index` when there is one, leaving
  /// out `current`.
  public init(folder: DocumentFolder, index: NoteIndex?, current: String? = nil) {
    self.folder = folder
    self.index = index
    self.current = current
  }

  /// The kinds of opening: inside `[[`, or around a bare word.
  static let insideLink = "link"
  static let bareWord = "word"

  public func opening(before line: String, reason: CompletionReason) -> CompletionOpening? {
    switch reason {
    case .typed:
      return line.hasSuffix("[[") ? CompletionOpening(queryLength: 0, kind: Self.insideLink) : nil
    case .asked:
      if let typed = Self.textAfterLastOpening(line) {
        if !closes(String(typed)) {
          return CompletionOpening(queryLength: typed.utf8.count, kind: Self.insideLink)
        }
      }
      let word = line.reversed().prefix { !$0.isWhitespace && $0 != "]" && $0 != "[" }
      return CompletionOpening(queryLength: String(word).utf8.count, kind: Self.bareWord)
    }
  }

  public func completions(for opening: CompletionOpening) async -> [Completion] {
    let folder = folder
    let index = index
    let names = await BlockingWork.run { Self.names(folder: folder, index: index) }
    let inside = opening.kind == Self.insideLink
    return names.compactMap { name in
      guard name != current else { return nil }
      return Completion(name, insertion: inside ? name + "]]" : "[[" + name + "]]")
    }
  }

  public func closes(_ query: String) -> Bool {
    query.contains("]]") || query.contains("|") || query.contains("[[")
  }

  /// What follows the last `[[` of `line`, if it has one. O(n).
  static func textAfterLastOpening(_ line: String) -> Substring? {
    var index = line.endIndex
    while index > line.startIndex {
      let previous = line.index(before: index)
      if line[previous] == "[", previous > line.startIndex, line[line.index(before: previous)] == "[" {
        return line[index...]
      }
      index = previous
    }
    return nil
  }

  /// The notes' names: the index's, else the folder's, the newest first.
  static func names(folder: DocumentFolder, index: NoteIndex?) -> [String] {
    if let names = index?.noteNames(), !names.isEmpty { return names }
    guard let entries = try? folder.list() else { return [] }
    var seen: Set<String> = []
    return entries.sorted { ($0.modificationTime, $1.name) > ($1.modificationTime, $0.name) }.map(\.stem)
      .filter {
        seen.insert($0).inserted
      }
  }
}
