extension NoteLinkParser {
  enum Byte {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let backtick = UInt8(ascii: "`")
    static let tilde = UInt8(ascii: "~")
    static let backslash = UInt8(ascii: "\\")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let bar = UInt8(ascii: "|")
    static let dash = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
  }

  /// The fenced block `line` opens (three or more backticks, with none after them, or
  /// tildes, after up to three spaces), or `nil`.
  static func opensFence(_ line: UnsafeBufferPointer<UInt8>) -> Block? {
    var start = 0
    while start < min(line.count, 3), line[start] == Byte.space { start += 1 }
    guard start < line.count else { return nil }
    let first = line[start]
    guard first == Byte.backtick || first == Byte.tilde else { return nil }
    let count = line.runLength(of: first, from: start)
    guard count >= 3, first == Byte.tilde || !line[(start + count)...].contains(Byte.backtick) else {
      return nil
    }
    return .fenced(fence: first, count: count)
  }

  /// Whether `line` closes a block fenced by `count` of `fence`: at least as many, up to
  /// three spaces before, only blanks after.
  static func closesFence(_ line: UnsafeBufferPointer<UInt8>, fence: UInt8, count: Int) -> Bool {
    var start = 0
    while start < min(line.count, 3), line[start] == Byte.space { start += 1 }
    let length = line.runLength(of: fence, from: start)
    return length >= count && line[(start + length)...].allSatisfy(isBlank)
  }

  /// Whether `line` is `---` (or, closing, `...`), blanks after it allowed.
  static func isFrontMatterFence(_ line: UnsafeBufferPointer<UInt8>, closing: Bool) -> Bool {
    var end = line.count
    while end > 0, isBlank(line[end - 1]) { end -= 1 }
    guard end == 3 else { return false }
    let dashes = line[0] == Byte.dash && line[1] == Byte.dash && line[2] == Byte.dash
    let dots = closing && line[0] == Byte.dot && line[1] == Byte.dot && line[2] == Byte.dot
    return dashes || dots
  }

  static func isBlank(_ byte: UInt8) -> Bool {
    byte == Byte.space || byte == Byte.tab || byte == Byte.carriageReturn
  }
}
