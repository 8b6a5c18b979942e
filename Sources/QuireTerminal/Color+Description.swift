extension Color: CustomStringConvertible {
  /// `default`, the ANSI colour's name, the palette index, or `#rrggbb`.
  public var description: String {
    switch self {
    case .default: return "default"
    case .ansi(let ansi): return "\(ansi)"
    case .palette(let index): return String(index)
    case .rgb(let red, let green, let blue):
      return "#"
        + [red, green, blue].map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }
  }
}
