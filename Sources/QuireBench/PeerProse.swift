import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded prose for the peers to open: words hard-wrapped at 80 columns, in paragraphs of
/// three lines with a blank line between them, as notes in Markdown are.
///
/// The first line starts with `marker`, so that a screen showing it shows the file; the line
/// numbered `typingLine` is the one given, where the sentence is typed.
struct PeerProse {
  /// The text the file starts with.
  static let marker = "Peer prose begins here:"
  /// The line (counted from 1) that holds the given text.
  static let typingLine = 11
  /// The number of lines generated ahead, enough for any first screen.
  static let screenLines = 60

  /// The first `screenLines` lines of the file.
  private(set) var firstLines: [String] = []
  private var random: SeededRandom
  private var lineCount = 0

  /// Prose from `seed` whose line `typingLine` is `typingText`.
  init(seed: UInt64 = 0x5EED_BEEF, typingText: String) {
    random = SeededRandom(seed: seed)
    while firstLines.count < Self.screenLines {
      let number = firstLines.count + 1
      let line =
        number == Self.typingLine ? typingText : nextLine(startingWith: number == 1 ? Self.marker : "")
      firstLines.append(line)
    }
  }

  /// A line of the first screen, counted from 1, that every editor shows at 40 rows and that
  /// holds text: the last such line before line 30.
  var lateScreenLine: String {
    firstLines.prefix(30).last { !$0.isEmpty } ?? Self.marker
  }

  /// Writes the prose to a new file at `path`, `bytes` long give or take a line. O(bytes).
  mutating func save(to path: String, bytes: Int) throws(PeerError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .system("cannot create \(path)") }
    defer { _ = close(descriptor) }
    var chunk: [UInt8] = []
    chunk.reserveCapacity(1 << 20 + 128)
    var written = 0
    for line in firstLines {
      chunk += line.utf8
      chunk.append(0x0A)
    }
    while written + chunk.count < bytes {
      chunk += nextLine().utf8
      chunk.append(0x0A)
      if chunk.count >= 1 << 20 {
        try Self.writeAll(chunk, to: descriptor, path: path)
        written += chunk.count
        chunk.removeAll(keepingCapacity: true)
      }
    }
    try Self.writeAll(chunk, to: descriptor, path: path)
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(PeerError) {
    var done = 0
    while done < bytes.count {
      let wrote = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + done }, buffer.count - done)
      }
      if wrote < 0 && errno == EINTR { continue }
      guard wrote > 0 else { throw .system("cannot write \(path)") }
      done += wrote
    }
  }

  /// The next line of prose, starting with `start`: empty after every three lines of words.
  private mutating func nextLine(startingWith start: String = "") -> String {
    lineCount += 1
    if lineCount % 4 == 0 { return "" }
    var line = start
    while true {
      let word = Self.words[Int(random.next() % UInt64(Self.words.count))]
      if line.utf8.count + 1 + word.utf8.count + 1 > 80 { return line + "." }
      line += line.isEmpty ? word.capitalizedFirst : " " + word
    }
  }

  private static let words = [
    "the", "a", "note", "file", "folder", "keeps", "plain", "text", "and", "of", "to", "in", "every",
    "line", "writer", "opens", "where", "it", "was", "left", "with", "caret", "stopped", "change",
    "is", "saved", "as", "made", "editor", "wraps", "long", "lines", "at", "edge", "window", "moves",
    "by", "words", "selects", "shift", "key", "or", "mouse", "undoes", "whole", "burst", "typing",
    "once", "never", "writes", "byte", "terminal", "control", "sequence", "prompt", "asks", "question",
    "prints", "answer", "on", "standard", "output", "when", "user", "presses", "return", "list",
    "remembers", "what", "chosen", "before", "offers", "first", "next", "time", "quietly",
  ]
}

extension String {
  fileprivate var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
