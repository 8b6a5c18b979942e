import QuireDocuments
import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loading a file in chunks: the first screen early, progress, the whole text and the file's
/// identity at the end, and cancellation.
@Suite struct DocumentLoadTests {
  let folder = TemporaryFolder()

  /// 3 MiB and a bit of numbered lines, with a BOM.
  private func writeSample(_ name: String) -> (path: String, bytes: [UInt8]) {
    var bytes = TextFormat.byteOrderMark
    var line = 0
    while bytes.count < (3 << 20) + 1234 {
      bytes += Array("line \(line): the quiet editor keeps every byte\r\n".utf8)
      line += 1
    }
    let path = folder.file(name)
    TestFiles.writeFile(bytes, to: path)
    return (path, bytes)
  }

  @Test func eventsGoFromFirstScreenThroughProgressToTheWholeText() async throws {
    let (path, bytes) = writeSample("big.txt")
    let file = try DocumentFile.open(path)
    var events: [DocumentLoadEvent] = []
    for try await event in DocumentLoad(file) { events.append(event) }

    guard case .firstScreen(let first, let firstProgress) = events.first else {
      Issue.record("the first event is not the first screen")
      return
    }
    #expect(
      first.allBytes == Array(bytes[3..<(64 << 10)]), "the snapshot holds the first chunk, without the BOM")
    #expect(firstProgress == LoadProgress(bytesRead: 64 << 10, totalBytes: bytes.count))
    let reads = events.compactMap { event -> Int? in
      if case .progress(let progress) = event { return progress.bytesRead }
      return nil
    }
    let firstChunk = 64 << 10
    let chunk = 1 << 20
    let expected: [Int] = [firstChunk + chunk, firstChunk + 2 * chunk, bytes.count]
    #expect(reads == expected)
    guard case .finished(let document) = events.last else {
      Issue.record("the last event is not the whole text")
      return
    }
    #expect(document.format.fileBytes(of: document.text) == bytes)
    #expect(document.format.hasByteOrderMark && document.format.dominantLineBreak == .crlf)
    let identity = try #require(document.identity)
    let status = try #require(TestFiles.status(path))
    #expect(identity.inode == UInt64(status.st_ino))
    #expect(identity.device == UInt64(status.st_dev))
    #expect(identity.byteCount == bytes.count)
    #expect(identity.modificationTime == TestFiles.modificationTime(status))
    #expect(identity.contentHash == ContentHash(of: bytes))
  }

  @Test func smallFileIsAFirstScreenThenFinished() async throws {
    let path = folder.file("small.md")
    TestFiles.writeFile("# Title\nbody", to: path)
    var kinds: [String] = []
    for try await event in DocumentLoad(try DocumentFile.open(path)) {
      switch event {
      case .firstScreen(let text, _): kinds.append("first screen: \(text.string)")
      case .progress: kinds.append("progress")
      case .finished(let document): kinds.append("finished: \(document.text.string)")
      }
    }
    #expect(kinds == ["first screen: # Title\nbody", "finished: # Title\nbody"])
  }

  @Test func newFileFinishesAtOnceEmpty() async throws {
    let file = try DocumentFile.open(folder.file("new.md"))
    let document = try #require(try await DocumentLoad(file).load())
    #expect(document.text.isEmpty)
    #expect(document.format == .newFile)
    #expect(document.identity == nil)
  }

  @Test func cancellingTheTaskEndsTheSequence() async throws {
    let (path, _) = writeSample("cancel.txt")
    let file = try DocumentFile.open(path)
    let seen = await Task {
      var iterator = DocumentLoad(file).makeAsyncIterator()
      var seen: [String] = []
      if case .firstScreen = try? await iterator.next() { seen.append("first screen") }
      withUnsafeCurrentTask { $0?.cancel() }
      while let event = try? await iterator.next() {
        if case .finished = event { seen.append("finished") } else { seen.append("more") }
      }
      return seen
    }.value
    #expect(seen == ["first screen"])
  }

  @Test func fileLargerThanTheLoadLimitFails() async throws {
    let (path, bytes) = writeSample("large.txt")
    let file = try DocumentFile.open(path)
    let error = await #expect(throws: DocumentError.self) {
      _ = try await DocumentLoad(file, limit: 2 << 20).load()
    }
    #expect(error == .tooLarge(path: path, byteCount: bytes.count, limit: 2 << 20))
  }

  @Test func fileThatGrowsPastTheLimitWhileLoadingFails() async throws {
    let (path, bytes) = writeSample("grows.txt")
    let file = try DocumentFile.open(path)
    var iterator = DocumentLoad(file, limit: bytes.count + 100).makeAsyncIterator()
    guard case .firstScreen = try await iterator.next() else {
      Issue.record("no first screen")
      return
    }
    let descriptor = open(path, O_WRONLY | O_APPEND)
    try #require(descriptor >= 0)
    let more = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    #expect(more.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == more.count)
    close(descriptor)
    var failure: DocumentError?
    do {
      while try await iterator.next() != nil {}
    } catch {
      failure = error
    }
    guard case .tooLarge(path, let count, bytes.count + 100)? = failure else {
      Issue.record("expected tooLarge, got \(String(describing: failure))")
      return
    }
    #expect(count > bytes.count + 100)
  }

  @Test func fileReplacedByAFolderBeforeLoadingIsRefused() async throws {
    let path = folder.file("moving.md")
    TestFiles.writeFile("text", to: path)
    let file = try DocumentFile.open(path)
    unlink(path)
    mkdir(path, 0o755)
    await #expect(throws: DocumentError.notAFile(path: path, kind: .folder)) {
      _ = try await DocumentLoad(file).load()
    }
  }
}
