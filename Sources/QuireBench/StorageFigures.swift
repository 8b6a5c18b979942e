import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The figures of the text storage: loading, editing and line lookups at 100 MB, memory.
///
/// Texts are generated here from a fixed seed and handed to `TextStorage.Builder` in blocks
/// of 1 MiB, as the documents layer reads a file ("MB" below means MiB).
enum StorageFigures {
  /// The hidden flag that makes the benchmark a child process measuring peak memory alone.
  static let memoryChildFlag = "--storage-memory-child"

  static let blockSize = 1 << 20

  static func group() -> FigureGroup {
    FigureGroup(name: "storage") { figures() }
  }

  private static func figures() -> [Figure] {
    let fixtures = Fixtures()
    return [
      loadFigure("load 1 MB of prose", target: nil) { fixtures.prose(megabytes: 1) },
      loadFigure("load 10 MB of prose", target: nil) { fixtures.prose(megabytes: 10) },
      loadFigure("load 100 MB of prose (1 MB blocks in, tree built)", target: 45) {
        fixtures.prose(megabytes: 100)
      },
      Figure(name: "snapshot of a load at 100 MB (a first screen)", unit: "µs", target: nil, repetitions: 7) {
        var builder = TextStorage.Builder()
        for block in fixtures.prose(megabytes: 100) { builder.append(block) }
        var snapshot = TextStorage()
        let time = Stopwatch.time(in: "µs") { snapshot = builder.snapshot() }
        precondition(snapshot.byteCount == 100 * blockSize)
        return time
      },
      Figure(
        name: "baseline: 100 MB in 1 MB blocks to 4 KB chunks, memchr LF", unit: "ms", target: nil,
        repetitions: 5
      ) { baselineLoad(fixtures.prose(megabytes: 100)) },
      loadFigure("load a 10 MB single line", target: nil) { fixtures.singleLine },
      loadFigure("load 10 MB of CJK and emoji text", target: nil) { fixtures.cjk },
      Figure(name: "load 10 MB: CJK and emoji ÷ ASCII prose", unit: "×", target: 1.2, repetitions: 5) {
        medianLoadTime(fixtures.cjk) / medianLoadTime(fixtures.prose(megabytes: 10))
      },
      Figure(name: "insert one character at the middle of 100 MB", unit: "µs", target: 5, repetitions: 7) {
        editTime(&fixtures.text100, inserting: true)
      },
      Figure(name: "delete one character at the middle of 100 MB", unit: "µs", target: 5, repetitions: 7) {
        editTime(&fixtures.text100, inserting: false)
      },
      Figure(name: "line → offset at 100 MB right after an edit", unit: "µs", target: 2, repetitions: 7) {
        lookupTime(&fixtures.text100) { text, random in
          text.lineStart(LineNumber(Int(random % UInt64(text.lineCount)))).value
        }
      },
      Figure(name: "offset → line at 100 MB right after an edit", unit: "µs", target: 2, repetitions: 7) {
        lookupTime(&fixtures.text100) { text, random in
          text.lineNumber(at: ByteOffset(Int(random % UInt64(text.byteCount)))).value
        }
      },
      Figure(name: "peak resident memory after loading 100 MB", unit: "MiB", target: 120, repetitions: 3) {
        childMemory().peak
      },
      Figure(name: "memory per MB of text, loading 100 MB", unit: "MiB", target: nil, repetitions: 3) {
        let memory = childMemory()
        return (memory.peak - memory.before) / 100
      },
    ]
  }

  /// The texts the figures load, generated once and kept for the whole run.
  final class Fixtures {
    private var proseBlocks: [[UInt8]] = []
    lazy var singleLine: [[UInt8]] = generate(.singleLine, megabytes: 10, seed: 2)
    lazy var cjk: [[UInt8]] = generate(.cjkAndEmoji, megabytes: 10, seed: 3)
    lazy var text100: TextStorage = load(prose(megabytes: 100))

