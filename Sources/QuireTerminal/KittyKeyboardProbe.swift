/// Reads the terminal's answers to the kitty keyboard query (`CSI ? u`) sent together with
/// a primary device attributes request (`CSI c`), which every terminal answers.
///
/// A terminal that knows the kitty keyboard protocol answers `CSI ? flags u` before its
/// `CSI ? … c`; one that does not answers only the latter. Bytes that are not part of either
/// answer (keys typed meanwhile) are kept in `rest` for the input decoder.
struct KittyKeyboardProbe: Equatable, Sendable {
  /// The bytes that ask: the kitty keyboard query, then primary device attributes.
  static let query: [UInt8] = Array("\u{1B}[?u\u{1B}[c".utf8)

  /// The flags the terminal reported, when it answered the kitty query.
  var kittyFlags: Int?
  /// Whether the device attributes answer arrived, so nothing more is to come.
  var isComplete = false
  /// Bytes that belong to neither answer, in order.
  var rest: [UInt8] = []

  /// Scans `bytes`, everything read so far since the query. O(n).
  static func scan(_ bytes: [UInt8]) -> KittyKeyboardProbe {
    var probe = KittyKeyboardProbe()
    var index = 0
    while index < bytes.count {
      guard let reply = reply(in: bytes, at: index) else {
        probe.rest.append(bytes[index])
        index += 1
        continue
      }
      switch reply.final {
      case UInt8(ascii: "u"): probe.kittyFlags = reply.parameters.first ?? 0
      case UInt8(ascii: "c"): probe.isComplete = true
      default: probe.rest.append(contentsOf: bytes[index..<reply.end])
      }
      index = reply.end
    }
    return probe
  }

  /// The `CSI ? params final` sequence starting at `start`, if one is complete there.
  private static func reply(in bytes: [UInt8], at start: Int) -> (
    parameters: [Int], final: UInt8, end: Int
  )? {
    let prefix: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "?")]
    guard bytes.count - start > prefix.count, Array(bytes[start..<start + 3]) == prefix else {
      return nil
    }
    var parameters: [Int] = []
    var current = 0
    var index = start + 3
    while index < bytes.count, index - start < 64 {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        current = min(current * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
      case UInt8(ascii: ";"):
        parameters.append(current)
        current = 0
      case 0x40...0x7E:
        parameters.append(current)
        return (parameters, byte, index + 1)
      default:
        return nil
      }
      index += 1
    }
    return nil
  }
}
