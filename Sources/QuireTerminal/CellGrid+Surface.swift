extension CellGrid {
  /// An empty grid for the next frame on `surface` of a terminal of `size`. Full screen: the
  /// terminal's size (`rows` is ignored). Inline: the terminal's width and `rows` rows (the
  /// terminal's height when `nil`), capped to the terminal's height, at least one.
  init(frameOn surface: Renderer.Surface, of size: TerminalSize, rows: Int?) {
    switch surface {
    case .fullScreen:
      self.init(size: size)
    case .inline:
      let height = min(max(rows ?? size.rows, 1), size.rows)
      self.init(size: TerminalSize(columns: size.columns, rows: height))
    }
  }
}
