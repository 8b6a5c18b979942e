extension TerminalEmulator {
  /// Acts on a complete CSI sequence whose final byte is `final`.
  mutating func dispatchCSI(final: UInt32) {
    let marker = parser.privateMarker
    let intermediate = parser.intermediates.first ?? 0
    if intermediate == 0x20, final == 0x71, marker == 0 {  // SP q: DECSCUSR
      cursorShape = CellCursor.Shape(rawValue: parser.groups.first?.first ?? 0) ?? .default
      return
    }
    guard parser.intermediates.isEmpty else { return }
    if marker == 0x3F {  // ?
      if final == 0x68 { setPrivateModes(true) }  // h
      if final == 0x6C { setPrivateModes(false) }  // l
      if final == 0x73 { savePrivateModes() }  // s XTSAVE
      if final == 0x72 { restorePrivateModes() }  // r XTRESTORE
      return
    }
    guard marker == 0 else { return }
    let first = parameter(0, 1)
    switch final {
    case 0x40: insertCharacters(first)  // @ ICH
    case 0x41: cursorUp(first)  // A CUU
    case 0x42, 0x65: cursorDown(first)  // B CUD, e VPR
    case 0x43, 0x61: moveCursor(row: cursor.row, column: cursor.column + first)  // C CUF, a HPR
    case 0x44: moveCursor(row: cursor.row, column: cursor.column - first)  // D CUB
    case 0x45:  // E CNL
      cursorDown(first)
      carriageReturn()
    case 0x46:  // F CPL
      cursorUp(first)
      carriageReturn()
    case 0x47, 0x60: moveCursor(row: cursor.row, column: first - 1)  // G CHA, ` HPA
    case 0x48, 0x66: moveCursor(row: first - 1, column: parameter(1, 1) - 1)  // H CUP, f HVP
    case 0x4A: eraseInDisplay(parameter(0, 0))  // J ED
    case 0x4B: eraseInLine(parameter(0, 0))  // K EL
    case 0x4C: insertLines(first)  // L IL
    case 0x4D: deleteLines(first)  // M DL
    case 0x50: deleteCharacters(first)  // P DCH
    case 0x53: scrollUp(first)  // S SU
    case 0x54: scrollDown(first)  // T SD
    case 0x58: eraseCharacters(first)  // X ECH
    case 0x64: moveCursor(row: first - 1, column: cursor.column)  // d VPA
    case 0x6D: selectGraphicRendition()  // m SGR
    case 0x6E:  // n DSR
      if parameter(0, 0) == 5 { replies += Array("\u{1B}[0n".utf8) }
      if parameter(0, 0) == 6 { replies += Array("\u{1B}[\(cursor.row + 1);\(cursor.column + 1)R".utf8) }
    case 0x63:  // c DA1: a VT220 with ANSI colour
      if parameter(0, 0) == 0 { replies += Array("\u{1B}[?62;22c".utf8) }
    case 0x72: setScrollingRegion()  // r DECSTBM
    case 0x73: saveCursor()  // s SCOSC
    case 0x75: restoreCursor()  // u SCORC
    case 0x68, 0x6C:  // h l: ANSI modes, recorded
      for group in parser.groups {
        guard let mode = group.first, mode >= 0 else { continue }
        if final == 0x68 { ansiModes.insert(mode) } else { ansiModes.remove(mode) }
      }
    default: break
    }
  }

  /// DECSTBM: the scrolling region, from the top row to the bottom row (1-based, inclusive);
  /// the cursor goes home.
  private mutating func setScrollingRegion() {
    let top = parameter(0, 1) - 1
    let bottom = min(size.rows, parameter(1, size.rows)) - 1
    guard top < bottom else { return }
    scrollTop = top
    scrollBottom = bottom
    moveCursor(row: 0, column: 0)
  }

  /// The private modes the parameters name.
  private var parameterModes: [Int] {
    parser.groups.compactMap { group in group.first.flatMap { $0 >= 0 ? $0 : nil } }
  }

  /// DECSET / DECRST for each parameter.
  private mutating func setPrivateModes(_ isSet: Bool) {
    for mode in parameterModes { setPrivateMode(mode, isSet) }
  }

  /// XTSAVE: keeps each named mode's setting.
  private mutating func savePrivateModes() {
    for mode in parameterModes { savedPrivateModes[mode] = isPrivateModeSet(mode) }
  }

  /// XTRESTORE: sets each named mode as XTSAVE kept it; a mode never saved is left alone.
  private mutating func restorePrivateModes() {
    for mode in parameterModes {
      guard let saved = savedPrivateModes[mode] else { continue }
      setPrivateMode(mode, saved)
    }
  }

  /// Whether private mode `mode` is set now.
  func isPrivateModeSet(_ mode: Int) -> Bool {
    switch mode {
    case 25: isCursorVisible
    case 7: autowrap
    case 47, 1047, 1049: isAlternateScreen
    default: privateModes.contains(mode)
    }
  }

  /// DECSET (`isSet`) or DECRST of one private mode.
  private mutating func setPrivateMode(_ mode: Int, _ isSet: Bool) {
    switch mode {
    case 25: isCursorVisible = isSet
    case 7: autowrap = isSet
    case 47, 1047: switchScreen(toAlternate: isSet, clear: mode == 1047 && isSet)
    case 1048: if isSet { saveCursor() } else { restoreCursor() }
    case 1049:
      if isSet {
        saveCursor()
        switchScreen(toAlternate: true, clear: true)
      } else {
        switchScreen(toAlternate: false, clear: false)
        restoreCursor()
      }
    default:
      if isSet { privateModes.insert(mode) } else { privateModes.remove(mode) }
    }
  }

  /// Shows the alternate screen (cleared when `clear`) or the main one again.
  private mutating func switchScreen(toAlternate: Bool, clear: Bool) {
    if toAlternate != isAlternateScreen {
      swap(&cells, &otherCells)
      isAlternateScreen = toAlternate
    }
    if clear { fill(0..<cells.count, with: erasedCell) }
    pendingWrap = false
  }
}
