/// How a cell is drawn: text attributes and foreground and background colours.
public struct Style: Hashable, Sendable {
  /// Text attributes that can be combined.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let italic = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let reverse = Attributes(rawValue: 1 << 4)
    public static let strikethrough = Attributes(rawValue: 1 << 5)
  }

  public var attributes: Attributes
  public var foreground: Color
  public var background: Color

  public init(_ attributes: Attributes = [], foreground: Color = .default, background: Color = .default) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's default: no attributes, default colours.
  public static let plain = Style()

  /// This style as a terminal of `depth` shows it: colours downgraded, attributes kept. O(1).
  public func downgraded(to depth: ColorDepth) -> Style {
    if depth == .trueColor { return self }
    return Style(
      attributes, foreground: foreground.downgraded(to: depth), background: background.downgraded(to: depth))
  }

  /// This style with `attributes` added.
  public func adding(_ attributes: Attributes) -> Style {
    var style = self
    style.attributes.formUnion(attributes)
    return style
  }
}

extension Style {
  public static func == (lhs: Style, rhs: Style) -> Bool {
    lhs.attributes.rawValue == rhs.attributes.rawValue && lhs.foreground == rhs.foreground
      && lhs.background == rhs.background
  }
}
