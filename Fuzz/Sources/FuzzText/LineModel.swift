import FuzzSupport
import Quire

/// The lines of a byte array found the obvious way, to check a text's line index against.
struct LineModel {
  /// The offset where each line starts.
  let starts: [Int]
  /// The end of each line's content, before its line break.
  let ends: [Int]
  let byteCount: Int

  init(_ bytes: [UInt8]) {
    var starts = [0]
    var ends: [Int] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
        ends.append(index)
        starts.append(index + 2)
        index += 2
        continue
      }
      if byte == 0x0A || byte == 0x0D {
        ends.append(index)
        starts.append(index + 1)
      }
      index += 1
    }
    ends.append(bytes.count)
    self.starts = starts
    self.ends = ends
    byteCount = bytes.count
  }

  /// Checks `text`'s line count, every line's start and end, and the line of every offset;
  /// `context` names what is checked in the failure message.
  func check(_ text: TextStorage, _ context: @autoclosure () -> String) {
    FuzzSupport.check(
      text.lineCount == starts.count, "\(context()): \(text.lineCount) lines, expected \(starts.count)")
    for line in starts.indices {
      let start = text.lineStart(LineNumber(line))
      let end = text.lineEnd(LineNumber(line))
      FuzzSupport.check(
        start.value == starts[line] && end.value == ends[line],
        "\(context()): line \(line) is \(start)..<\(end), expected @\(starts[line])..<@\(ends[line])")
    }
    var line = 0
    for offset in 0...byteCount {
      while line + 1 < starts.count, starts[line + 1] <= offset { line += 1 }
      let found = text.lineNumber(at: ByteOffset(offset))
      FuzzSupport.check(found.value == line, "\(context()): @\(offset) is on \(found), expected line \(line)")
    }
  }
}
