extension TerminalEmulator {
  /// SGR: changes the current style. Understands attributes 1–9 and their resets, the 16
  /// colours (30–37, 90–97 and backgrounds), 256 and 24-bit colours in `;` and `:` forms.
  mutating func selectGraphicRendition() {
    let groups = parser.groups
    if groups.isEmpty {
      currentStyle = .plain
      return
    }
    var index = 0
    while index < groups.count {
      let group = groups[index]
      let code = max(0, group[0])
      index += 1
      switch code {
      case 0: currentStyle = .plain
      case 1: currentStyle.attributes.insert(.bold)
      case 2: currentStyle.attributes.insert(.dim)
      case 3: currentStyle.attributes.insert(.italic)
      case 4:
        if group.count > 1, group[1] == 0 {
          currentStyle.attributes.remove(.underline)
        } else {
          currentStyle.attributes.insert(.underline)
        }
      case 7: currentStyle.attributes.insert(.reverse)
      case 9: currentStyle.attributes.insert(.strikethrough)
      case 21: currentStyle.attributes.insert(.underline)
      case 22: currentStyle.attributes.remove([.bold, .dim])
      case 23: currentStyle.attributes.remove(.italic)
      case 24: currentStyle.attributes.remove(.underline)
      case 27: currentStyle.attributes.remove(.reverse)
      case 29: currentStyle.attributes.remove(.strikethrough)
      case 30...37: currentStyle.foreground = Self.ansi(code - 30)
      case 39: currentStyle.foreground = .default
      case 40...47: currentStyle.background = Self.ansi(code - 40)
      case 49: currentStyle.background = .default
      case 90...97: currentStyle.foreground = Self.ansi(code - 90 + 8)
      case 100...107: currentStyle.background = Self.ansi(code - 100 + 8)
      case 38, 48:
        let color: Color?
        if group.count > 1 {
          color = Self.extendedColor(Array(group.dropFirst()), colonForm: true)
        } else {
          let rest = groups[index...].map { $0[0] }
          color = Self.extendedColor(Array(rest), colonForm: false)
          let used = rest.first == 5 ? 2 : rest.first == 2 ? 4 : rest.count
          index += min(used, rest.count)
        }
        if let color {
          if code == 38 { currentStyle.foreground = color } else { currentStyle.background = color }
        }
      default: break
      }
    }
  }

  private static func ansi(_ index: Int) -> Color {
    .ansi(Color.ANSI(rawValue: UInt8(index)) ?? .white)
  }

  /// The colour of `5;n` or `2;r;g;b` (the colon form may hold a colour-space id: `2::r:g:b`).
  private static func extendedColor(_ values: [Int], colonForm: Bool) -> Color? {
    guard let kind = values.first else { return nil }
    if kind == 5, values.count >= 2, (0...255).contains(values[1]) {
      return .palette(UInt8(values[1]))
    }
    guard kind == 2 else { return nil }
    var components = Array(values.dropFirst())
    if colonForm, components.count >= 4 { components.removeFirst() }
    guard components.count >= 3 else { return nil }
    let rgb = components.prefix(3).map { UInt8(max(0, min(255, $0))) }
    return .rgb(red: rgb[0], green: rgb[1], blue: rgb[2])
  }
}
