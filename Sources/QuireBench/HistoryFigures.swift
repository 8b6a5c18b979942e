import Quire

/// The figures of the undo history: typed steps undone and redone at the middle of a large text.
///
/// `megabytes` sets the size of the text; the typed steps are words of six characters, typed
/// 100 ms apart with a pause of 2 s between words, so each word is one step.
func historyFigures(megabytes: Int) -> FigureGroup {
  FigureGroup(name: "history") {
    let text = historyProse(bytes: megabytes * 1_000_000)
    return [
      Figure(
        name: "1,000 undos of typed steps at the middle of \(megabytes) MB", unit: "ms", target: nil,
        repetitions: 5
      ) {
        var buffer = bufferWithTypedSteps(text, steps: 1000)
        let time = Stopwatch.time(in: "ms") {
          for _ in 0..<1000 { buffer.undo() }
        }
        precondition(
          buffer.text.byteCount == text.byteCount && !buffer.canUndo, "undo left typed text behind")
        return time
      },
      Figure(
        name: "1,000 redos of typed steps at the middle of \(megabytes) MB", unit: "ms", target: nil,
        repetitions: 5
      ) {
        var buffer = bufferWithTypedSteps(text, steps: 1000)
        while buffer.canUndo { buffer.undo() }
        let time = Stopwatch.time(in: "ms") {
          for _ in 0..<1000 { buffer.redo() }
        }
        precondition(!buffer.canRedo, "redo left steps behind")
        return time
      },
      Figure(
        name: "type a character at the middle of \(megabytes) MB, with undo", unit: "µs", target: nil,
        repetitions: 5
      ) {
        var buffer = TextBuffer(text, selection: TextSelection(caret: ByteOffset(text.byteCount / 2)))
        var time = Duration.seconds(1)
        let total = Stopwatch.time(in: "µs") {
          for index in 0..<1000 {
            time += .milliseconds(100)
            buffer.insert(index % 7 == 6 ? " " : "e", at: time)
          }
        }
        return total / 1000
      },
    ]
  }
}

/// A buffer holding `text` with `steps` words typed at its middle, each its own undo step.
private func bufferWithTypedSteps(_ text: TextStorage, steps: Int) -> TextBuffer {
  var buffer = TextBuffer(text, selection: TextSelection(caret: ByteOffset(text.byteCount / 2)))
  var time = Duration.seconds(1)
  for _ in 0..<steps {
    time += .seconds(2)
    for character in ["w", "o", "r", "d", "s", " "] {
      time += .milliseconds(100)
      buffer.insert(character, at: time)
    }
  }
  return buffer
}

/// About `bytes` bytes of seeded ASCII prose: words of 1 to 10 letters, lines of about 70
/// columns.
private func historyProse(bytes: Int) -> TextStorage {
  var state: UInt64 = 0x5EED_0F_4157
  var out: [UInt8] = []
  out.reserveCapacity(bytes + 16)
  var column = 0
  while out.count < bytes {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let length = Int((state >> 33) % 10) + 1
    for offset in 0..<length {
      out.append(UInt8(ascii: "a") + UInt8((state >> UInt64(offset * 5 % 40)) % 26))
    }
    column += length + 1
    if column > 70 {
      out.append(0x0A)
      column = 0
    } else {
      out.append(0x20)
    }
  }
  return TextStorage(bytes: out)
}
