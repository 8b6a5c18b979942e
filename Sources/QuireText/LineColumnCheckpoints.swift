/// Cell columns at places far into long lines, kept beside a text so that the column of a
/// place deep in a line is counted from a checkpoint a few KiB before it, not from the line's
/// start.
///
/// Without wrap a column counts every cluster from the start of its line (tab stops count
/// from there), so in a 10 MB line the caret's column, the window scrolled to it and a
/// vertical move cost the whole line up to the caret. The layout keeps no cache (a cache in a
/// value shared by copies would go stale); the text area that owns the text keeps one of
/// these instead, passes it to the functions that take one (`WrapLayout.cell(of:in:
/// checkpoints:)`, `TextStorage.cellColumn(of:tabSize:checkpoints:)` and their like), which
/// fill it as they read, and tells it of every change with `update(after:)`.
///
/// A checkpoint is a cluster boundary in a line and the cell column there, at the first
/// boundary at or after every `spacing` bytes of the line, for lines longer than `spacing`.
/// Each line's checkpoints are filled lazily, in order: the first question far into a line
/// reads the line up to there once, later ones read at most about `spacing` bytes. Up to
/// `lineLimit` lines are kept, the least recently used dropped first.
///
/// A grapheme boundary and the column at it depend only on the text before it and the one
/// scalar that starts there (at most 4 bytes): so a checkpoint stays valid after an edit
/// that starts at least 4 bytes after it; those closer to the edit or after it are dropped
/// and filled again when asked for. An edit before a line's last line break byte moves its
/// checkpoints with it; one that changes that byte or the line's first drops the line.
/// Columns depend on the tab size: asked with another one, the checkpoints start over.
public struct LineColumnCheckpoints: Hashable, Sendable {
  /// The spacing of checkpoints unless told otherwise: the rope's leaf size and the layout's
  /// anchor spacing, 4 KiB.
  public static let defaultSpacing = 4096

  /// The number of lines kept unless told otherwise: more than a screen of long lines.
  public static let defaultLineLimit = 256

  /// The bytes between two checkpoints of a line (at least 1).
  public let spacing: Int

  /// The most lines whose checkpoints are kept (at least 1).
  public let lineLimit: Int

  /// The tab size the columns were counted with, `nil` before the first question.
  public internal(set) var tabSize: Int?

  /// The lines with checkpoints, in no order.
  var lines: [Line] = []

  /// A counter that stamps each use of a line, to find the least recently used.
  var clock: UInt64 = 0

  /// Empty checkpoints, filled by the functions that take them.
  public init(
    spacing: Int = LineColumnCheckpoints.defaultSpacing,
    lineLimit: Int = LineColumnCheckpoints.defaultLineLimit
  ) {
    self.spacing = min(max(1, spacing), 1 << 40)
    self.lineLimit = min(max(1, lineLimit), 1 << 20)
  }

  /// The number of checkpoints held, in all lines. O(lines).
  public var count: Int { lines.reduce(0) { $0 + $1.places.count } }

  /// Adjusts the checkpoints to `change`, just made to the text: keeps those at least 4 bytes
  /// before its start, moves those of lines that lie wholly after it, drops the others.
  /// Call it for every change, in order (undo and redo hand back theirs). O(lines × log c)
  /// for c checkpoints a line.
  public mutating func update(after change: TextChange) {
    let start = change.offset.value
    let end = change.removedRange.upperBound.value
    let delta = change.inserted.count - change.removed.count
    var index = 0
    while index < lines.count {
      let lineStart = lines[index].start.value
      if end <= lineStart - 1 {
        // The line's break byte and content are untouched: only their place moved.
        lines[index].start = lines[index].start + delta
      } else if start >= lineStart + 1 {
        lines[index].keepCheckpoints(before: start - lineStart - 3)
      } else {
        lines.swapAt(index, lines.count - 1)
        lines.removeLast()
        continue
      }
      index += 1
    }
  }

  /// Forgets every checkpoint, as when another text is loaded. O(1).
  public mutating func removeAll() {
    lines = []
  }
}
