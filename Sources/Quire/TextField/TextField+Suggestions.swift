extension TextField {
  /// The suggestions that start with the text (ignoring case) and go on past it, newest
  /// first, each once; none while the text is empty or masked. O(suggestions × text).
  public var suggestionMatches: [String] {
    guard !isMasked, !buffer.text.isEmpty, !suggestions.isEmpty else { return [] }
    let typed = Array(text)
    var seen = Set<String>()
    return suggestions.filter { suggestion in
      TextField.remainder(of: TextField.singleLine(suggestion), after: typed) != nil
        && seen.insert(suggestion).inserted
    }
  }

  /// The suggestion the ghost text completes the text to, while one shows: the caret at the
  /// end of the text, nothing selected.
  public var suggestion: String? { shownSuggestion(among: suggestionMatches) }

  /// The ghost text: what the shown suggestion adds to the text, on one line.
  public var ghostText: String? {
    suggestion.flatMap { TextField.remainder(of: TextField.singleLine($0), after: Array(text)) }
  }

  /// The match of `matches` the ghost text shows, if the caret is where it shows.
  func shownSuggestion(among matches: [String]) -> String? {
    let selection = buffer.selection
    guard !matches.isEmpty, selection.isEmpty, selection.head == buffer.text.endOffset else { return nil }
    return matches[suggestionChoice % matches.count]
  }

  /// Makes the text the shown suggestion (cut to the character limit) as one undo step, with
  /// the bytes it carries (a remembered value that is not UTF-8 stays as it was).
  mutating func acceptSuggestion(context: EventContext) -> EventVerdict {
    guard let suggestion else { return .ignored }
    let value = fitted(TextField.singleLine(suggestion), replacing: .zero..<buffer.text.endOffset)
    buffer.replace(.zero..<buffer.text.endOffset, with: value.preservedBytes, kind: .paste, at: context.now)
    textChanged()
    return .consumed
  }

  /// Shows the match `step` places older (negative: newer), wrapping; left to the owner when
  /// no suggestion shows.
  mutating func cycleSuggestion(by step: Int) -> EventVerdict {
    let matches = suggestionMatches
    guard shownSuggestion(among: matches) != nil else { return .ignored }
    let count = matches.count
    suggestionChoice = ((suggestionChoice % count + step) % count + count) % count
    return .consumed
  }

  /// What `suggestion` has after `typed`, when it starts with `typed` ignoring case and is
  /// longer; `nil` otherwise. Compares grapheme clusters. O(typed).
  static func remainder(of suggestion: String, after typed: [Character]) -> String? {
    var index = suggestion.startIndex
    for character in typed {
      guard index < suggestion.endIndex else { return nil }
      let other = suggestion[index]
      guard other == character || other.lowercased() == character.lowercased() else { return nil }
      index = suggestion.index(after: index)
    }
    guard index < suggestion.endIndex else { return nil }
    return String(suggestion[index...])
  }
}
