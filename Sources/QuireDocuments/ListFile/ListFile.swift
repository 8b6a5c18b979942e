import QuireText

/// A text file as a list: its lines are the items. It remembers how the file lays its lines
/// out (the line break, whether the last line ends with one, a byte order mark), so a save
/// writes the items back the same way, and a list saved unchanged is the file byte for byte
/// (a file with mixed line breaks is written with its most frequent one once changed).
///
/// ```swift
/// var groceries = try await ListFile.open("groceries.txt")
/// try groceries.save(groceries.items + ["coffee"])
/// ```
public struct ListFile: Sendable {
  /// The path as given.
  public let path: String
  /// The items as the file was read or last saved.
  public private(set) var items: [String]
  /// The line break between items: the file's own, LF for a new file.
  public let lineBreak: TextFormat.LineBreak
  /// Whether the last item ends with a line break: as the file did; a new or empty file's do.
  public let endsWithLineBreak: Bool
  /// Whether the file starts with a UTF-8 byte order mark, kept.
  public let hasByteOrderMark: Bool
  /// The file as read or last saved, so a change by another program is not overwritten;
  /// `nil` while the file does not exist.
  public private(set) var identity: FileIdentity?
  /// Whether the file exists (it is created at the first save).
  public var exists: Bool { identity != nil }

  /// The list of `bytes`, a file's text (without its byte order mark) in `format`.
  public init(path: String, text bytes: [UInt8], format: TextFormat, identity: FileIdentity?) {
    self.path = path
    self.identity = identity
    lineBreak = format.dominantLineBreak ?? .lf
    hasByteOrderMark = format.hasByteOrderMark
    endsWithLineBreak = bytes.isEmpty || format.endsWithLineBreak
    items = Self.lines(of: bytes)
  }

  /// Opens the file at `path` (a missing file is an empty list, created at the first save).
  /// Refuses, naming the file, what `DocumentFile.open` refuses, a file that is not UTF-8
  /// text or holds NUL bytes, and one that cannot be written.
  public static func open(_ path: String) async throws(ListFileError) -> ListFile {
    let file: DocumentFile
    let loaded: LoadedDocument?
    do {
      file = try DocumentFile.open(path)
      if let notice = file.notices.first(where: \.makesReadOnly) {
        throw ListFileError.readOnly(path: path, notice: notice)
      }
      loaded = try await DocumentLoad(file).load()
    } catch let error as ListFileError {
      throw error
    } catch let error as DocumentError {
      throw .document(error)
    } catch {
      throw .document(.cannotRead(path: path, reason: SystemErrorNumber(0)))
    }
    guard let loaded else {
      return ListFile(path: path, text: [], format: .newFile, identity: nil)
    }
    guard loaded.format.isValidUTF8 else { throw .notText(path: path) }
    let bytes = loaded.text.bytes(in: .zero..<loaded.text.endOffset)
    return ListFile(
      path: path, text: bytes, format: loaded.format, identity: file.exists ? loaded.identity : nil)
  }

  /// The file's bytes for `items`: each item (its line breaks made spaces) followed by the
  /// line break, but for the last when the file did not end with one; the byte order mark
  /// first when the file had one.
  public func bytes(for items: [String]) -> [UInt8] {
    var bytes = hasByteOrderMark ? TextFormat.byteOrderMark : []
    let separator = lineBreak.bytes
    for (index, item) in items.enumerated() {
      if index > 0 { bytes += separator }
      bytes += item.utf8.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
    }
    if endsWithLineBreak, !items.isEmpty { bytes += separator }
    return bytes
  }

  /// Saves `items` safely (`SafeSave`), refusing when the file changed on disk since it was
  /// read or saved. Nothing is written when the items are those of the file already.
  public mutating func save(_ newItems: [String]) throws(DocumentError) {
    guard newItems != items || (!exists && !newItems.isEmpty) else { return }
    let result = try SafeSave.save(
      bytes: bytes(for: newItems), to: path, options: SaveOptions(expected: identity))
    identity = result.identity
    items = newItems
  }

  /// The lines of `bytes`, split at LF, CR LF and lone CR; a final line break ends the last
  /// line rather than starting an empty one.
  static func lines(of bytes: [UInt8]) -> [String] {
    var lines: [String] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return lines
  }
}
