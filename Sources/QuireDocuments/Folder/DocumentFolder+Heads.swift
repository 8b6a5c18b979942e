import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DocumentFolder {
  /// How much of a note is read for its head: enough for a usual header and first lines.
  public static let headByteCount = 8 << 10

  /// The head of the document `name`: its front matter and first lines, read from its first
  /// `headByteCount` bytes (more, up to `FrontMatter.maximumHeaderBytes`, only when its header
  /// does not end within them). A file that cannot be read has an empty head.
  public func head(of name: String) -> DocumentHead {
    head(atPath: Array(path(of: name).utf8CString))
  }

  /// The head of the document listed as `entry`, read through its name's bytes.
  public func head(of entry: FolderEntry) -> DocumentHead {
    head(atPath: systemPath(of: entry))
  }

  private func head(atPath target: [CChar]) -> DocumentHead {
    guard case .success(let descriptor) = FileDescriptor.openFile(target, O_RDONLY | O_NONBLOCK | O_NOCTTY)
    else { return DocumentHead() }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    guard case .success(let status) = FileStatus.of(descriptor: descriptor), status.kind == .regular else {
      return DocumentHead()
    }
    var start = Self.read(descriptor, upTo: Self.headByteCount + 1)
    var isWhole = start.count <= Self.headByteCount
    if !isWhole { start.removeLast() }
    var head = DocumentHead(start: start, isWhole: isWhole)
    if head.problem != nil, !isWhole {
      start += Self.read(descriptor, upTo: FrontMatter.maximumHeaderBytes + 1 - start.count)
      isWhole = start.count <= FrontMatter.maximumHeaderBytes
      head = DocumentHead(start: isWhole ? start : Array(start.dropLast()), isWhole: isWhole)
    }
    return head
  }

  /// Changes the front matter of the document `name` by the change `edit` makes from it (a
  /// `FrontMatter.settingTags` or `settingDescription`), and saves it safely, refusing when
  /// the file changed while it was read. Returns whether anything changed. The rest of the
  /// file, its line breaks and its BOM are kept byte for byte.
  @discardableResult
  public func changeHeader(
    of name: String, _ edit: @Sendable (FrontMatter) -> TextChange?
  ) async throws(FolderError) -> Bool {
    try Self.check(name)
    let target = path(of: name)
    let loaded: LoadedDocument
    do {
      let file = try DocumentFile.open(target)
      guard let document = try await DocumentLoad(file).load() else { return false }
      loaded = document
    } catch {
      throw .document(error)
    }
    let matter: FrontMatter
    switch FrontMatter.read(loaded.text) {
    case .success(let read): matter = read
    case .failure(let problem): throw .unreadableHeader(path: target, problem: problem)
    }
    guard let change = edit(matter) else { return false }
    var text = loaded.text
    _ = text.apply(change)
    do {
      _ = try SafeSave.save(
        text, format: loaded.format, to: target, options: SaveOptions(expected: loaded.identity))
    } catch {
      throw .document(error)
    }
    return true
  }

  /// Up to `count` bytes from the descriptor's offset (fewer at the end of the file or on an
  /// error).
  private static func read(_ descriptor: Int32, upTo count: Int) -> [UInt8] {
    guard count > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: count)
    let result = buffer.withUnsafeMutableBytes { FileDescriptor.readFully(descriptor, into: $0) }
    guard case .success(let read) = result else { return [] }
    buffer.removeSubrange(read...)
    return buffer
  }
}
