/// One note of the document browser: its file as the folder listing found it, and its head
/// (tags, description, first lines) once read.
public struct Note: Hashable, Sendable {
  /// The file.
  public var entry: FolderEntry
  /// Its front matter and first lines; `nil` until read.
  public var head: DocumentHead?
  /// Whether `head` was read from the file as `entry` lists it. A note whose file changed
  /// keeps showing its last head until the new one is read, so its tags never blink out.
  public var headIsCurrent: Bool

  /// The note of the file `entry`, with its `head` when read; a head given is current unless
  /// `headIsCurrent` says otherwise.
  public init(entry: FolderEntry, head: DocumentHead? = nil, headIsCurrent: Bool? = nil) {
    self.entry = entry
    self.head = head
    self.headIsCurrent = headIsCurrent ?? (head != nil)
  }

  /// The title: the file's name without its extension.
  public var title: String { entry.stem }

  /// The tags of its front matter.
  public var tags: [String] { head?.tags ?? [] }

  /// The description of its front matter.
  public var description: String? { head?.description }

  /// The tags as shown: `#home #q4`.
  public var tagsText: String { tags.map { "#" + $0 }.joined(separator: " ") }

  /// What the filter matches: the title, a space, the tags as shown.
  var filterText: String { tags.isEmpty ? title : title + " " + tagsText }

  /// The line shown under the title: the first line of text, with a Markdown heading's marks
  /// taken off, skipping a heading that only repeats the title.
  public var preview: String {
    for line in head?.lines ?? [] {
      let text = Self.withoutHeadingMarks(line)
      if text.isEmpty { continue }
      if text.lowercased() == title.lowercased(), line.hasPrefix("#") { continue }
      return text
    }
    return ""
  }

  /// `line` without leading blanks and, for a heading (`## Title`), its marks.
  static func withoutHeadingMarks(_ line: String) -> String {
    var text = Substring(line).drop { $0 == " " || $0 == "\t" }
    let marks = text.prefix { $0 == "#" }
    if !marks.isEmpty, marks.count <= 6,
      text.dropFirst(marks.count).first.map({ $0 == " " || $0 == "\t" }) ?? true
    {
      text = text.dropFirst(marks.count).drop { $0 == " " || $0 == "\t" }
    }
    var end = text.endIndex
    while end > text.startIndex, let last = text[..<end].last, last == " " || last == "\t" {
      end = text.index(before: end)
    }
    return String(text[..<end])
  }
}
