/// Reads the operands of an edit script from the input's bytes, round and round; zeros when
/// the input is empty.
struct OperandReader {
  private let bytes: [UInt8]
  private var index: Int

  init(_ bytes: [UInt8], from start: Int) {
    self.bytes = bytes
    index = bytes.isEmpty ? 0 : start % bytes.count
  }

  /// The next byte.
  mutating func next() -> UInt8 {
    guard !bytes.isEmpty else { return 0 }
    let byte = bytes[index]
    index = (index + 1) % bytes.count
    return byte
  }
}
