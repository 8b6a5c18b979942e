/// Base64 (RFC 4648, with padding), without Foundation: for OSC 52, whose payload must reach
/// the terminal as plain letters.
public enum Base64 {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The base64 encoding of `bytes`, as ASCII bytes. O(n).
  public static func encode(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var iterator = bytes.makeIterator()
    while let first = iterator.next() {
      let second = iterator.next()
      let third = iterator.next()
      let value = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
      output.append(alphabet[Int(value >> 18 & 63)])
      output.append(alphabet[Int(value >> 12 & 63)])
      output.append(second == nil ? 0x3D : alphabet[Int(value >> 6 & 63)])
      output.append(third == nil ? 0x3D : alphabet[Int(value & 63)])
    }
    return output
  }

  /// The bytes that `text` encodes, or `nil` when it is not valid base64 (padding required
  /// when the length is not a multiple of 4; line breaks are not allowed). O(n).
  public static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
    guard text.count % 4 == 0 else { return nil }
    var output: [UInt8] = []
    output.reserveCapacity(text.count / 4 * 3)
    var quad: [UInt32] = []
    var padding = 0
    for byte in text {
      let value: UInt32
      switch byte {
      case 0x41...0x5A: value = UInt32(byte - 0x41)
      case 0x61...0x7A: value = UInt32(byte - 0x61 + 26)
      case 0x30...0x39: value = UInt32(byte - 0x30 + 52)
      case 0x2B: value = 62
      case 0x2F: value = 63
      case 0x3D:
        padding += 1
        value = 0
      default: return nil
      }
      if padding > 0, byte != 0x3D { return nil }
      quad.append(value)
      if quad.count == 4 {
        let joined = quad[0] << 18 | quad[1] << 12 | quad[2] << 6 | quad[3]
        output.append(UInt8(joined >> 16 & 0xFF))
        if padding < 2 { output.append(UInt8(joined >> 8 & 0xFF)) }
        if padding < 1 { output.append(UInt8(joined & 0xFF)) }
        quad.removeAll(keepingCapacity: true)
        if padding > 0 { break }
      }
    }
    return padding > 2 ? nil : output
  }
}
