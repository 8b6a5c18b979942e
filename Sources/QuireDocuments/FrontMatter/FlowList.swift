/// Reads a flow list `[a, 'b', "c"]`, perhaps over several lines.
enum FlowList {
  /// The items, the text after `]` and the index of the line holding `]`.
  static func parse(_ lines: [Substring]) throws(YAMLScalar.Failure) -> (
    items: [TagsValue.Item], rest: Substring, lastLine: Int
  ) {
    var items: [TagsValue.Item] = []
    var lineIndex = 0
    var line = Substring(lines[0].unicodeScalars.dropFirst())
    var expectingItem = true
    while true {
      line = line.drop { $0 == " " || $0 == "\t" }
      if line.isEmpty || line.first == "#" {
        lineIndex += 1
        guard lineIndex < lines.count else {
          throw YAMLScalar.Failure(message: "the list is not closed with ]")
        }
        line = lines[lineIndex]
        continue
      }
      // By scalar: a combining mark after a quote, a comma or a bracket must not hide it.
      guard let first = line.unicodeScalars.first else { continue }
      switch first {
      case "]":
        return (items, Substring(line.unicodeScalars.dropFirst()), lineIndex)
      case ",":
        if expectingItem { throw YAMLScalar.Failure(message: "an empty item in the list") }
        expectingItem = true
        line = Substring(line.unicodeScalars.dropFirst())
      case "[", "{":
        throw YAMLScalar.Failure(message: "a nested list or mapping is not supported")
      case "'", "\"":
        if !expectingItem { throw YAMLScalar.Failure(message: "a comma is missing between items") }
        let scanned = try YAMLScalar.scanQuoted(
          Array(lines[lineIndex...].enumerated().map { $0.offset == 0 ? line : $0.element }))
        let raw: String
        if scanned.extraLines == 0 {
          raw = String(line[..<scanned.rest.startIndex])
        } else {
          raw = ""
          lineIndex += scanned.extraLines
        }
        items.append(TagsValue.Item(value: scanned.value, raw: raw, style: scanned.style))
        line = scanned.rest
        expectingItem = false
      default:
        if !expectingItem { throw YAMLScalar.Failure(message: "a comma is missing between items") }
        var end = line.startIndex
        while end < line.endIndex, line[end] != ",", line[end] != "]" {
          if line[end] == "#", end > line.startIndex, line[line.index(before: end)] == " " { break }
          if line[end] == "[" || line[end] == "{" {
            throw YAMLScalar.Failure(message: "a nested list or mapping is not supported")
          }
          end = line.index(after: end)
        }
        let value = line[..<end].trimmingBlanks()
        items.append(TagsValue.Item(value: String(value), raw: String(value), style: .plain))
        line = line[end...]
        expectingItem = false
      }
    }
  }
}
