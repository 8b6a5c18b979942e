/// One document of a folder, as a listing found it: its name and what `stat` said.
public struct FolderEntry: Hashable, Sendable {
  /// The file's name in the folder, extension included (`Groceries.md`); for a name that is
  /// not UTF-8, the text that shows it, each byte that is not UTF-8 as `\xHH`
  /// (`bad\xFFname.md`), its bytes in `undecodedName`.
  public var name: String
  /// The bytes of the name when they are not UTF-8, else `nil` (`name` is the name).
  public var undecodedName: [UInt8]?
  /// Its size in bytes.
  public var byteCount: Int
  /// When its content last changed.
  public var modificationTime: FileTime
  /// When its status last changed (a rename, a new mode), which no program can set back.
  public var statusChangeTime: FileTime
  /// Its inode, which a save by rename changes.
  public var inode: UInt64

  public init(
    name: String, byteCount: Int, modificationTime: FileTime, statusChangeTime: FileTime, inode: UInt64,
    undecodedName: [UInt8]? = nil
  ) {
    self.name = name
    self.undecodedName = undecodedName
    self.byteCount = byteCount
    self.modificationTime = modificationTime
    self.statusChangeTime = statusChangeTime
    self.inode = inode
  }

  /// The bytes of the file's name, what every call on the file uses.
  public var nameBytes: [UInt8] { undecodedName ?? Array(name.utf8) }

  /// Whether the name is UTF-8, so that it can be typed, opened by its text and shown as it
  /// is.
  public var hasUTF8Name: Bool { undecodedName == nil }

  /// The name without its extension: `Groceries.md` → `Groceries`, `.md` → `.md`.
  public var stem: String { Self.stem(of: name) }

  /// The extension with its dot (`.md`), or empty.
  public var fileExtension: String { Self.fileExtension(of: name) }

  /// `name` without its extension.
  public static func stem(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
    return String(name[..<dot])
  }

  /// The extension of `name` with its dot, or empty.
  public static func fileExtension(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return "" }
    return String(name[dot...])
  }

  /// Two entries are equal when their names' bytes are, not when their names are the same
  /// text by Unicode's equivalence: two files may be named by the two forms of one text. The
  /// bytes are compared at once, which also spares the normalising that comparing two
  /// non-ASCII strings costs (a listing of 100,000 entries is compared with the last).
  public static func == (left: FolderEntry, right: FolderEntry) -> Bool {
    left.byteCount == right.byteCount && left.modificationTime == right.modificationTime
      && left.statusChangeTime == right.statusChangeTime && left.inode == right.inode
      && left.undecodedName == right.undecodedName && NameKey(text: left.name) == NameKey(text: right.name)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(NameKey(text: name))
    hasher.combine(undecodedName)
    hasher.combine(byteCount)
    hasher.combine(modificationTime)
    hasher.combine(statusChangeTime)
    hasher.combine(inode)
  }
}