    /// The first `megabytes` blocks of one stream of prose.
    func prose(megabytes: Int) -> ArraySlice<[UInt8]> {
      if proseBlocks.count < megabytes {
        proseBlocks = generate(.prose, megabytes: megabytes, seed: 1)
      }
      return proseBlocks[0..<megabytes]
    }
  }

  /// Builds a text from `blocks`, as loading a file does.
  static func load(_ blocks: some Collection<[UInt8]>) -> TextStorage {
    var builder = TextStorage.Builder()
    for block in blocks { block.withUnsafeBufferPointer { builder.append(buffer: $0) } }
    return builder.build()
  }

  private static func loadFigure(
    _ name: String, target: Double?, _ blocks: @escaping () -> some Collection<[UInt8]>
  ) -> Figure {
    Figure(name: name, unit: "ms", target: target, repetitions: 7) {
      let data = blocks()
      var text = TextStorage()
      // The text is freed after the timing, when `text` goes out of scope.
      let time = Stopwatch.time(in: "ms") { text = load(data) }
      precondition(text.lineCount > 0)
      return time
    }
  }

  /// The median of five loads of `blocks`, each text freed before the next load starts, so
  /// that both sides of a ratio run with the same state of the heap.
  private static func medianLoadTime(_ blocks: some Collection<[UInt8]>) -> Double {
    var times: [Double] = []
    for _ in 0..<5 {
      var text: TextStorage?
      times.append(Stopwatch.time(in: "ms") { text = load(blocks) })
      precondition(text?.isEmpty == false)
      text = nil
    }
    return times.sorted()[2]
  }

  /// The loop the issue compares loading with: copy blocks into 4 KB chunks, count LFs.
  private static func baselineLoad(_ blocks: ArraySlice<[UInt8]>) -> Double {
    var chunks: [[UInt8]] = []
    var lineFeeds = 0
    let time = Stopwatch.time(in: "ms") {
      chunks.reserveCapacity(blocks.count * blockSize / 4096)
      for block in blocks {
        block.withUnsafeBufferPointer { buffer in
          var start = 0
          while start < buffer.count {
            let end = min(buffer.count, start + 4096)
            let chunk = Array(UnsafeBufferPointer(rebasing: buffer[start..<end]))
            chunk.withUnsafeBytes { raw in
              guard var cursor = raw.baseAddress else { return }
              let stop = cursor + raw.count
              while cursor < stop, let hit = memchr(cursor, 0x0A, stop - cursor) {
                lineFeeds += 1
                cursor = UnsafeRawPointer(hit) + 1
              }
            }
            chunks.append(chunk)
            start = end
          }
        }
      }
    }
    precondition(lineFeeds > 0 && !chunks.isEmpty)
    return time
  }

  /// The mean time of 1,000 one-character inserts (or deletes) near the middle, in µs.
  private static func editTime(_ text: inout TextStorage, inserting: Bool) -> Double {
    let middle = text.byteCount / 2
    let count = 1000
    let letter: [UInt8] = [UInt8(ascii: "x")]
    let time = Stopwatch.time(in: "µs") {
      for index in 0..<count {
        let at = ByteOffset(middle + index * 37)
        if inserting {
          text.replace(at..<at, with: letter)
        } else {
          text.replace(at..<(at + 1), with: [])
        }
      }
    }
    return time / Double(count)
  }

  /// The mean time of 1,000 lookups, each right after a one-character edit, in µs; the edits
  /// are not timed.
  private static func lookupTime(
    _ text: inout TextStorage, _ lookup: (TextStorage, UInt64) -> Int
  ) -> Double {
    var random = TextGenerator(seed: 7)
    let count = 1000
    var total: UInt64 = 0
    var sink = 0
    for index in 0..<count {
      let at = ByteOffset(Int(random.next() % UInt64(text.byteCount)))
      if index % 2 == 0 { text.replace(at..<at, with: [0x0A]) } else { text.replace(at..<(at + 1), with: []) }
      let value = random.next()
      let start = Stopwatch.now()
      let answer = lookup(text, value)
      total += Stopwatch.now() - start
      sink &+= answer
    }
    // Using the answers keeps the lookups from being optimised away.
    precondition(sink != Int.min)
    return Double(total) / 1e3 / Double(count)
  }

