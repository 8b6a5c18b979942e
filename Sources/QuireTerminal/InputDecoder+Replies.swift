extension InputDecoder {
  /// The terminal reply a control sequence carries, if it is one Quire knows: the kitty
  /// keyboard flags, a cursor position report, device attributes, or a mode report.
  static func reply(_ sequence: ControlSequence) -> InputEvent? {
    let marker = sequence.marker.map { Character(Unicode.Scalar($0)) }
    let intermediates = sequence.intermediates
    switch (marker, intermediates, Character(Unicode.Scalar(sequence.final))) {
    case ("?", [], "u"):
      return .reply(.keyboardFlags(sequence.number(0, or: 0)))
    case (nil, [], "R") where sequence.parameters.count == 2:
      let row = sequence.number(0, or: 1) - 1
      let column = sequence.number(1, or: 1) - 1
      return .reply(.cursorPosition(row: max(row, 0), column: max(column, 0)))
    case ("?", [], "c"):
      return .reply(.primaryDeviceAttributes(sequence.numbers))
    case (">", [], "c"):
      return .reply(.secondaryDeviceAttributes(sequence.numbers))
    case ("?", [UInt8(ascii: "$")], "y"), (nil, [UInt8(ascii: "$")], "y"):
      guard sequence.parameters.count == 2 else { return nil }
      return .reply(
        .modeReport(
          mode: sequence.number(0, or: 0), state: sequence.number(1, or: 0), isPrivate: marker == "?"))
    default: return nil
    }
  }
}
