extension PlainPrompt {
  /// Asks for one line: says the title, the hint and the current value in words, then reads
  /// a line after `> `. An empty line keeps the current value; a carriage return before the
  /// line feed is dropped. The end of input before a line is no answer.
  ///
  /// ```
  /// Add item
  /// Hint: Item name
  /// Type the answer and press Enter. Ctrl-D cancels.
  /// > milk
  /// ```
  mutating func askLine(_ question: LineQuestion) -> PromptOutcome {
    if let title = question.title { say(Self.visible(title)) }
    if let placeholder = question.placeholder { say("Hint: " + Self.visible(placeholder)) }
    if let value = question.value {
      if question.isSecret {
        say("A value is set. Press Enter to keep it, or type a new one.")
      } else {
        say("Current value: " + Self.visible(value))
        say("Press Enter to keep it, or type a new one.")
      }
    }
    let hidden = question.isSecret && input.hideTyping()
    defer { if hidden { input.showTyping() } }
    if input.isTerminal {
      say("Type the answer and press Enter\(hidden ? "; typing is not shown" : ""). Ctrl-D cancels.")
    }
    let read = readAnswer(after: "> ")
    guard case .line(let text, _) = read else { return outcome(for: read) }
    if text.isEmpty, let value = question.value { return .answer(value) }
    return .answer(text)
  }
}
