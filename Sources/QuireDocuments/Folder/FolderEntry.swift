/// One document of a folder, as a listing found it: its name and what `stat` said.
public struct FolderEntry: Hashable, Sendable {
  /// The file's name in the folder, extension included (`Groceries.md`).
  public var name: String
  /// Its size in bytes.
  public var byteCount: Int
  /// When its content last changed.
  public var modificationTime: FileTime
  /// When its status last changed (a rename, a new mode), which no program can set back.
  public var statusChangeTime: FileTime
  /// Its inode, which a save by rename changes.
  public var inode: UInt64

  public init(
    name: String, byteCount: Int, modificationTime: FileTime, statusChangeTime: FileTime, inode: UInt64
  ) {
    self.name = name
    self.byteCount = byteCount
    self.modificationTime = modificationTime
    self.statusChangeTime = statusChangeTime
    self.inode = inode
  }

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
}
