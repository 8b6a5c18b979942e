import QuireText

/// One entry of a folder as a file picker lists it: its name and what kind of file it is,
/// a symbolic link with the text it holds and what it leads to.
public struct FileEntry: Hashable, Sendable {
  /// What kind of entry it is.
  public enum Kind: Hashable, Sendable {
    /// A regular file.
    case file
    /// A folder.
    case folder
    /// A symbolic link holding `target`, leading to `leadsTo` (`nil` when it leads nowhere:
    /// broken, or a loop).
    case link(target: String, leadsTo: FileKind?)
    /// Anything else: a named pipe, a socket, a device.
    case other(FileKind)
  }

  /// The name in the folder, every byte that is not UTF-8 carried (`PreservedBytes`), so
  /// that `nameBytes` gives the name back exactly.
  public var name: String
  /// What kind of entry it is.
  public var kind: Kind

  public init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// The bytes of the name, what every call on the file uses.
  public var nameBytes: [UInt8] { name.preservedBytes }

  /// The name as a screen shows it: valid UTF-8 as it is, each byte that is not as `\xHH`.
  public var shownName: String {
    PreservedBytes.containsCarryingScalar(name) ? NameBytes.shown(nameBytes) : name
  }

  /// Whether the name starts with a dot.
  public var isHidden: Bool { name.utf8.first == UInt8(ascii: ".") }

  /// Whether it is a folder, or a link that leads to one: what can be entered.
  public var leadsToFolder: Bool {
    switch kind {
    case .folder: true
    case .link(_, let leadsTo): leadsTo == .folder
    case .file, .other: false
    }
  }

  /// Whether it is a regular file, or a link that leads to one.
  public var leadsToFile: Bool {
    switch kind {
    case .file: true
    case .link(_, let leadsTo): leadsTo == .regular
    case .folder, .other: false
    }
  }

  /// Whether `entry` comes before `other` in a listing: folders (and links to folders)
  /// first, then by name, ASCII letters compared ignoring case, then by the bytes. O(name).
  public static func listOrder(_ entry: FileEntry, _ other: FileEntry) -> Bool {
    let folder = entry.leadsToFolder
    if folder != other.leadsToFolder { return folder }
    return namePrecedes(entry.name, other.name)
  }

  /// Whether `name` comes before `other` by name: ASCII letters ignoring case, then the
  /// bytes as they are, so the order is total. O(name).
  static func namePrecedes(_ name: String, _ other: String) -> Bool {
    var left = name.utf8.makeIterator()
    var right = other.utf8.makeIterator()
    var tie = 0
    while true {
      switch (left.next(), right.next()) {
      case (nil, nil): return tie < 0
      case (nil, _): return true
      case (_, nil): return false
      case (let a?, let b?):
        let foldedA = folded(a)
        let foldedB = folded(b)
        if foldedA != foldedB { return foldedA < foldedB }
        if tie == 0, a != b { tie = a < b ? -1 : 1 }
      }
    }
  }

  /// `byte` with an ASCII capital made small.
  @inline(__always)
  private static func folded(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }
}
