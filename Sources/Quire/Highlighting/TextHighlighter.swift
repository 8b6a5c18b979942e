/// What a `TextArea` asks for the styles of the lines it draws: the styles of one line,
/// given the state the lines above left (`HighlightState`), and the state the next line
/// starts in. The area asks only for the lines it shows and those its memo of states needs
/// to reach them (`HighlightMemo`), and forgets the states from an edit onwards, so a
/// highlighter never reads the whole document to draw a screen; the spans of the lines
/// drawn are kept until an edit reaches them (`HighlightedLines`), so a frame after a caret
/// motion asks for none.
///
/// ```swift
/// var area = TextArea(text: "# Title\n\nSome *emphasis*.\n")
/// area.highlighter = MarkdownHighlighter()
/// ```
public protocol TextHighlighter: Sendable {
  /// The state the first line of a text starts in.
  var initialState: HighlightState { get }

  /// Adds to `spans` the styles of `line` (its bytes, without the line break, at most
  /// `TextArea.highlightedLineLimit` of them), which starts in `state`; returns the state
  /// the next line starts in. Spans may overlap: a later one wins. O(the line) expected.
  ///
  /// The spans and the state must follow from the line's bytes, `state` and `theme` alone:
  /// the area keeps a line's spans until an edit reaches it. A highlighter that reads more
  /// (whether a linked note exists) has its owner call `TextArea.forgetHighlighting()`
  /// when that changes.
  func highlight(
    _ line: UnsafeBufferPointer<UInt8>, from state: HighlightState, theme: Theme,
    into spans: inout [HighlightSpan]
  ) -> HighlightState
}

/// Where a line is in what a highlighter reads: inside a fenced code block, in a header, or
/// anywhere its highlighter needs to know of the lines above. A number, so the area can keep
/// many of them cheaply; its meaning is the highlighter's.
public struct HighlightState: Hashable, Sendable {
  /// The number, as its highlighter wrote it.
  public var rawValue: UInt64

  /// The state numbered `rawValue`.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }
}

/// A style over bytes of one line (offsets from the line's start).
public struct HighlightSpan: Hashable, Sendable {
  /// The bytes styled, as offsets from the line's start.
  public var range: Range<Int>
  /// The style they are drawn in.
  public var style: Style

  /// `style` over the bytes `range`.
  public init(_ range: Range<Int>, _ style: Style) {
    self.range = range
    self.style = style
  }
}
