import QuireTestSupport

/// One piece of hostile content: an input of the decoder's fuzz corpus, a line of
/// `HostileContentTests.hostileLines`, or one of the sequences below, as bytes, and where it
/// came from. Each is given a number, and shown between markers (`{7<` and `>7}`) that say
/// whether all of it reached the screen.
struct HostilePayload: Sendable, CustomStringConvertible {
  /// Where the bytes come from: a corpus file's name, `line 3`, or a few words.
  var name: String
  var bytes: [UInt8]
  /// Its place in `all`, and for a line of it, the line's: what its markers show.
  var label: String

  var description: String { "payload \(label) (\(name))" }

  /// Sequences neither the corpus nor the hostile lines hold: the other control strings
  /// (SOS, PM), a reset, the modes and the screen switch a program could be tricked into,
  /// C1 controls as UTF-8 and as raw bytes, every bidirectional override and isolate.
  static let extras: [(String, [UInt8])] = [
    ("sos and pm", Array("sos \u{1B}Xhidden\u{1B}\\ pm \u{1B}^hidden\u{1B}\\ end".utf8)),
    (
      "reset and modes",
      Array("\u{1B}c\u{1B}[?1049l\u{1B}[?25l\u{1B}[?2026h\u{1B}[?1000h\u{1B}[3;5r end".utf8)
    ),
    ("save and restore", Array("\u{1B}7\u{1B}[99;99H\u{1B}8 \u{1B}[s\u{1B}[u end".utf8)),
    ("hyperlink", Array("\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\ end".utf8)),
    (
      "c1 as utf-8",
      Array(
        "dcs \u{90}q\u{9C} sos \u{98}x\u{9C} pm \u{9E}x\u{9C} apc \u{9F}x\u{9C} osc \u{9D}0;t\u{07} end".utf8)
    ),
    (
      "c1 as raw bytes",
      [0x72, 0x61, 0x77, 0x20, 0x9B, 0x33, 0x31, 0x6D, 0x20, 0x9D, 0x30, 0x3B, 0x74, 0x07, 0x90]
    ),
    (
      "every bidi control",
      Array("a\u{202A}b\u{202B}c\u{202C}d\u{202D}e\u{202E}f\u{2066}g\u{2067}h\u{2068}i\u{2069}j end".utf8)
    ),
  ]

  /// Every payload: the decoder corpus, the hostile lines, the extras.
  static let all: [HostilePayload] = {
    let corpus = FuzzCorpus("decoder")
    var sources = corpus.names.compactMap { name in corpus.contents(name).map { (name, $0) } }
    sources += HostileContentTests.hostileLines.enumerated().map {
      ("hostile line \($0.offset)", Array($0.element.utf8))
    }
    sources += extras
    return sources.enumerated().map {
      HostilePayload(name: $0.element.0, bytes: $0.element.1, label: "\($0.offset)")
    }
  }()

  /// The marker shown before the payload.
  var start: String { "{\(label)<" }
  /// The marker shown after it.
  var end: String { ">\(label)}" }

  /// The bytes between their markers.
  var marked: [UInt8] { Array(start.utf8) + bytes + Array(end.utf8) }

  /// The bytes with every bracketed paste end marker taken out, so that all of it is pasted
  /// (a terminal sends the end marker only after the pasted text).
  var pastable: HostilePayload {
    var copy = self
    copy.bytes = Self.removing([0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E], from: bytes)
    return copy
  }

  /// The bytes as a command-line argument: as text (invalid UTF-8 shown as U+FFFD, which is
  /// what a `String` holds) without NUL, which no argument can hold.
  var argument: String { String(decoding: marked.filter { $0 != 0 }, as: UTF8.self) }

  /// The payload cut at its line breaks (LF, CR LF, CR), each piece a payload of its own
  /// named after this one: the items of a list made from lines. Empty pieces are left out.
  var lines: [HostilePayload] {
    pieces.filter { !$0.isEmpty }.enumerated().map { piece in
      HostilePayload(
        name: "\(name), line \(piece.offset)", bytes: piece.element, label: "\(label).\(piece.offset)")
    }
  }

  /// The pieces between the line breaks (LF, CR LF, CR), empty ones included.
  var pieces: [[UInt8]] {
    var pieces: [[UInt8]] = [[]]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        pieces.append([])
      } else {
        pieces[pieces.count - 1].append(byte)
      }
      index += 1
    }
    return pieces
  }

  /// `payloads` in groups of at most `count`, each group's bytes at most `bytes` and its
  /// lines at most `lines` (a payload longer than that alone), so that each group fits on one
  /// screen.
  static func batches(_ payloads: [HostilePayload], count: Int, bytes limit: Int, lines lineLimit: Int = .max)
    -> [[HostilePayload]]
  {
    var batches: [[HostilePayload]] = []
    var current: [HostilePayload] = []
    var size = 0
    var lineCount = 0
    for payload in payloads {
      let lines = payload.pieces.count
      if !current.isEmpty,
        current.count >= count || size + payload.marked.count > limit || lineCount + lines > lineLimit
      {
        batches.append(current)
        current = []
        size = 0
        lineCount = 0
      }
      current.append(payload)
      size += payload.marked.count
      lineCount += lines
    }
    if !current.isEmpty { batches.append(current) }
    return batches
  }

  private static func removing(_ needle: [UInt8], from haystack: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < haystack.count {
      if index + needle.count <= haystack.count, Array(haystack[index..<index + needle.count]) == needle {
        index += needle.count
      } else {
        result.append(haystack[index])
        index += 1
      }
    }
    return result
  }
}
