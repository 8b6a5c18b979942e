extension DescriptionValue {
  /// The lines of a `description` key for a header that had none.
  static func newEntry(_ text: String, lineBreak: [UInt8]) -> [HeaderLine] {
    lines(text, prefix: "description: ", style: .empty, trailing: "", lineBreak: lineBreak).lines
  }

  /// The body lines that replace this entry to give it `text` (`nil` removes the key), in
  /// the entry's own style where the text allows it, and for a block which blank lines
  /// after them would add to it.
  func replacement(for text: String?, in body: [HeaderLine], lineBreak: [UInt8]) -> (
    lines: ClosedRange<Int>, with: [HeaderLine], tail: YAMLScalar.BlockTail?
  ) {
    let span = entry.keyLine...lastLine
    guard let text else {
      return (span, FrontMatter.commentsKept(body[(entry.keyLine + 1)..<(lastLine + 1)]), nil)
    }
    let keyBreak = body[entry.keyLine].lineBreak.isEmpty ? lineBreak : body[entry.keyLine].lineBreak
    var prefix = String(decoding: entry.keyPrefix, as: UTF8.self)
    if !prefix.hasSuffix(" "), !prefix.hasSuffix("\t") { prefix += " " }
    let written = Self.lines(text, prefix: prefix, style: style, trailing: trailing, lineBreak: keyBreak)
    return (span, written.lines, written.tail)
  }

  /// `text` written after `prefix` in `style` when it can hold it: plain when safe, else
  /// quoted on one line, else a literal block (`|`), else double-quoted with escapes.
  private static func lines(
    _ text: String, prefix: String, style: Style, trailing: String, lineBreak: [UInt8]
  )
    -> (lines: [HeaderLine], tail: YAMLScalar.BlockTail?)
  {
    var rest = trailing
    if let first = rest.first, first != " ", first != "\t" { rest = " " + rest }
    func oneLine(_ value: String) -> (lines: [HeaderLine], tail: YAMLScalar.BlockTail?) {
      ([HeaderLine(prefix + value + rest, lineBreak: lineBreak)], nil)
    }
    func block(folded: Bool, indentation: Int) -> (lines: [HeaderLine], tail: YAMLScalar.BlockTail?)? {
      guard let written = YAMLScalar.block(text, indentation: indentation, folded: folded) else { return nil }
      let lines =
        [HeaderLine(prefix + written.indicator + rest, lineBreak: lineBreak)]
        + written.lines.map { HeaderLine($0, lineBreak: lineBreak) }
      return (lines, written.tail)
    }
    let hasBreak = text.contains("\n")
    // Folded only when text comes before the line breaks: a folded block of breaks alone
    // reads back empty (found by the front matter fuzzer).
    let breakOnlyAtEnd =
      text.first != "\n" && !text.drop(while: { $0 != "\n" }).contains { $0 != "\n" }
    switch style {
    case .block(let folded, let indentation):
      if let lines = block(folded: folded && breakOnlyAtEnd, indentation: indentation) { return lines }
    case .doubleQuoted:
      return oneLine(YAMLScalar.doubleQuoted(text))
    case .singleQuoted:
      if !hasBreak, let single = YAMLScalar.singleQuoted(text) { return oneLine(single) }
    case .plain, .empty:
      if YAMLScalar.isPlainSafe(text, inFlow: false) { return oneLine(text) }
      if !hasBreak, let single = YAMLScalar.singleQuoted(text) { return oneLine(single) }
    }
    if hasBreak, let lines = block(folded: false, indentation: 2) { return lines }
    if !hasBreak, let single = YAMLScalar.singleQuoted(text) { return oneLine(single) }
    return oneLine(YAMLScalar.doubleQuoted(text))
  }
}
