extension TextFormat {
  /// A kind of line break.
  public enum LineBreak: Hashable, Sendable, CaseIterable {
    /// LF, as on Unix.
    case lf
    /// CR LF, as on Windows.
    case crlf
    /// A lone CR, as on classic Mac OS.
    case cr

    /// The bytes of this line break.
    public var bytes: [UInt8] {
      switch self {
      case .lf: [0x0A]
      case .crlf: [0x0D, 0x0A]
      case .cr: [0x0D]
      }
    }
  }
}
