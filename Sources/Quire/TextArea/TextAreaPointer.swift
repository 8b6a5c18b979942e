/// What a `TextArea` remembers of the last mouse press: where and when, how many clicks it
/// made, and what they selected, so that a drag extends by clusters, words or lines.
struct TextAreaPointer: Hashable, Sendable {
  /// What a drag extends the selection by.
  enum Granularity: Hashable, Sendable {
    case cluster, word, line
  }

  /// The cell pressed, in the area's coordinates.
  var column: Int
  var row: Int
  /// When it was pressed.
  var time: Duration
  /// 1, 2 or 3: a click, a double click, a triple click.
  var clicks: Int
  /// The text the press selected (the word of a double click, the line of a triple one); a
  /// drag keeps it selected and extends from it.
  var origin: Range<ByteOffset>
  /// Whether the button is still down.
  var isDragging: Bool

  /// How long a second press may follow the first and still count as a double click.
  static let multiClickInterval: Duration = .milliseconds(500)

  /// What the clicks select and extend by.
  var granularity: Granularity {
    switch clicks {
    case 2: return .word
    case 3: return .line
    default: return .cluster
    }
  }
}
