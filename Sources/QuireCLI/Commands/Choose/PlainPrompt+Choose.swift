import Quire

extension PlainPrompt {
  /// Asks to choose from `list` in plain lines: the title, how to answer, the values
  /// numbered (the chosen ones marked), then reads an answer after `> `: a number, several
  /// separated by spaces or commas when several may be chosen, or a new value (added to the
  /// list) when adding is allowed. An empty line keeps the values chosen at first. A wrong
  /// answer says why and asks again; the end of input before an answer is no answer.
  ///
  /// ```
  /// Colour
  /// Answer with a number from 1 to 3, or type a new value. Ctrl-D cancels.
  ///   1. red
  ///   2. green (chosen)
  ///   3. blue
  /// > 3
  /// ```
  @MainActor
  mutating func askChoice(_ list: SelectionList, title: String?) -> ChooseEnding {
    var list = list
    if let title { say(Self.visible(title)) }
    say(Self.instructions(list, isTerminal: input.isTerminal))
    let chosenAtFirst = list.chosen
    for (index, item) in list.items.enumerated() {
      let mark = list.isChosen(item.value) ? " (chosen)" : ""
      say("  \(index + 1). " + Self.visible(item.value) + mark)
    }
    while true {
      let read = readAnswer(after: "> ")
      guard case .line(let text, _) = read else {
        return ChooseEnding(outcome: outcome(for: read), result: list.result)
      }
      switch Self.choice(in: text, list: list) {
      case .keep:
        guard !chosenAtFirst.isEmpty else {
          say(Self.instructions(list, isTerminal: false))
          continue
        }
      case .numbers(let numbers):
        list.setChosen(numbers.map { list.items[$0 - 1].value })
      case .newValue(let value):
        list.setChosen([])
        list.add(value)
      case .wrong(let reason):
        say(reason)
        continue
      }
      let result = list.result
      return ChooseEnding(outcome: .answer(result.chosen.joined(separator: "\n")), result: result)
    }
  }

  /// What an answer to a plain choice says.
  enum Choice: Equatable {
    /// Keep the values chosen at first (an empty line).
    case keep
    /// These options, by number from 1.
    case numbers([Int])
    /// A value to add.
    case newValue(String)
    /// Nothing usable: the line saying why.
    case wrong(String)
  }

  /// Reads `text` as an answer to a choice from `list`: numbers when it holds only numbers
  /// (and spaces or commas), else a new value when adding is allowed.
  @MainActor
  static func choice(in text: String, list: SelectionList) -> Choice {
    let answer = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    if answer.isEmpty { return .keep }
    let words = answer.split { $0 == "," || $0.isWhitespace }
    let count = list.items.count
    if !words.isEmpty, words.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) {
      var numbers: [Int] = []
      for word in words {
        guard let number = Int(word), (1...max(1, count)).contains(number), count > 0 else {
          return .wrong("There is no option \(Self.visible(word)). " + Self.answerRule(list))
        }
        if !numbers.contains(number) { numbers.append(number) }
      }
      if !list.takesSeveral, numbers.count > 1 {
        return .wrong("Choose one number. " + Self.answerRule(list))
      }
      if let limit = list.limit, numbers.count > limit { return .wrong("Choose at most \(limit).") }
      return .numbers(numbers)
    }
    guard list.allowsAdding else { return .wrong(Self.answerRule(list)) }
    return .newValue(answer)
  }

  /// How to answer, in one line, and how to cancel when a person types.
  @MainActor
  static func instructions(_ list: SelectionList, isTerminal: Bool) -> String {
    var line = answerRule(list)
    if !list.chosen.isEmpty { line += " Enter keeps the chosen." }
    if isTerminal { line += " Ctrl-D cancels." }
    return line
  }

  /// "Answer with a number from 1 to 3, or type a new value."
  @MainActor
  static func answerRule(_ list: SelectionList) -> String {
    let count = list.items.count
    let adding = list.allowsAdding ? ", or type a new value" : ""
    if count == 0 { return "Nothing to choose from yet: type a new value." }
    if count == 1 { return "Answer with 1\(adding)." }
    if !list.takesSeveral { return "Answer with a number from 1 to \(count)\(adding)." }
    let most = list.limit.map { " (at most \($0))" } ?? ""
    return "Answer with numbers from 1 to \(count)\(most), separated by spaces or commas\(adding)."
  }
}
