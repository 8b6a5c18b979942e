extension InputDecoder {
  /// Reads a control string at `start`: `Esc ]` (OSC), `Esc P` (DCS) or `Esc _` (APC), up
  /// to BEL or `Esc \`. Terminals send these as replies to queries (colours, version,
  /// capabilities); they carry nothing the user typed, so they are dropped whole.
  ///
  /// Cut short by another control character, the string is dropped and the character read
  /// afresh; cut right after its introducer, or alone at the end, the introducer was an Alt
  /// key (`Esc ]` is Alt-]).
  ///
  /// - Complexity: O(*k*) in the length of the string.
  static func controlString(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Step {
    let introducer = Character(Unicode.Scalar(bytes[start + 1]))
    let altKey = Step.decoded(length: 2, events: [.key(KeyEvent(.character(introducer), modifiers: .alt))])
    var index = start + 2
    while index < bytes.count {
      switch bytes[index] {
      case 0x07:
        return .decoded(length: index - start + 1, events: [])
      case 0x1B:
        guard index + 1 < bytes.count else {
          guard atEnd else { return .needMore }
          return index == start + 2 ? altKey : .decoded(length: index - start, events: [])
        }
        if bytes[index + 1] == UInt8(ascii: "\\") { return .decoded(length: index - start + 2, events: []) }
        return index == start + 2 ? altKey : .decoded(length: index - start, events: [])
      case 0x00..<0x20, 0x7F:
        return index == start + 2 ? altKey : .decoded(length: index - start, events: [])
      default:
        index += 1
        if index - start > maximumSequenceBytes { return .overlong(.string) }
      }
    }
    guard atEnd else { return .needMore }
    return index == start + 2 ? altKey : .decoded(length: index - start, events: [])
  }
}
