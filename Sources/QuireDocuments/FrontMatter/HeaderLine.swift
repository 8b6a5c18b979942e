/// One line of a front matter header: its bytes and the line break after them (empty for a
/// last line without one).
struct HeaderLine: Hashable, Sendable {
  var content: [UInt8]
  var lineBreak: [UInt8]

  /// All its bytes.
  var bytes: [UInt8] { content + lineBreak }

  /// The number of spaces it starts with.
  var indentation: Int { content.prefix { $0 == 0x20 }.count }

  /// Whether it holds only spaces and tabs.
  var isBlank: Bool { content.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

  /// Whether its first non-blank character starts a comment.
  var isComment: Bool { content.first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "#") }

  /// Whether it is a delimiter line: `marker` with nothing but spaces or tabs after it.
  func isDelimiter(_ marker: String) -> Bool {
    let bytes = Array(marker.utf8)
    return content.starts(with: bytes)
      && content.dropFirst(bytes.count).allSatisfy { $0 == 0x20 || $0 == 0x09 }
  }

  /// Splits `bytes` into lines at LF, CR LF or a lone CR.
  static func split(_ bytes: some Collection<UInt8>) -> [HeaderLine] {
    var lines: [HeaderLine] = []
    var current: [UInt8] = []
    var iterator = Array(bytes)[...]
    while let byte = iterator.popFirst() {
      if byte == 0x0A {
        lines.append(HeaderLine(content: current, lineBreak: [0x0A]))
        current = []
      } else if byte == 0x0D {
        if iterator.first == 0x0A {
          iterator.removeFirst()
          lines.append(HeaderLine(content: current, lineBreak: [0x0D, 0x0A]))
        } else {
          lines.append(HeaderLine(content: current, lineBreak: [0x0D]))
        }
        current = []
      } else {
        current.append(byte)
      }
    }
    if !current.isEmpty { lines.append(HeaderLine(content: current, lineBreak: [])) }
    return lines
  }
}
