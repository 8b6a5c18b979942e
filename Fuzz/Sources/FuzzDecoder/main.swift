import FuzzSupport
import Quire

// libFuzzer driver for the input decoder: every input is decoded whole and in pieces (sizes
// drawn from the input itself); the events must agree, the held bytes stay bounded, and
// after a flush the decoder reads keys again. Any broken property traps, which libFuzzer
// reports as a crash with the input that caused it.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small paste cap, so that inputs reach it.
let pasteCap = 40

/// Decodes `bytes` fed in pieces of the given sizes (cycled), then flushed, checking the
/// decoder's invariants after every piece.
func decode(_ bytes: [UInt8], pieces: [Int]) -> [InputEvent] {
  var decoder = InputDecoder(maximumPasteBytes: pasteCap)
  var events: [InputEvent] = []
  var index = 0
  var piece = 0
  while index < bytes.count {
    let size = pieces.isEmpty ? bytes.count : max(1, pieces[piece % pieces.count])
    piece += 1
    let end = min(bytes.count, index + size)
    events += decoder.feed(bytes[index..<end])
    if let violation = decoder.invariantViolation() { fatalError(violation) }
    check(decoder.heldByteCount <= InputDecoder.maximumSequenceBytes + pasteCap + 6, "too many bytes held")
    index = end
  }
  events += decoder.flush()
  check(!decoder.isWaiting, "bytes held after a flush")
  check(decoder.feed([0x61]) == [.key(KeyEvent(.character("a")))], "a key lost after a flush")
  return events
}

let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  guard let data, size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let whole = decode(bytes, pieces: [])
  check(decode(bytes, pieces: [1]) == whole, "one byte at a time differs from whole")
  let pieces = bytes.prefix(8).map { Int($0 % 9) + 1 }
  check(decode(bytes, pieces: pieces) == whole, "pieces \(pieces) differ from whole")
  return 0
}

exit(runFuzzer(testOneInput))
