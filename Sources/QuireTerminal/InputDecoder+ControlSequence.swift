extension InputDecoder {
  /// A control sequence (`Esc [` parameters, intermediates, final byte) split into its parts.
  struct ControlSequence: Equatable {
    /// The private marker that opens the parameters (`<`, `=`, `>` or `?`), if any.
    var marker: UInt8?
    /// The parameters, split at `;`; each split at `:` into sub-parameters. A missing
    /// number is `nil`.
    var parameters: [[Int?]]
    /// The intermediate bytes (0x20 to 0x2F) before the final byte.
    var intermediates: [UInt8]
    /// The final byte (0x40 to 0x7E).
    var final: UInt8

    /// Splits `parameterBytes` (0x30 to 0x3F) into the marker and the parameters.
    ///
    /// - Complexity: O(*k*) in the number of bytes.
    init(parameterBytes: ArraySlice<UInt8>, intermediates: [UInt8], final: UInt8) {
      var bytes = parameterBytes
      if let first = bytes.first, (0x3C...0x3F).contains(first) {
        marker = first
        bytes = bytes.dropFirst()
      }
      var parameters: [[Int?]] = []
      var current: [Int?] = []
      var number: Int?
      for byte in bytes {
        switch byte {
        case 0x30...0x39:
          let digit = Int(byte - 0x30)
          let value = number ?? 0
          number = value < 100_000_000 ? value * 10 + digit : value
        case UInt8(ascii: ":"):
          current.append(number)
          number = nil
        case UInt8(ascii: ";"):
          current.append(number)
          parameters.append(current)
          current = []
          number = nil
        default:
          // A marker byte in the middle: not a parameter; keep it from reading as one.
          number = nil
        }
      }
      if !bytes.isEmpty {
        current.append(number)
        parameters.append(current)
      }
      self.parameters = parameters
      self.intermediates = intermediates
      self.final = final
    }

    /// The `index`th parameter's first number, or `fallback` when it is missing.
    func number(_ index: Int, or fallback: Int) -> Int {
      guard index < parameters.count, let first = parameters[index].first, let value = first else {
        return fallback
      }
      return value
    }

    /// The `sub`th sub-parameter of the `index`th parameter, if present.
    func subParameter(_ index: Int, _ sub: Int) -> Int? {
      guard index < parameters.count, sub < parameters[index].count else { return nil }
      return parameters[index][sub]
    }

    /// All parameters' first numbers, missing ones as 0.
    var numbers: [Int] { parameters.map { ($0.first ?? nil) ?? 0 } }

    /// Whether the final byte is `character`.
    func ends(with character: Unicode.Scalar) -> Bool { final == UInt8(ascii: character) }
  }
}
