extension VisualRow {
  /// What a cluster shows in its cells.
  public enum Glyph: Hashable, Sendable {
    /// The cluster drawn as itself.
    case text(Character)
    /// A tab: blank cells up to the tab stop.
    case tab
    /// A control character drawn as its visible stand-in (`ControlSymbol.symbol(for:)`), which
    /// may be empty for the bidirectional controls.
    case control(String)
    /// An invalid UTF-8 sequence, drawn as U+FFFD.
    case invalid
  }
}
