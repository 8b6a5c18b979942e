extension WrapLayout {
  /// A cluster measured at a column: its cells, what it shows, and where a row may break.
  struct Measured {
    var width: Int
    var glyph: VisualRow.Glyph
    /// A row may break after it (whitespace other than the no-break spaces).
    var breaksAfter: Bool
    /// A row may break before and after it (a wide cluster, as between CJK ideographs).
    var breaksAround: Bool
    /// Whitespace that may hang past the right edge instead of starting the next row.
    var mayHang: Bool
  }

  /// Measures `cluster` placed at `column`. O(size of the cluster).
  ///
  /// A tab reaches the next tab stop but stops at the right edge when wrapping; a control
  /// takes the cells of its stand-in; an invalid sequence those of U+FFFD.
  func measure(_ cluster: Grapheme, at column: Int) -> Measured {
    if !cluster.isValid {
      return Measured(
        width: displayWidth(of: "\u{FFFD}" as Character), glyph: .invalid, breaksAfter: false,
        breaksAround: false, mayHang: false)
    }
    let character = cluster.character
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
      // Printable ASCII, most of most texts: one cell, and only the space breaks.
      let isSpace = byte == 0x20
      return Measured(
        width: 1, glyph: .text(character), breaksAfter: isSpace, breaksAround: false, mayHang: isSpace)
    }
    if character == "\t" {
      var cells = tabSize - column % tabSize
      if mode != .none, column < width { cells = min(cells, width - column) }
      return Measured(width: cells, glyph: .tab, breaksAfter: true, breaksAround: false, mayHang: true)
    }
    if let scalar = character.unicodeScalars.first, let symbol = ControlSymbol.symbol(for: scalar) {
      return Measured(
        width: displayWidth(of: symbol), glyph: .control(symbol), breaksAfter: false,
        breaksAround: false, mayHang: false)
    }
    let cells = displayWidth(of: character)
    let isBreakingSpace = WrapLayout.isBreakingSpace(character)
    return Measured(
      width: cells, glyph: .text(character), breaksAfter: isBreakingSpace,
      breaksAround: !isBreakingSpace && cells >= 2, mayHang: isBreakingSpace)
  }

  /// The cells of the ASCII cluster `byte` at `column` under no wrap: a tab to its stop, a
  /// control its stand-in's, any other one.
  func asciiCells(_ byte: UInt8, at column: Int) -> Int {
    switch byte {
    case 0x20..<0x7F: return 1
    case 0x09: return tabSize - column % tabSize
    default: return ControlSymbol.symbol(for: Unicode.Scalar(byte)).map { displayWidth(of: $0) } ?? 1
    }
  }

  /// Whether a row may break after `character`: Unicode white space other than the line
  /// breaks (which end lines, not rows) and the no-break spaces (NBSP, figure space, narrow
  /// NBSP). A switch on the first scalar: far cheaper than `Character.isWhitespace`.
  static func isBreakingSpace(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x0009, 0x000B, 0x000C, 0x0020, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000:
      return true
    default: return false
    }
  }
}
