import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads a document's file without making anyone wait: an asynchronous sequence that reads
/// the file with `read(2)` in chunks into a `TextStorage.Builder`, hashing the bytes on the
/// way.
///
/// The events are `firstScreen` after the first 64 KiB (a snapshot to draw at once), then
/// `progress` after each 1 MiB, then `finished` with the text, its format and the file's
/// identity. Run it in a task: cancelling the task ends the sequence (it returns `nil`) and
/// closes the file. A new document (`exists == false`) finishes at once with an empty text.
public struct DocumentLoad: AsyncSequence, Sendable {
  public typealias Element = DocumentLoadEvent
  public typealias Failure = DocumentError

  /// The file to load, as `DocumentFile.open` returned it.
  public var file: DocumentFile
  /// The most bytes read before the load fails with `tooLarge` (the file may grow after it
  /// was opened).
  public var limit: Int

  public init(_ file: DocumentFile, limit: Int = DocumentLimits.maximumByteCount) {
    self.file = file
    self.limit = limit
  }

  public func makeAsyncIterator() -> Iterator { Iterator(file: file, limit: limit) }

  /// Runs the whole load and returns its result.
  public func load() async throws(DocumentError) -> LoadedDocument? {
    var iterator = makeAsyncIterator()
    while let event = try await iterator.next() {
      if case .finished(let document) = event { return document }
    }
    return nil
  }

  /// Reads the next chunk each time it is asked.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = DocumentLoadEvent
    public typealias Failure = DocumentError

    private enum Phase {
      case notStarted
      case reading(ChunkReader)
      case done
    }

    private let file: DocumentFile
    private let limit: Int
    private var phase = Phase.notStarted
    private var builder = TextStorage.Builder(stripsByteOrderMark: true)
    private var hasher = ContentHasher()
    private var bytesRead = 0
    /// `bytesRead` when the load last let other tasks run.
    private var bytesAtYield = 0
    /// How much is read between two yields.
    static let bytesBetweenYields = 16 << 20
    private var totalBytes = 0

    init(file: DocumentFile, limit: Int) {
      self.file = file
      self.limit = limit
    }

    /// The next event, `nil` after `finished` or once the task is cancelled.
    public mutating func next() async throws(DocumentError) -> DocumentLoadEvent? {
      // Now and then between chunks, let other tasks on this thread run: not after each, as
      // each yield may wait for a thread, which on a busy machine costs more than the chunk.
      if case .reading = phase, bytesRead - bytesAtYield >= Self.bytesBetweenYields {
        bytesAtYield = bytesRead
        await Task.yield()
      }
      do {
        return try step()
      } catch {
        phase = .done
        throw error
      }
    }

    private mutating func step() throws(DocumentError) -> DocumentLoadEvent? {
      if Task.isCancelled { phase = .done }
      switch phase {
      case .done:
        return nil
      case .notStarted:
        guard file.exists else {
          phase = .done
          return .finished(LoadedDocument(text: TextStorage(), format: .newFile, identity: nil))
        }
        let reader = try ChunkReader(file: file, limit: limit)
        totalBytes = reader.startByteCount
        phase = .reading(reader)
        return try read(reader, first: true)
      case .reading(let reader):
        return try read(reader, first: false)
      }
    }

    private mutating func read(_ reader: ChunkReader, first: Bool) throws(DocumentError) -> DocumentLoadEvent
    {
      let size = first ? DocumentLimits.firstChunkByteCount : DocumentLimits.chunkByteCount
      let chunk = try reader.read(upTo: size)
      if chunk.isEmpty {
        let status = try reader.finalStatus()
        phase = .done
        let (text, format) = builder.finish()
        let identity = FileIdentity(status, contentHash: hasher.finish(), observedAt: reader.observedAt)
        return .finished(LoadedDocument(text: text, format: format, identity: identity))
      }
      bytesRead += chunk.count
      guard bytesRead <= limit else {
        throw .tooLarge(path: file.path, byteCount: Swift.max(bytesRead, totalBytes), limit: limit)
      }
      builder.append(buffer: UnsafeBufferPointer(chunk.bindMemory(to: UInt8.self)))
      hasher.update(UnsafeRawBufferPointer(chunk))
      totalBytes = Swift.max(totalBytes, bytesRead)
      let progress = LoadProgress(bytesRead: bytesRead, totalBytes: totalBytes)
      return first ? .firstScreen(text: builder.snapshot(), progress: progress) : .progress(progress)
    }
  }
}
