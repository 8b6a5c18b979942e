extension YAMLScalar {
  /// Which blank lines after a block scalar's last line of text add to its value: every one
  /// when it keeps its final line breaks (`+`), else those holding blanks past its
  /// indentation, which are text (YAML 1.2, 8.1.1.2). Any other blank line belongs to no key.
  struct BlockTail: Hashable, Sendable {
    /// Whether the block keeps its final line breaks (`+`).
    var keepsBreaks: Bool
    /// The indentation of the block's content, in spaces.
    var indentation: Int

    /// Whether the blank `line`, after the block, adds to its value.
    func adds(_ line: HeaderLine) -> Bool {
      keepsBreaks || line.content.count > indentation
    }

    /// The blank lines after `last` in `lines` up to the last one that adds to the value
    /// (empty when none does): what a reader takes into a block that ends at `last`.
    /// O(n) in the blank lines after `last`.
    func linesAdded(after last: Int, in lines: [HeaderLine]) -> Range<Int> {
      var end = last + 1
      var index = last + 1
      while index < lines.count, lines[index].isBlank {
        if adds(lines[index]) { end = index + 1 }
        index += 1
      }
      return (last + 1)..<end
    }
  }
}
