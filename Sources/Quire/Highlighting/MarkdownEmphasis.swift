/// Emphasis and strong emphasis within one line, by CommonMark's rules for delimiter runs
/// (spec 0.30, 6.2): which runs of `*` and `_` may open or close (left- and right-flanking,
/// `_` not inside a word), then each closer matched with the nearest opener before it of the
/// same mark (not across the "rule of three"), strong when both have two or more, the marks
/// between them no longer matching past them. So `*foo **bar** baz*` is emphasis holding
/// strong emphasis, `foo_bar_baz` is no emphasis, and `**foo*` emphasises `foo` after one
/// literal `*`. Emphasis spanning lines is left plain: a highlighter reads one line at a time.
struct MarkdownEmphasis {
  /// A run of one mark, `*` or `_`, as found.
  struct Run {
    var mark: UInt8
    /// Where the marks not yet used start and end in the line.
    var start: Int
    var end: Int
    /// How long the run was as written (the rule of three needs it).
    var length: Int
    var canOpen: Bool
    var canClose: Bool
  }

  /// One emphasis matched: the opener's marks, what they hold, the closer's marks.
  struct Match: Equatable {
    var opening: Range<Int>
    var content: Range<Int>
    var closing: Range<Int>
    /// Two marks each side: strong emphasis.
    var isStrong: Bool
  }

  private(set) var runs: [Run] = []

  /// Notes the run of `mark` (`*` or `_`) at `start..<end` of `line`, with what flanks it.
  mutating func add(_ mark: UInt8, _ start: Int, _ end: Int, in line: UnsafeBufferPointer<UInt8>) {
    // A no-break space (U+00A0, C2 A0) is a blank too, as in `*\u{A0}a\u{A0}*`.
    let before =
      start > 0 && !(start > 1 && line[start - 2] == 0xC2 && line[start - 1] == 0xA0)
      ? Self.kind(of: line[start - 1]) : .blank
    let after =
      end < line.count && !(end + 1 < line.count && line[end] == 0xC2 && line[end + 1] == 0xA0)
      ? Self.kind(of: line[end]) : .blank
    let leftFlanking = after != .blank && (after != .punctuation || before != .other)
    let rightFlanking = before != .blank && (before != .punctuation || after != .other)
    let canOpen: Bool
    let canClose: Bool
    if mark == UInt8(ascii: "_") {
      canOpen = leftFlanking && (!rightFlanking || before == .punctuation)
      canClose = rightFlanking && (!leftFlanking || after == .punctuation)
    } else {
      canOpen = leftFlanking
      canClose = rightFlanking
    }
    guard canOpen || canClose else { return }
    runs.append(
      Run(mark: mark, start: start, end: end, length: end - start, canOpen: canOpen, canClose: canClose))
  }

  /// The emphases the runs make, the innermost first. O(runs²) at worst, a line's few runs.
  func matches() -> [Match] {
    var runs = self.runs
    var found: [Match] = []
    var closer = 0
    while closer < runs.count {
      guard runs[closer].canClose, let opener = opener(for: closer, in: runs) else {
        closer += 1
        continue
      }
      let use = min(runs[opener].end - runs[opener].start, runs[closer].end - runs[closer].start) >= 2 ? 2 : 1
      let opening = (runs[opener].end - use)..<runs[opener].end
      let closing = runs[closer].start..<(runs[closer].start + use)
      found.append(
        Match(
          opening: opening, content: opening.upperBound..<closing.lowerBound, closing: closing,
          isStrong: use == 2))
      runs[opener].end -= use
      runs[closer].start += use
      // The runs between are inside this emphasis: they match nothing outside it.
      runs.removeSubrange((opener + 1)..<closer)
      closer = opener + 1
      if runs[opener].start == runs[opener].end {
        runs.remove(at: opener)
        closer -= 1
      }
      if runs[closer].start == runs[closer].end { runs.remove(at: closer) }
    }
    return found
  }

  /// The nearest run before `closer` that it closes: the same mark, able to open, and not
  /// refused by the rule of three (a run that can both open and close does not pair with
  /// one whose lengths sum to a multiple of three, unless both are multiples of three).
  private func opener(for closer: Int, in runs: [Run]) -> Int? {
    let close = runs[closer]
    var index = closer - 1
    while index >= 0 {
      let open = runs[index]
      if open.mark == close.mark, open.canOpen, open.start < open.end {
        let either = open.canClose || close.canOpen
        let sum = open.length + close.length
        if !(either && sum % 3 == 0 && !(open.length % 3 == 0 && close.length % 3 == 0)) { return index }
      }
      index -= 1
    }
    return nil
  }

  enum Kind {
    case blank, punctuation, other
  }

  /// What a byte beside a run counts as; a non-ASCII byte is part of a letter (Unicode
  /// punctuation and spaces beyond ASCII, but for the no-break space, are rare in notes, and
  /// read as letters).
  static func kind(of byte: UInt8) -> Kind {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): .blank
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: .punctuation
    default: .other
    }
  }
}
