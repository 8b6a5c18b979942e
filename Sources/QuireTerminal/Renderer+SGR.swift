extension Renderer.Encoder {
  /// Sets the SGR state to `style` with the fewer bytes of a delta from the current style
  /// or a reset followed by the whole style.
  mutating func setStyle(_ style: Style) {
    if state.style == style { return }
    var reset: [UInt8] = []
    if style != .plain { Self.appendParameters(of: style, to: &reset) }
    if let current = state.style {
      let delta = Self.delta(from: current, to: style)
      if delta.count < reset.count + 2 || (style == .plain && delta.count < reset.count) {
        emitSGR(delta)
        state.style = style
        return
      }
    }
    if !reset.isEmpty { reset.insert(contentsOf: [0x30, 0x3B], at: 0) }
    emitSGR(reset)
    state.style = style
  }

  /// Makes the style right for erasing to a blank of `background` (terminals erase with the
  /// current background and no attributes; reverse video would swap the colours).
  mutating func prepareErase(background: Color) {
    if let current = state.style, current.background == background,
      !current.attributes.contains(.reverse)
    {
      return
    }
    setStyle(Style(background: background))
  }

  private mutating func emitSGR(_ parameters: [UInt8]) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    bytes.append(contentsOf: parameters)
    bytes.append(0x6D)
  }

  private static let attributeCodes: [(Style.Attributes, Int)] = [
    (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7), (.strikethrough, 9),
  ]

  /// The parameters that set every part of `style` from the plain style.
  private static func appendParameters(of style: Style, to parameters: inout [UInt8]) {
    for (attribute, code) in attributeCodes where style.attributes.contains(attribute) {
      append(code, to: &parameters)
    }
    if style.foreground != .default { append(style.foreground, background: false, to: &parameters) }
    if style.background != .default { append(style.background, background: true, to: &parameters) }
  }

  /// The parameters that turn `current` into `target`.
  private static func delta(from current: Style, to target: Style) -> [UInt8] {
    var parameters: [UInt8] = []
    let removed = current.attributes.subtracting(target.attributes)
    var added = target.attributes.subtracting(current.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      append(22, to: &parameters)
      added.formUnion(target.attributes.intersection([.bold, .dim]))
    }
    let resets: [(Style.Attributes, Int)] = [
      (.italic, 23), (.underline, 24), (.reverse, 27), (.strikethrough, 29),
    ]
    for (attribute, code) in resets where removed.contains(attribute) { append(code, to: &parameters) }
    for (attribute, code) in attributeCodes where added.contains(attribute) { append(code, to: &parameters) }
    if current.foreground != target.foreground {
      append(target.foreground, background: false, to: &parameters)
    }
    if current.background != target.background {
      append(target.background, background: true, to: &parameters)
    }
    return parameters
  }

  private static func append(_ color: Color, background: Bool, to parameters: inout [UInt8]) {
    switch color {
    case .default: append(background ? 49 : 39, to: &parameters)
    case .ansi(let ansi):
      let index = Int(ansi.rawValue)
      let code = index < 8 ? (background ? 40 : 30) + index : (background ? 100 : 90) + index - 8
      append(code, to: &parameters)
    case .palette(let index):
      append(background ? 48 : 38, to: &parameters)
      append(5, to: &parameters)
      append(Int(index), to: &parameters)
    case .rgb(let red, let green, let blue):
      append(background ? 48 : 38, to: &parameters)
      append(2, to: &parameters)
      append(Int(red), to: &parameters)
      append(Int(green), to: &parameters)
      append(Int(blue), to: &parameters)
    }
  }

  /// Appends one parameter, with a `;` before it unless it is the first.
  private static func append(_ number: Int, to parameters: inout [UInt8]) {
    if !parameters.isEmpty { parameters.append(0x3B) }
    if number >= 100 { parameters.append(UInt8(0x30 + number / 100)) }
    if number >= 10 { parameters.append(UInt8(0x30 + (number / 10) % 10)) }
    parameters.append(UInt8(0x30 + number % 10))
  }
}
