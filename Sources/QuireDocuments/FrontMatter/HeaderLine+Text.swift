extension HeaderLine {
  /// A line of text with `lineBreak`.
  init(_ text: String, lineBreak: [UInt8]) {
    self.init(content: Array(text.utf8), lineBreak: lineBreak)
  }
}