  /// Runs the benchmark again as a child that only loads 100 MB, and reads its memory.
  private static func childMemory() -> (before: Double, peak: Double) {
    ChildRun.memory(memoryChildFlag)
  }

  /// The child's work: load 100 MB of prose block by block from one reused buffer, as from
  /// a file, then print the peak resident memory before and after, in MiB.
  static func runMemoryChild() -> Never {
    let before = ChildRun.ownPeakResidentMiB()
    var builder = TextStorage.Builder()
    var generator = TextGenerator(seed: 1)
    var block: [UInt8] = []
    block.reserveCapacity(blockSize + 64)
    for _ in 0..<100 {
      while block.count < blockSize { generator.append(.prose, to: &block) }
      block.withUnsafeBufferPointer {
        builder.append(buffer: UnsafeBufferPointer(rebasing: $0[0..<blockSize]))
      }
      block.removeFirst(blockSize)
    }
    let text = builder.build()
    precondition(text.byteCount == 100 * blockSize)
    print(before, ChildRun.ownPeakResidentMiB())
    exit(0)
  }

  /// `megabytes` blocks of 1 MiB cut from one generated stream.
  private static func generate(_ kind: TextGenerator.Kind, megabytes: Int, seed: UInt64) -> [[UInt8]] {
    var generator = TextGenerator(seed: seed)
    var stream: [UInt8] = []
    var blocks: [[UInt8]] = []
    while blocks.count < megabytes {
      while stream.count < blockSize { generator.append(kind, to: &stream) }
      blocks.append(Array(stream[0..<blockSize]))
      stream.removeFirst(blockSize)
    }
    return blocks
  }

  /// Seeded text for the figures (SplitMix64 underneath).
  struct TextGenerator {
    enum Kind {
      /// Words and punctuation in lines of about 70 bytes, blank lines between paragraphs.
      case prose
      /// The same words with no line break at all.
      case singleLine
      /// CJK ideographs (3 bytes) and emoji (4 bytes) with some punctuation and line breaks.
      case cjkAndEmoji
    }

    private static let words: [[UInt8]] = [
      "the", "quiet", "editor", "keeps", "every", "byte", "of", "a", "file", "and", "its", "lines",
      "while", "people", "write", "notes", "about", "rivers", "mountains", "letters", "to", "friends",
      "in", "small", "rooms", "with", "tea", "light", "paper", "time", "is", "short", "but", "work",
    ].map { Array($0.utf8) }

    var random: SeededRandom
    private var lineLength = 0

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func next() -> UInt64 { random.next() }

    /// Appends the next word (and what follows it) of a text of `kind` to `bytes`.
    mutating func append(_ kind: Kind, to bytes: inout [UInt8]) {
      let random = next()
      switch kind {
      case .prose, .singleLine:
        bytes += Self.words[Int(random % UInt64(Self.words.count))]
        lineLength += 6
        if random >> 40 % 12 == 0 { bytes.append(UInt8(ascii: random >> 50 % 2 == 0 ? "." : ",")) }
        if kind == .prose, lineLength > 70 {
          bytes.append(0x0A)
          if random >> 32 % 8 == 0 { bytes.append(0x0A) }
          lineLength = 0
        } else {
          bytes.append(UInt8(ascii: " "))
        }
      case .cjkAndEmoji:
        let scalar =
          random % 5 == 0
          ? Unicode.Scalar(UInt32(0x1F600 + (random >> 8) % 0x50))
          : Unicode.Scalar(UInt32(0x4E00 + (random >> 8) % 0x5000))
        if let scalar { bytes += Array(String(Character(scalar)).utf8) }
        lineLength += 1
        if lineLength > 30 {
          bytes += Array("。\n".utf8)
          lineLength = 0
        }
      }
    }
  }
}
