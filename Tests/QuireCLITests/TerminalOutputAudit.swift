import Quire

/// Finds what a terminal's output holds that Quire itself never writes, and so can only
/// have come from content: a control sequence, a control character, a C1 control, invalid
/// UTF-8 or a bidirectional override.
///
/// What Quire writes is a small known set, allowed here and nothing else: the renderer's
/// sequences (`Renderer+Motion`, `+Rows`, `+SGR`, `+Scroll`, `+Inline`: CUP, CUU, CUD, CUF,
/// CUB, CHA, VPA, ED, EL, SGR, ICH, DCH, SU, SD, DECSTBM, the cursor's shape and visibility,
/// DECSC and DECRC, synchronized updates, the inline area's position query `CSI 6 n`), CR, LF
/// and BS, the modes of `TerminalModes` (their private modes set, reset, saved and restored,
/// the kitty keyboard push and pop) and the keyboard query of `KittyKeyboardProbe`
/// (`CSI ? u`, `CSI c`). OSC 52 (the clipboard) and BEL are Quire's too, but only for a copy or
/// a refused key, which no caller of this audit does; they are findings here.
enum TerminalOutputAudit {
  /// The private modes Quire sets and resets.
  static let privateModes: Set<String> = [
    "25", "2026", "1049", "2004", "1000", "1002", "1006", "1004", "1036", "1039",
  ]

  /// The final bytes of the plain control sequences the renderer writes with numbers.
  static let rendererFinals: Set<UInt8> = Set("HJKABCDGdm@PSTr".utf8)

  /// What in `output` Quire never writes, each with the bytes around it; empty when all of
  /// it is Quire's own. O(n).
  static func findings(in output: [UInt8]) -> [String] {
    var findings: [String] = []
    var index = 0
    while index < output.count {
      let byte = output[index]
      switch byte {
      case 0x1B:
        let (length, isOwn) = escapeSequence(output, at: index)
        if !isOwn { findings.append("an escape sequence " + excerpt(output, at: index, length: length)) }
        index += length
      case 0x0D, 0x0A, 0x08, 0x20..<0x7F:
        index += 1
      case 0x00..<0x20, 0x7F:
        findings.append("a control character " + excerpt(output, at: index, length: 1))
        index += 1
      default:
        var iterator = output[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
          findings.append("invalid UTF-8 " + excerpt(output, at: index, length: 1))
          index += 1
          continue
        }
        let length = UTF8.width(scalar)
        if (0x80...0x9F).contains(scalar.value) {
          findings.append("a C1 control " + excerpt(output, at: index, length: length))
        } else if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
          findings.append("a bidirectional control " + excerpt(output, at: index, length: length))
        }
        index += length
      }
    }
    return findings
  }

  /// The length of the escape sequence at `start` and whether Quire writes it.
  static func escapeSequence(_ bytes: [UInt8], at start: Int) -> (length: Int, isOwn: Bool) {
    guard start + 1 < bytes.count else { return (1, false) }
    switch bytes[start + 1] {
    case UInt8(ascii: "7"), UInt8(ascii: "8"): return (2, true)
    case UInt8(ascii: "["): break
    default: return (2, false)
    }
    var index = start + 2
    var parameters = ""
    var intermediates = ""
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
      parameters.append(Character(Unicode.Scalar(bytes[index])))
      index += 1
    }
    while index < bytes.count, (0x20...0x2F).contains(bytes[index]) {
      intermediates.append(Character(Unicode.Scalar(bytes[index])))
      index += 1
    }
    guard index < bytes.count, (0x40...0x7E).contains(bytes[index]) else { return (index - start, false) }
    let final = bytes[index]
    return (index + 1 - start, isOwnControlSequence(parameters, intermediates, final))
  }

  /// Whether Quire writes `CSI parameters intermediates final`.
  static func isOwnControlSequence(_ parameters: String, _ intermediates: String, _ final: UInt8) -> Bool {
    let numeric = parameters.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ";") }
    if intermediates == " " { return final == UInt8(ascii: "q") && numeric }
    guard intermediates.isEmpty else { return false }
    if parameters.hasPrefix("?") {
      let modes = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false).map(
        String.init)
      switch final {
      case UInt8(ascii: "h"), UInt8(ascii: "l"): return modes.allSatisfy(privateModes.contains)
      case UInt8(ascii: "s"), UInt8(ascii: "r"): return modes.allSatisfy { $0 == "1036" || $0 == "1039" }
      case UInt8(ascii: "u"): return parameters == "?"
      default: return false
      }
    }
    if parameters == ">1" || parameters == "<" { return final == UInt8(ascii: "u") }
    guard numeric else { return false }
    if rendererFinals.contains(final) { return true }
    if final == UInt8(ascii: "n") { return parameters == "6" }
    if final == UInt8(ascii: "c") { return parameters.isEmpty }
    return false
  }

  /// The bytes from `start` (`length` of them and a few after), controls shown as symbols.
  static func excerpt(_ bytes: [UInt8], at start: Int, length: Int) -> String {
    let end = min(bytes.count, start + max(length, 1) + 16)
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return "at byte \(start): \(Sanitiser.visibleText(text).debugDescription)"
  }
}
