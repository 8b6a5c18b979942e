extension PlainPrompt {
  /// Asks for a text of several lines: says the title, the hint, the current text line by
  /// line and the limits, in words, then reads the text.
  ///
  /// From a terminal, the text is the lines typed until a line holding only a dot, or the end
  /// of input (Ctrl-D at the start of a line); a line that would pass a limit is refused with
  /// a line saying so, and the person goes on; the answer is the lines without a final line
  /// break. From a pipe, the answer is all of the input byte for byte (a lone dot is text
  /// there; a byte that is not UTF-8 is carried, `PreservedBytes`), its final line break
  /// included when it has one; a text cut at the limits, with a warning, ends with an LF.
  /// Either way, the end of input before any text is no answer.
  ///
  /// ```
  /// Commit message
  /// At most 20 lines.
  /// Type the text. End it with a line holding only a dot (.), or with Ctrl-D at the start of a line.
  /// ```
  mutating func askText(_ question: TextQuestion) -> PromptOutcome {
    if let title = question.title { say(Self.visible(title)) }
    if let placeholder = question.placeholder { say("Hint: " + Self.visible(placeholder)) }
    if let value = question.value {
      let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
      say("Current text, \(Self.count(lines.count, "line")):")
      for line in lines { say("  " + Self.visible(line)) }
    }
    if let limits = Self.limits(question) { say(limits) }
    guard input.isTerminal else { return readPiped(question) }
    say("Type the text. End it with a line holding only a dot (.), or with Ctrl-D at the start of a line.")
    if question.value != nil { say("A dot alone on the first line keeps the current text.") }
    return readTyped(question)
  }

  private mutating func readTyped(_ question: TextQuestion) -> PromptOutcome {
    var lines: [String] = []
    var characters = 0
    while true {
      let read = readLine()
      guard case .line(var line, let terminated) = read else {
        closeLine()
        if read == .end, !lines.isEmpty { return .answer(lines.joined(separator: "\n")) }
        return outcome(for: read)
      }
      if !terminated { closeLine() }
      if line.hasSuffix("\r") { line.removeLast() }
      if line == "." {
        return .answer(lines.isEmpty ? question.value ?? "" : lines.joined(separator: "\n"))
      }
      let added = (lines.isEmpty ? 0 : 1) + line.count
      if let limit = question.lineLimit, lines.count >= limit {
        say(
          "That line was not kept: the text has its \(Self.count(limit, "line")) already. End it with a dot.")
        continue
      }
      if let limit = question.characterLimit, characters + added > limit {
        let left = max(0, limit - characters - (lines.isEmpty ? 0 : 1))
        say(
          "That line was not kept: it would pass the limit of \(Self.count(limit, "character")) "
            + "(\(left) left). Type a shorter one, or end with a dot.")
        continue
      }
      lines.append(line)
      characters += added
    }
  }

  private mutating func readPiped(_ question: TextQuestion) -> PromptOutcome {
    let bytes: [UInt8]
    switch readAll() {
    case .bytes(let all): bytes = all
    case .end: bytes = []
    case .timedOut: return .timedOut(timeout ?? .zero)
    case .failed(let reason): return .failed(reason)
    }
    guard !bytes.isEmpty else { return .inputEnded }
    let given = FinalLineBreak(bytes)
    var text = String(preservingBytes: given.text)
    var cuts: [String] = []
    if let limit = question.lineLimit {
      var breaks = 0
      for index in text.unicodeScalars.indices where text.unicodeScalars[index] == "\n" {
        breaks += 1
        if breaks == limit {
          text = String(text[..<index])
          cuts.append("\(Self.count(limit, "line")) (--max-lines)")
          break
        }
      }
    }
    if let limit = question.characterLimit, text.count > limit {
      text = String(text.prefix(limit))
      cuts.append("\(Self.count(limit, "character")) (--char-limit)")
    }
    guard cuts.isEmpty else {
      say("\(command): the text was cut to " + cuts.joined(separator: " and "))
      return .answer(text + "\n")
    }
    return .answer(text + String(preservingBytes: given.lineBreak))
  }

  /// "At most 20 lines and 500 characters.", or `nil` without limits.
  static func limits(_ question: TextQuestion) -> String? {
    let parts = [
      question.lineLimit.map { count($0, "line") }, question.characterLimit.map { count($0, "character") },
    ].compactMap { $0 }
    return parts.isEmpty ? nil : "At most " + parts.joined(separator: " and ") + "."
  }

  /// "1 line", "3 lines".
  static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }
}
