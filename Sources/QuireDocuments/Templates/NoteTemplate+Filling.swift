/// The placeholders a template's text may hold, filled as a note is made from it.
extension NoteTemplate {
  /// What a note made now from a template fills in: its title, the local date
  /// (`YYYY-MM-DD`) and time (`HH:MM`).
  public struct Values: Hashable, Sendable {
    public var title: String
    public var date: String
    public var time: String

    public init(title: String, date: String, time: String) {
      self.title = title
      self.date = date
      self.time = time
    }

    /// The values of a note titled `title` made at `moment`, in the local time zone.
    public init(title: String, at moment: FileTime) {
      let text = moment.localText
      self.init(title: title, date: String(text.prefix(10)), time: String(text.suffix(5)))
    }
  }

  /// `template` with `{{title}}`, `{{date}}` and `{{time}}` replaced by `values`; every other
  /// byte, an unknown `{{name}}` included, kept as it is (line breaks, a BOM, bytes that are
  /// not UTF-8). O(n).
  public static func fill(_ template: [UInt8], with values: Values) -> [UInt8] {
    let replacements: [(name: [UInt8], value: [UInt8])] = [
      (Array("{{title}}".utf8), Array(values.title.utf8)),
      (Array("{{date}}".utf8), Array(values.date.utf8)),
      (Array("{{time}}".utf8), Array(values.time.utf8)),
    ]
    var result: [UInt8] = []
    result.reserveCapacity(template.count)
    var index = template.startIndex
    outer: while index < template.endIndex {
      if template[index] == UInt8(ascii: "{") {
        for replacement in replacements where template[index...].starts(with: replacement.name) {
          result += replacement.value
          index += replacement.name.count
          continue outer
        }
      }
      result.append(template[index])
      index += 1
    }
    return result
  }
}
