import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a recovery file: four header lines, then the text's file bytes.
///
/// ```
/// quire-recovery 1
/// path 24 /home/ann/notes/todo.md
/// time 1718000000 123456789
/// bytes 5120 9f86d081884c7d65
/// <5120 bytes>
/// ```
///
/// The path is length-prefixed, so it may hold any byte; the hash is XXH64 of the bytes.
/// Reading is bounded: the header is at most 8 KiB, the text at most the open limit, and the
/// file's size must be exactly header plus text.
enum RecoveryFileFormat {
  static let magic = "quire-recovery 1"
  static let maximumHeaderBytes = 8 << 10

  static func header(documentPath: String, time: FileTime, byteCount: Int, hash: ContentHash) -> [UInt8] {
    let path = Array(documentPath.utf8)
    var text = magic + "\n"
    text += "path \(path.count) \(documentPath)\n"
    text += "time \(time.seconds) \(time.nanoseconds)\n"
    text += "bytes \(byteCount) \(hash)\n"
    return Array(text.utf8)
  }

  /// The header of the file at `path`, checked against the file's size; the text is not
  /// read.
  static func readInfo(at path: String) throws(DocumentError) -> RecoveryInfo {
    try withOpenFile(path) { descriptor, size throws(DocumentError) in
      try parseHeader(descriptor: descriptor, fileSize: size, path: path).info
    }
  }

  /// The whole recovery file at `path`, its length and hash checked.
  static func read(at path: String) throws(DocumentError) -> RecoveredDocument {
    try withOpenFile(path) { descriptor, size throws(DocumentError) in
      let header = try parseHeader(descriptor: descriptor, fileSize: size, path: path)
      var builder = TextStorage.Builder(stripsByteOrderMark: true)
      var hasher = ContentHasher()
      let buffer = UnsafeMutableRawBufferPointer.allocate(
        byteCount: DocumentLimits.chunkByteCount, alignment: 16)
      defer { buffer.deallocate() }
      var left = header.info.byteCount
      guard lseek(descriptor, off_t(header.length), SEEK_SET) >= 0 else {
        throw .cannotRead(path: path, reason: .current)
      }
      while left > 0 {
        let want = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(left, buffer.count)])
        switch FileDescriptor.readFully(descriptor, into: want) {
        case .failure(let reason): throw .cannotRead(path: path, reason: reason)
        case .success(0): throw .damagedRecovery(path: path, problem: "it ends early")
        case .success(let count):
          let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
          hasher.update(bytes)
          builder.append(buffer: bytes.bindMemory(to: UInt8.self))
          left -= count
        }
      }
      guard hasher.finish() == header.hash else {
        throw .damagedRecovery(path: path, problem: "its text does not match its checksum")
      }
      let (text, format) = builder.finish()
      return RecoveredDocument(info: header.info, text: text, format: format)
    }
  }

  private struct Header {
    var info: RecoveryInfo
    var hash: ContentHash
    /// The header's length in bytes: where the text starts.
    var length: Int
  }

  private static func withOpenFile<Result>(
    _ path: String, _ body: (Int32, Int) throws(DocumentError) -> Result
  ) throws(DocumentError) -> Result {
    let descriptor: Int32
    switch FileDescriptor.openFile(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW) {
    case .success(let opened): descriptor = opened
    case .failure(let reason): throw .cannotOpen(path: path, reason: reason)
    }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    guard case .success(let status) = FileStatus.of(descriptor: descriptor) else {
      throw .cannotRead(path: path, reason: .current)
    }
    guard status.kind == .regular else { throw .damagedRecovery(path: path, problem: "it is not a file") }
    return try body(descriptor, status.byteCount)
  }

  private static func parseHeader(descriptor: Int32, fileSize: Int, path: String) throws(DocumentError)
    -> Header
  {
    var bytes = [UInt8](repeating: 0, count: min(fileSize, maximumHeaderBytes))
    let count: Int
    switch bytes.withUnsafeMutableBytes({ FileDescriptor.readFully(descriptor, into: $0) }) {
    case .success(let done): count = done
    case .failure(let reason): throw .cannotRead(path: path, reason: reason)
    }
    var reader = RecoveryHeaderReader(bytes: bytes[0..<count])
    func damaged(_ problem: String) -> DocumentError { .damagedRecovery(path: path, problem: problem) }
    guard reader.line() == Array(magic.utf8) else { throw damaged("it is not a Quire recovery file") }
    guard reader.skip(Array("path ".utf8)), let pathLength = reader.number(endingWith: 0x20),
      let documentPath = reader.take(pathLength), reader.skip([0x0A])
    else { throw damaged("its path line is unreadable") }
    let time = reader.line().map { $0.split(separator: 0x20, omittingEmptySubsequences: false) } ?? []
    guard time.count == 3, time[0].elementsEqual("time".utf8),
      let seconds = RecoveryHeaderReader.number(time[1]),
      let nanoseconds = RecoveryHeaderReader.number(time[2]), nanoseconds < 1_000_000_000,
      seconds < Int(Int64.max / 1_000_000_000)  // A FileTime holds nanoseconds in an Int64.
    else { throw damaged("its time line is unreadable") }
    let size = reader.line().map { $0.split(separator: 0x20, omittingEmptySubsequences: false) } ?? []
    guard size.count == 3, size[0].elementsEqual("bytes".utf8),
      let byteCount = RecoveryHeaderReader.number(size[1]),
      size[2].count == 16, let hash = UInt64(String(decoding: size[2], as: UTF8.self), radix: 16)
    else { throw damaged("its size line is unreadable") }
    guard byteCount <= DocumentLimits.maximumByteCount else { throw damaged("it claims to hold too much") }
    guard reader.offset + byteCount == fileSize else {
      throw damaged(reader.offset + byteCount > fileSize ? "it ends early" : "it has bytes past its end")
    }
    let info = RecoveryInfo(
      recoveryPath: path, documentPath: String(decoding: documentPath, as: UTF8.self),
      savedAt: FileTime(seconds: Int64(seconds), nanoseconds: Int64(nanoseconds)), byteCount: byteCount)
    return Header(info: info, hash: ContentHash(value: hash), length: reader.offset)
  }
}
