extension FieldEditor {
  /// The mark at the right of a row that opens an editor or a list when activated.
  public static let disclosureMark = "›"

  /// The first `rows` rows of `text` wrapped at word boundaries in `width` cells; the last
  /// row ends with an ellipsis when more than white space follows it. Empty for an empty
  /// text. O(the bytes of the rows shown).
  public static func summaryRows(of text: String, width: Int, rows: Int) -> [String] {
    guard width > 0, rows > 0, !text.isEmpty else { return [] }
    let storage = TextStorage(text)
    let laidOut = WrapLayout(width: width).rows(from: .zero, count: rows, in: storage)
    var lines = laidOut.map { row in
      String(
        storage.string(in: row.range.lowerBound..<row.contentEnd).reversed().drop(while: \.isWhitespace)
          .reversed())
    }
    guard let last = laidOut.last, last.range.upperBound < storage.endOffset else { return lines }
    let rest = storage.string(
      in: last.range.upperBound..<min(storage.endOffset, last.range.upperBound + 4096))
    guard rest.contains(where: { !$0.isWhitespace }) else { return lines }
    let shown = lines[lines.count - 1]
    lines[lines.count - 1] =
      Canvas.shownWidth(of: shown) < width
      ? shown + Canvas.ellipsis : Canvas.truncated(shown + " " + Canvas.ellipsis, toWidth: width)
    return lines
  }
}
