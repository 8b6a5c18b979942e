/// A note a search found: what a row of results shows.
public struct NoteSearchResult: Hashable, Sendable {
  /// The path of the note's folder.
  public var folderPath: String
  /// The file's name in the folder (`Groceries.md`), as `FolderEntry.name` shows it.
  public var name: String {
    get { shownName ?? String(decoding: nameBytes, as: UTF8.self) }
    set { shownName = newValue }
  }
  /// The name when it is not `nameBytes` read as ASCII: a search of many notes shows few,
  /// so most names are made only when asked.
  private var shownName: String?
  /// The bytes of the file's name, which tell two notes apart when `name` cannot (a name
  /// that is not UTF-8).
  public var nameBytes: [UInt8]
  /// Its tags (front matter, then inline), each once.
  public var tags: [String] {
    get { tagLines.isEmpty ? [] : tagLines.split(separator: "\n").map(String.init) }
    set { tagLines = newValue.joined(separator: "\n") }
  }
  /// The tags one a line, as the index keeps them: a search of many notes shows few.
  var tagLines: String
  /// When its file last changed.
  public var modificationTime: FileTime
  /// The line of its body where the first match is, cut around it; `nil` when the query
  /// found it by its name, tags or description only (or was not asked for it).
  public var excerpt: NoteExcerpt?

  public init(
    folderPath: String, name: String, nameBytes: [UInt8]? = nil, tags: [String], modificationTime: FileTime,
    excerpt: NoteExcerpt?
  ) {
    self.folderPath = folderPath
    self.nameBytes = nameBytes ?? Array(name.utf8)
    shownName = Self.isASCII(self.nameBytes) && Array(name.utf8) == self.nameBytes ? nil : name
    tagLines = tags.joined(separator: "\n")
    self.modificationTime = modificationTime
    self.excerpt = excerpt
  }

  /// A result as the index reads it: its tags one a line, no excerpt yet; `name` is asked
  /// for only when the name's bytes are not ASCII.
  init(
    folderPath: String, name: @autoclosure () -> String, nameBytes: [UInt8], tagLines: String,
    modificationTime: FileTime
  ) {
    self.folderPath = folderPath
    shownName = Self.isASCII(nameBytes) ? nil : name()
    self.nameBytes = nameBytes
    self.tagLines = tagLines
    self.modificationTime = modificationTime
    excerpt = nil
  }

  public static func == (left: Self, right: Self) -> Bool {
    left.nameBytes == right.nameBytes && left.name == right.name && left.folderPath == right.folderPath
      && left.tagLines == right.tagLines && left.modificationTime == right.modificationTime
      && left.excerpt == right.excerpt
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(nameBytes)
    hasher.combine(folderPath)
    hasher.combine(modificationTime)
  }

  /// Whether `bytes` are all ASCII: then they are the name's UTF-8 as they stand.
  private static func isASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { $0.allSatisfy { $0 < 0x80 } }
  }

  /// The note's path (its folder's path and its name), made when asked: a search of many
  /// notes shows few.
  public var path: String { PathText.join(folderPath, name) }

  /// The name without its extension, as the notes show it.
  public var stem: String { FolderEntry.stem(of: name) }
}
