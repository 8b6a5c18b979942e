extension TagsValue {
  /// The `tags: [a, b]` line of a header that had no tags.
  static func newEntry(_ tags: [String], lineBreak: [UInt8]) -> HeaderLine {
    let items = tags.map { render($0, inFlow: true, preferSingle: false) }
    return HeaderLine("tags: [" + items.joined(separator: ", ") + "]", lineBreak: lineBreak)
  }

  /// The body lines that replace this entry to give it `tags`: unchanged item lines of a
  /// block list stay as they are, new items are added after the last kept one with the same
  /// indentation; other styles become a flow list on the key line. No tags removes the entry.
  func replacement(for newTags: [String], in body: [HeaderLine], lineBreak: [UInt8]) -> (
    lines: ClosedRange<Int>, with: [HeaderLine]
  ) {
    let span = entry.keyLine...entry.lastLine
    let keyBreak = body[entry.keyLine].lineBreak.isEmpty ? lineBreak : body[entry.keyLine].lineBreak
    if newTags.isEmpty {
      return (span, FrontMatter.commentsKept(body[(entry.keyLine + 1)..<(entry.lastLine + 1)]))
    }
    switch style {
    case .block(let blockItems, _):
      return (span, blockLines(newTags, blockItems, body: body, lineBreak: keyBreak))
    case .flow(let padded, let trailing):
      return (span, [flowLine(newTags, padded: padded, trailing: trailing, lineBreak: keyBreak)])
    case .scalar(let trailing), .empty(let trailing):
      let kept = FrontMatter.commentsKept(body[(entry.keyLine + 1)..<(entry.lastLine + 1)])
      return (span, [flowLine(newTags, padded: false, trailing: trailing, lineBreak: keyBreak)] + kept)
    }
  }

  private func flowLine(_ newTags: [String], padded: Bool, trailing: String, lineBreak: [UInt8]) -> HeaderLine
  {
    var prefix = String(decoding: entry.keyPrefix, as: UTF8.self)
    if !prefix.hasSuffix(" "), !prefix.hasSuffix("\t") { prefix += " " }
    let pad = padded ? " " : ""
    let items = newTags.map { raw(for: $0, inFlow: true) }
    var rest = trailing
    if let first = rest.first, first != " ", first != "\t" { rest = " " + rest }
    return HeaderLine(
      prefix + "[" + pad + items.joined(separator: ", ") + pad + "]" + rest, lineBreak: lineBreak)
  }

  private func blockLines(
    _ newTags: [String], _ blockItems: [BlockItem], body: [HeaderLine], lineBreak: [UInt8]
  )
    -> [HeaderLine]
  {
    // Which old items stay: each new tag takes the first old item of its value not yet taken.
    var available = blockItems
    var kept: Set<Int> = []
    var added: [String] = []
    for tag in newTags {
      if let index = available.firstIndex(where: { $0.value == tag }) {
        kept.insert(available[index].line)
        available.remove(at: index)
      } else {
        added.append(tag)
      }
    }
    let keptInFileOrder = blockItems.filter { kept.contains($0.line) }.map(\.value)
    let prefix = blockItems.last?.prefix ?? "  - "
    let itemBreak = blockItems.last.map { body[$0.line].lineBreak } ?? lineBreak
    func itemLine(_ tag: String) -> HeaderLine {
      HeaderLine(prefix + raw(for: tag, inFlow: false), lineBreak: itemBreak.isEmpty ? lineBreak : itemBreak)
    }
    let itemLines = Set(blockItems.map(\.line))
    var lines: [HeaderLine] = []
    // Kept lines stay only when the new tags are the kept ones in file order, then the new
    // ones: a new tag before a kept one must be written before it.
    if newTags == keptInFileOrder + added {
      let anchor = blockItems.filter { kept.contains($0.line) }.last?.line ?? entry.keyLine
      for index in entry.keyLine...entry.lastLine {
        var line = body[index]
        if itemLines.contains(index), !kept.contains(index) { continue }
        if index == anchor, line.lineBreak.isEmpty { line.lineBreak = lineBreak }
        lines.append(line)
        if index == anchor { lines += added.map(itemLine) }
      }
    } else {
      // The order changed: the items are written again in the new order.
      lines.append(body[entry.keyLine])
      lines += newTags.map(itemLine)
      lines += body[(entry.keyLine + 1)..<(entry.lastLine + 1)].enumerated().filter { offset, line in
        !itemLines.contains(entry.keyLine + 1 + offset) && !line.isBlank
      }.map(\.element)
    }
    return lines
  }

  /// An item as it is to be written: as it was, when an old item has this value; else
  /// quoted like the other items when they are all quoted alike, plain when that is safe,
  /// quoted otherwise (single quotes when the list used them).
  private func raw(for tag: String, inFlow: Bool) -> String {
    if let old = items.first(where: { $0.value == tag && !$0.raw.isEmpty }),
      old.style != .plain || YAMLScalar.isPlainSafe(tag, inFlow: inFlow) || !inFlow
    {
      return old.raw
    }
    let styles = Set(items.map(\.style))
    if styles == [.doubleQuoted] { return YAMLScalar.doubleQuoted(tag) }
    if styles == [.singleQuoted], let single = YAMLScalar.singleQuoted(tag) { return single }
    let preferSingle = styles.contains(.singleQuoted) && !styles.contains(.doubleQuoted)
    return Self.render(tag, inFlow: inFlow, preferSingle: preferSingle)
  }

  static func render(_ tag: String, inFlow: Bool, preferSingle: Bool) -> String {
    if YAMLScalar.isPlainSafe(tag, inFlow: inFlow) { return tag }
    if preferSingle, let single = YAMLScalar.singleQuoted(tag) { return single }
    return YAMLScalar.doubleQuoted(tag)
  }
}
