/// How a date typed as text is read, relative to today: an ISO 8601 date (`2026-12-24`, or
/// `20261224`), a step from today (`+3d`, `-1w`, `+2m`, `+1y`, `+3 days`; a bare `+3` is
/// days), or a word (`today`, `tomorrow`, `yesterday`, and any start of one: `t` and `to`
/// are today, `tom` tomorrow, `y` yesterday). Case and the spaces around are ignored.
///
/// Reading is pure: `today` is given. What is read while the text is being typed says whether
/// it may still become a date (`incomplete`), so the picker can wait instead of refusing
/// half a date.
public enum DateText {
  /// What a text says.
  public enum Meaning: Hashable, Sendable {
    /// Nothing but spaces.
    case empty
    /// The start of a date that is not one yet (`2026-1`, `+`).
    case incomplete
    /// This date.
    case date(CalendarDate)
    /// Not a date, and typing more will not make it one (`2026-02-30`, `soon`).
    case invalid
  }

  /// The words, in the order a start of several of them is read as (`to` is today).
  static let words: [(word: String, days: Int)] = [("today", 0), ("tomorrow", 1), ("yesterday", -1)]
  /// The units of a step, by their first letter, with the words they may be written as.
  static let units = ["days", "weeks", "months", "years"]

  /// What `text` means, today being `today`. O(length).
  public static func read(_ text: some StringProtocol, today: CalendarDate) -> Meaning {
    let trimmed = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()).lowercased()
    guard let first = trimmed.first else { return .empty }
    if first == "+" || first == "-" { return readStep(trimmed, today: today) }
    if first.isASCII, first.isNumber { return readISO(trimmed) }
    if let match = words.first(where: { $0.word.hasPrefix(trimmed) }) {
      return .date(today.adding(days: match.days))
    }
    return .invalid
  }

  /// A step: a sign, digits, spaces, and the start of a unit's name (days when none).
  private static func readStep(_ text: String, today: CalendarDate) -> Meaning {
    let sign = text.first == "-" ? -1 : 1
    let rest = text.dropFirst()
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    let unit = rest.dropFirst(digits.count).drop { $0 == " " }
    guard !digits.isEmpty else { return rest.isEmpty ? .incomplete : .invalid }
    guard digits.count <= 7, let count = Int(digits) else { return .invalid }
    let amount = sign * count
    if unit.isEmpty { return .date(today.adding(days: amount)) }
    guard let name = units.first(where: { $0.hasPrefix(unit) }) else { return .invalid }
    switch name.first {
    case "w": return .date(today.adding(days: amount * 7))
    case "m": return .date(today.adding(months: amount))
    case "y": return .date(today.adding(years: amount))
    default: return .date(today.adding(days: amount))
    }
  }

  /// An ISO date, complete (`2026-12-24`, `20261224`) or on its way to being one.
  private static func readISO(_ text: String) -> Meaning {
    if let date = CalendarDate(iso8601: text) { return .date(date) }
    let pattern = Array(text.count > 4 && !text.contains("-") ? "DDDDDDDD" : "DDDD-DD-DD")
    let typed = Array(text)
    guard typed.count < pattern.count else { return .invalid }
    for (character, expected) in zip(typed, pattern) {
      let fits = expected == "-" ? character == "-" : (character.isASCII && character.isNumber)
      if !fits { return .invalid }
    }
    return isPossibleStart(typed) ? .incomplete : .invalid
  }

  /// Whether the month and day typed so far could still make a day: `2026-1` yes, `2026-13`
  /// and `2026-12-4` (the 4 would need another digit of 40 or more) checked once complete.
  private static func isPossibleStart(_ typed: [Character]) -> Bool {
    let digits = typed.filter { $0 != "-" }.compactMap { $0.wholeNumberValue }
    if digits.count >= 5, digits[4] > 1 { return false }
    if digits.count >= 6, digits[4] * 10 + digits[5] > 12 || digits[4] * 10 + digits[5] == 0 { return false }
    if digits.count >= 7, digits[6] > 3 { return false }
    return true
  }
}
