import Quire

extension PlainPrompt {
  /// Asks for a date as text: says the title, the days allowed, the day Enter keeps, and
  /// how to write a date, then reads one (`DateText`: `2026-12-24`, `+3d`, `-1w`,
  /// `tomorrow`) and says what it understood. An empty line keeps the day offered. A text
  /// that is not a date allowed is asked again on a terminal, and is an error from a pipe.
  /// The answer is the day in ISO 8601.
  ///
  /// ```
  /// Due
  /// Between 2026-12-01 and 2026-12-31.
  /// Press Enter for 2026-12-10, Thursday 10 December 2026 (today), or type another date.
  /// Type a date (2026-12-24, +3d, -1w, tomorrow) and press Enter. Ctrl-D cancels.
  /// > tomorrow
  /// Understood: 2026-12-11, Friday 11 December 2026.
  /// ```
  mutating func askDate(_ question: DateQuestion) -> PromptOutcome {
    let strings = Strings.english
    if let title = question.title { say(Self.visible(title)) }
    if let bounds = Self.bounds(question.range) { say(bounds) }
    let start = question.start
    let isToday = start == question.today ? " (today)" : ""
    say("Press Enter for \(Self.describe(start, strings))\(isToday), or type another date.")
    if input.isTerminal {
      say("Type a date (\(strings[.dateExamples])) and press Enter. Ctrl-D cancels.")
    }
    while true {
      let read = readAnswer(after: "> ")
      guard case .line(let text, _) = read else { return outcome(for: read) }
      let chosen: CalendarDate
      let problem: String?
      switch DateText.read(text, today: question.today) {
      case .empty:
        chosen = start
        problem = nil
      case .date(let said):
        chosen = said
        problem = DateRefusal(said, in: question.range)?.words(strings)
      case .incomplete, .invalid:
        chosen = start
        problem = strings[.dateNotADate]
      }
      guard let problem else {
        say("Understood: \(Self.describe(chosen, strings)).")
        return .answer(chosen.iso8601)
      }
      guard input.isTerminal else { return .failed("'\(Self.visible(text))' is \(problem)") }
      say("! " + Self.visible(text) + " is " + problem + ".")
    }
  }

  /// `2026-12-24, Thursday 24 December 2026`.
  static func describe(_ date: CalendarDate, _ strings: Strings) -> String {
    date.iso8601 + ", " + strings.longDate(date)
  }

  /// "Between 2026-12-01 and 2026-12-31.", "From 2026-12-01.", "Up to 2026-12-31.", or `nil`
  /// when every day is allowed.
  static func bounds(_ range: ClosedRange<CalendarDate>) -> String? {
    let earliest = range.lowerBound == .earliest ? nil : range.lowerBound.iso8601
    let latest = range.upperBound == .latest ? nil : range.upperBound.iso8601
    switch (earliest, latest) {
    case (let earliest?, let latest?): return "Between \(earliest) and \(latest)."
    case (let earliest?, nil): return "From \(earliest)."
    case (nil, let latest?): return "Up to \(latest)."
    case (nil, nil): return nil
    }
  }
}
