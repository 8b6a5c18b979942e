/// The `tags` entry of a header as written: its items and the style to keep when writing.
struct TagsValue: Hashable, Sendable {
  enum Style: Hashable, Sendable {
    /// `tags: [a, b]` on the key line (or over several lines); `padded` when written `[ a ]`;
    /// `trailing` is what followed `]` on its line (blanks and a comment).
    case flow(padded: Bool, trailing: String)
    /// `- a` lines after the key line; the key line's text after `tags:` is kept.
    case block(items: [BlockItem], keyLineRest: String)
    /// A scalar (`tags: a, b`), rewritten as a flow list when it changes.
    case scalar(trailing: String)
    /// `tags:` with no value.
    case empty(trailing: String)
  }

  /// One `- item` line of a block list.
  struct BlockItem: Hashable, Sendable {
    /// The index of its line in the header's body.
    var line: Int
    /// Its line up to the item (`  - `).
    var prefix: String
    var value: String
  }

  /// One item as written, so an unchanged item keeps its quotes.
  struct Item: Hashable, Sendable {
    var value: String
    var raw: String
    var style: YAMLScalar.Style
  }

  var entry: HeaderEntry
  var items: [Item]
  var style: Style

  var tags: [String] { items.map(\.value) }

  static func read(_ entry: HeaderEntry, in body: [HeaderLine]) throws(FrontMatterProblem) -> TagsValue {
    let lineNumber = entry.keyLine + 2
    func problem(_ message: String, line: Int = lineNumber) -> FrontMatterProblem {
      FrontMatterProblem(line: line, message: message)
    }
    let continuation = entry.continuation.map { body[$0] } ?? []
    let inline = entry.inlineValue
    let value = YAMLScalar.beforeComment(inline).trimmingBlanks()
    let trailing = String(inline[value.endIndex...])
    // By scalar: a combining mark after the first character must not hide it.
    switch inline.unicodeScalars.first {
    case "[":
      var lines = [inline] + continuation.map { Substring(String(decoding: $0.content, as: UTF8.self)) }
      let parsed: (items: [Item], rest: Substring, lastLine: Int)
      do {
        parsed = try FlowList.parse(lines)
      } catch {
        throw problem("tags: \(error.message)")
      }
      lines.removeFirst(parsed.lastLine + 1)
      guard YAMLScalar.isEndOfValue(parsed.rest),
        lines.allSatisfy({ $0.trimmingBlanks().isEmpty || $0.trimmingBlanks().first == "#" })
      else { throw problem("tags: unexpected text after the list") }
      let padded = inline.dropFirst().first == " "
      return TagsValue(
        entry: entry, items: parsed.items, style: .flow(padded: padded, trailing: String(parsed.rest)))
    case "{":
      throw problem("tags is a mapping, not a list")
    case "|", ">":
      throw problem("tags as a block scalar is not supported")
    case "&", "*", "!":
      throw problem("tags uses an anchor, alias or tag, which is not supported")
    case "'", "\"":
      let lines = [inline] + continuation.map { Substring(String(decoding: $0.content, as: UTF8.self)) }
      let scanned: YAMLScalar.Scanned
      do {
        scanned = try YAMLScalar.scanQuoted(lines)
      } catch {
        throw problem("tags: \(error.message)")
      }
      guard YAMLScalar.isEndOfValue(scanned.rest), scanned.extraLines == continuation.count else {
        throw problem("tags: unexpected text after the value")
      }
      let items = split(scanned.value).map { Item(value: $0, raw: $0, style: .plain) }
      return TagsValue(entry: entry, items: items, style: .scalar(trailing: String(scanned.rest)))
    default:
      break
    }
    if !value.isEmpty {
      var lines = [value]
      for (offset, line) in continuation.enumerated() where !line.isComment {
        let text = Substring(String(decoding: line.content, as: UTF8.self))
        if text.trimmingBlanks().hasPrefix("- ") || text.trimmingBlanks() == "-" {
          throw problem("tags has both a value and list items", line: lineNumber + 1 + offset)
        }
        lines.append(YAMLScalar.beforeComment(text))
      }
      let folded = YAMLScalar.foldPlain(lines)
      let items = isNull(folded) ? [] : split(folded).map { Item(value: $0, raw: $0, style: .plain) }
      return TagsValue(entry: entry, items: items, style: .scalar(trailing: trailing))
    }
    var items: [Item] = []
    var blockItems: [BlockItem] = []
    for (offset, line) in continuation.enumerated() where !line.isBlank && !line.isComment {
      let index = entry.keyLine + 1 + offset
      let item = try readBlockItem(line, problem: { problem($0, line: index + 2) })
      items.append(item.item)
      blockItems.append(BlockItem(line: index, prefix: item.prefix, value: item.item.value))
    }
    if blockItems.isEmpty { return TagsValue(entry: entry, items: [], style: .empty(trailing: trailing)) }
    return TagsValue(entry: entry, items: items, style: .block(items: blockItems, keyLineRest: trailing))
  }

  /// Reads a `- item` line: the item and the line's text before it.
  private static func readBlockItem(
    _ line: HeaderLine, problem: (String) -> FrontMatterProblem
  ) throws(FrontMatterProblem) -> (item: Item, prefix: String) {
    let text = Substring(String(decoding: line.content, as: UTF8.self))
    let afterIndent = text.drop { $0 == " " }
    guard afterIndent.first == "-", afterIndent.dropFirst().first == " " else {
      throw problem("tags: a list item (- tag) was expected")
    }
    let itemText = afterIndent.dropFirst().drop { $0 == " " || $0 == "\t" }
    let prefix = String(text[..<itemText.startIndex])
    guard let first = itemText.first,
      !"[{-|>&*!?".contains(first) || (first == "-" && itemText.dropFirst().first != " ")
    else {
      throw problem(itemText.isEmpty ? "tags: an empty list item" : "tags: a nested list or mapping item")
    }
    if let scalar = itemText.unicodeScalars.first, scalar == "'" || scalar == "\"" {
      let scanned: YAMLScalar.Scanned
      do {
        scanned = try YAMLScalar.scanQuoted([itemText])
      } catch {
        throw problem("tags: \(error.message)")
      }
      guard YAMLScalar.isEndOfValue(scanned.rest) else {
        throw problem("tags: unexpected text after an item")
      }
      let raw = String(itemText[..<scanned.rest.startIndex])
      return (Item(value: scanned.value, raw: raw, style: scanned.style), prefix)
    }
    let plain = YAMLScalar.beforeComment(itemText).trimmingBlanks()
    guard !plain.isEmpty else { throw problem("tags: an empty list item") }
    if plain.contains(": ") || plain.hasSuffix(":") { throw problem("tags: a list item is a mapping") }
    return (Item(value: String(plain), raw: String(plain), style: .plain), prefix)
  }

  /// A scalar's tags: split at commas when it has one, else at blanks.
  static func split(_ value: String) -> [String] {
    let pieces =
      value.contains(",")
      ? value.split(separator: ",") : value.split(whereSeparator: { $0 == " " || $0 == "\t" })
    return pieces.map { String(Substring($0).trimmingBlanks()) }.filter { !$0.isEmpty }
  }

  static func isNull(_ value: String) -> Bool {
    ["null", "Null", "NULL", "~"].contains(value)
  }
}
