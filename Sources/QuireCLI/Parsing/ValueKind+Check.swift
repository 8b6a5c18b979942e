import Quire

extension ValueKind {
  /// `argument` read as a value of this kind, or what it should have been (the words after
  /// "needs", as in "needs a whole number ≥ 1"). A pure function of its inputs.
  ///
  /// A name or a path that is not UTF-8 (carrying bytes: `PreservedBytes`) is refused, in
  /// words that say so: the files are opened by their UTF-8 names, and such a name would
  /// open or create another file. A name that is UTF-8 is given as its plain `String`, so that
  /// one holding a character of the carrying range (carried as its four bytes) opens by its
  /// own UTF-8 name.
  func check(_ argument: String) -> Result<ParsedValue, Expectation> {
    var text = argument
    if [.name, .file, .directory].contains(self), PreservedBytes.containsCarryingScalar(text) {
      guard let plain = String(validating: text.preservedBytes, as: UTF8.self) else {
        return .failure(
          Expectation(words: expectation.words + " in UTF-8 (Quire cannot open other names yet)"))
      }
      text = plain
    }
    switch self {
    case .text:
      return .success(.text(text))
    case .integer(let range):
      guard let number = Int(text), range.contains(number) else { return .failure(expectation) }
      return .success(.integer(number))
    case .seconds:
      guard let seconds = Self.seconds(text) else { return .failure(expectation) }
      return .success(.seconds(seconds))
    case .word(let words):
      guard words.contains(text) else {
        return .failure(
          Expectation(words: expectation.words, suggestion: Suggestion.closest(to: text, in: words)))
      }
      return .success(.text(text))
    case .name:
      let valid = !text.isEmpty && text != "." && text != ".." && !text.contains("/") && !text.contains("\0")
      return valid ? .success(.text(text)) : .failure(expectation)
    case .file, .directory:
      return text.isEmpty || text.contains("\0") ? .failure(expectation) : .success(.text(text))
    }
  }

  /// What a value of this kind is, in words: "a whole number ≥ 1", "alpha or recent".
  var expectation: Expectation {
    switch self {
    case .text: return Expectation(words: "a text")
    case .integer(let range): return Expectation(words: Self.describe(range))
    case .seconds: return Expectation(words: "a number of seconds greater than 0")
    case .word(let words): return Expectation(words: Self.alternatives(words))
    case .name: return Expectation(words: "a name without '/'")
    case .file: return Expectation(words: "the path of a file")
    case .directory: return Expectation(words: "the path of a folder")
    }
  }

  /// What a value should have been, for an error line; with the closest word when a word
  /// was mistyped.
  struct Expectation: Error, Equatable, Sendable {
    var words: String
    var suggestion: String? = nil
  }

  private static func describe(_ range: ClosedRange<Int>) -> String {
    switch (range.lowerBound, range.upperBound) {
    case (Int.min, Int.max): return "a whole number"
    case (let low, Int.max): return "a whole number ≥ \(low)"
    case (Int.min, let high): return "a whole number ≤ \(high)"
    case (let low, let high): return "a whole number from \(low) to \(high)"
    }
  }

  private static func alternatives(_ words: [String]) -> String {
    guard let last = words.last else { return "nothing" }
    if words.count == 1 { return last }
    if words.count == 2 { return "\(words[0]) or \(last)" }
    return "one of " + words.dropLast().joined(separator: ", ") + " or " + last
  }

  /// A decimal number of seconds, greater than 0 and at most a year: `30`, `0.5`, `.5`.
  /// Exponents, signs, `inf` and `nan` are refused.
  private static func seconds(_ text: String) -> Duration? {
    let digits = text.filter { $0 != "." }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
      text.count - digits.count <= 1, let value = Double(text.hasPrefix(".") ? "0" + text : text),
      value > 0, value <= 366 * 86_400
    else { return nil }
    return .milliseconds(Int64((value * 1000).rounded(.up)))
  }
}
