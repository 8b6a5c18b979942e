import Quire

/// The Markdown highlighter's cost to a keystroke: key to finished frame in a text area
/// drawn by `MarkdownHighlighter`, at the middle of 100 MB of Markdown and in a 10 MB line
/// of it, beside the same without a highlighter, each pair pressed in turn so that the
/// machine's load falls on both alike.
enum HighlightFigures {
  static func group() -> FigureGroup {
    FigureGroup(name: "highlight") {
      let large = TextAreaFigures.repeated(Array(markdown.utf8), bytes: 100 << 20)
      let line = TextAreaFigures.repeated(markdown.utf8.map { $0 == 0x0A ? 0x20 : $0 }, bytes: 10 << 20)
      var figures: [Figure] = []
      for (what, text) in [
        ("at the middle of 100 MB of Markdown", large), ("in a 10 MB line of Markdown", line),
      ] {
        for (verb, keys) in TextAreaFigures.keystrokes {
          figures += pair("\(verb) \(what)", text, keys)
        }
      }
      return figures
    }
  }

  /// A page of the Markdown a note holds: headings, emphasis, code spans, a fenced block,
  /// quotes, lists, links of both kinds and tags.
  static let markdown = """
    # Plans for the week

    Some *emphasis*, some **strong** words, a `code span` and a [[Linked note]] beside
    [a relative link](Other.md) and a #tag, as a note is written.

    > A quoted line with **strong** text in it.

    - a list item with `code`
    - another with [[Another note|shown text]]
    1. a numbered item

    ```swift
    let fenced = "code block"
    ```

    ## A second heading

    Plain prose follows, long enough to wrap at a hundred and twenty columns, so that the
    rows drawn are the rows a person sees when the note is open in the editor at its middle.

    """

  /// The highlighted key's median time (target 1 ms) and its ratio to the same key without
  /// a highlighter (target 1.2), from 61 presses of each, interleaved.
  private static func pair(_ what: String, _ text: TextStorage, _ keys: [KeyChord]) -> [Figure] {
    var medians: [Double]?
    func measure() -> [Double] {
      if let medians { return medians }
      let found = MainActor.assumeIsolated {
        var rigs = [
          KeystrokeRig(text, wrap: .word, highlighter: MarkdownHighlighter { _ in true }),
          KeystrokeRig(text, wrap: .word),
        ]
        var samples: [[Double]] = [[], []]
        for index in 0..<61 {
          for which in 0..<2 {
            let key = keys[index % keys.count]
            samples[which].append(Stopwatch.time(in: "ms") { rigs[which].press(key) })
          }
        }
        return samples.map { $0.sorted()[$0.count / 2] }
      }
      medians = found
      return found
    }
    return [
      Figure(name: "highlight: key to frame, \(what)", unit: "ms", target: 1, repetitions: 1) {
        measure()[0]
      },
      Figure(name: "highlight: key to frame, \(what), ÷ without", unit: "×", target: 1.2, repetitions: 1) {
        let both = measure()
        return both[0] / both[1]
      },
    ]
  }
}
