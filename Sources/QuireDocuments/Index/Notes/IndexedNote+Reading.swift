import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension IndexedNote {
  /// The note `entry` of `folder`, read now; `nil` when it is gone or cannot be read (or is
  /// no longer a regular file).
  static func read(_ entry: FolderEntry, in folder: DocumentFolder) -> IndexedNote? {
    let start = FileTime.now()
    let path = NameBytes.path(of: entry.nameBytes, in: folder.path)
    guard
      case .success(let descriptor) = FileDescriptor.openFile(
        path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    else { return nil }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    guard case .success(let status) = FileStatus.of(descriptor: descriptor), status.kind == .regular else {
      return nil
    }
    let count = min(status.byteCount, bodyByteLimit)
    var bytes = [UInt8](repeating: 0, count: count)
    let result = bytes.withUnsafeMutableBytes { FileDescriptor.readFully(descriptor, into: $0) }
    guard case .success(let read) = result else { return nil }
    bytes.removeSubrange(read...)
    let identity = FileIdentity(
      status, contentHash: ContentHash(of: bytes),
      observedAt: FileIdentity.observation(startingAt: start, descriptor: descriptor))
    return IndexedNote(name: entry.name, nameBytes: entry.nameBytes, bytes: bytes, identity: identity)
  }

  /// The note named `name` whose file holds `bytes`.
  init(name: String, nameBytes: [UInt8], bytes: [UInt8], identity: FileIdentity) {
    self.name = name
    self.nameBytes = nameBytes
    self.identity = identity
    head = Self.head(of: bytes)
    tags = []
    description = ""
    body = ""
    guard !bytes.prefix(DocumentLimits.binarySniffByteCount).contains(0) else { return }
    var text = bytes[...]
    if text.starts(with: TextFormat.byteOrderMark) { text = text.dropFirst(TextFormat.byteOrderMark.count) }
    if case .success(let matter) = FrontMatter.read(bytes: text) {
      tags = matter.tags
      description = matter.description ?? ""
      text = text.dropFirst(matter.byteRange.upperBound.value)
    }
    body = String(decoding: text, as: UTF8.self)
    let bodyLine = bytes[..<text.startIndex].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    links = NoteLinkLine.lines(of: body, firstLine: bodyLine, from: bodyLine == 0 ? .firstLine : .body)
    var seen = Set(tags.map { FoldedNeedle($0) })
    for tag in InlineTags.find(in: body) where seen.insert(FoldedNeedle(tag)).inserted {
      tags.append(tag)
    }
  }

  /// The head `DocumentFolder.head(of:)` reads from a file whose first bytes (all of them,
  /// or at least `DocumentFolder.headByteCount` and one) are `bytes`, when it can be kept
  /// in the index: `nil` for a header Quire cannot read (the browser reads more of the file
  /// then), binary data, or a tag the index's column of tags, one a line, cannot hold.
  static func head(of bytes: [UInt8]) -> DocumentHead? {
    let start = Array(bytes.prefix(DocumentFolder.headByteCount + 1))
    let isWhole = start.count <= DocumentFolder.headByteCount
    let head = DocumentHead(start: isWhole ? start : Array(start.dropLast()), isWhole: isWhole)
    guard head.problem == nil, !head.isBinary, !head.tags.contains(where: { $0.isEmpty || $0.contains("\n") })
    else {
      return nil
    }
    return head
  }
}
