extension PlainPrompt {
  /// Asks a yes-or-no question on one line, `PROMPT [y/N] ` (`[Y/n]` when yes is the
  /// default), naming the buttons' words when they are not Yes and No. Takes `y`, `yes`,
  /// `n`, `no` or one of the words, ignoring case; an empty line takes the default; anything
  /// else asks again. The end of input is no, as it says.
  ///
  /// ```
  /// Push to main? (y: Push, n: Wait) [y/N] yes
  /// ```
  mutating func askConfirmation(_ question: ConfirmQuestion) -> ConfirmAnswer {
    let choices = question.defaultsToYes ? "[Y/n]" : "[y/N]"
    var words = ""
    if question.affirmative != nil || question.negative != nil {
      let yes = Self.visible(question.affirmative ?? "yes")
      let no = Self.visible(question.negative ?? "no")
      words = " (y: \(yes), n: \(no))"
    }
    let line = Self.visible(question.prompt) + words + " " + choices + " "
    while true {
      let read = readAnswer(after: line)
      guard case .line(let text, _) = read else {
        if read == .end { return .no }
        return .ended(outcome(for: read))
      }
      if let answer = Self.confirmation(in: text, question) { return answer ? .yes : .no }
      say("Answer y or n.")
    }
  }

  /// What `text` answers: `true` for yes, `false` for no, `nil` when it is neither.
  static func confirmation(in text: String, _ question: ConfirmQuestion) -> Bool? {
    let answer = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
      .lowercased()
    if answer.isEmpty { return question.defaultsToYes }
    if ["y", "yes", question.affirmative?.lowercased()].contains(answer) { return true }
    if ["n", "no", question.negative?.lowercased()].contains(answer) { return false }
    return nil
  }
}
