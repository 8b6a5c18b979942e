import FuzzSupport
import QuireText

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

  /// Checks `text`'s line count, every line's start and end, and the line of the offsets
  /// where the line changes (each line's start, its end, and the byte before its start: the
  /// line break, or a CR LF's LF, that ends the line before). O(lines) queries.
  func check(_ text: TextStorage, _ context: @autoclosure () -> String) {
    check(text, lines: starts.indices, context())
  }

  /// Checks `text`'s line count and, as `check(_:_:)` does, the lines that hold `range` of
  /// the model and one line on each side: after an edit of `range`, the lines it could have
  /// changed. O(log n + the lines of the range) queries.
  func check(_ text: TextStorage, around range: Range<Int>, _ context: @autoclosure () -> String) {
    let first = line(of: range.lowerBound)
    let last = line(of: range.upperBound)
    check(text, lines: max(0, first - 1)..<min(starts.count, last + 2), context())
  }

  /// The line of the model that holds `offset`; a line break belongs to the line it ends.
  /// O(log lines).
  func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private func check(_ text: TextStorage, lines: Range<Int>, _ context: @autoclosure () -> String) {
    FuzzSupport.check(
      text.lineCount == starts.count, "\(context()): \(text.lineCount) lines, expected \(starts.count)")
    for line in lines {
      let start = text.lineStart(LineNumber(line))
      let end = text.lineEnd(LineNumber(line))
      FuzzSupport.check(
        start.value == starts[line] && end.value == ends[line],
        "\(context()): line \(line) is \(start)..<\(end), expected @\(starts[line])..<@\(ends[line])")
      let places = [(starts[line], line), (ends[line], line), (starts[line] - 1, line - 1)]
      for (offset, expected) in places where offset >= 0 && offset <= byteCount {
        let found = text.lineNumber(at: ByteOffset(offset))
        FuzzSupport.check(
          found.value == expected, "\(context()): @\(offset) is on \(found), expected line \(expected)")
      }
    }
  }
}
