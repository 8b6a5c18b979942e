/// What the parser found in a command's arguments, checked against its row: the values of
/// the options given (by long name, in the order given) and of the positional arguments.
/// A handler reads it into its own typed value.
struct ParsedArguments: Equatable, Sendable {
  /// The command's name.
  var command: String
  /// Each option given, by long name; a flag has no values, a repeated option one per use.
  private(set) var options: [String: [ParsedValue]] = [:]
  /// Each positional argument given, by name.
  private(set) var arguments: [String: [ParsedValue]] = [:]

  init(command: String) {
    self.command = command
  }

  /// Records a use of `option`, with its value when it takes one.
  mutating func add(_ option: OptionSpec, _ value: ParsedValue?) {
    options[option.long, default: []] += value.map { [$0] } ?? []
  }

  /// Records the value of the positional argument `argument`.
  mutating func add(_ argument: ArgumentSpec, _ value: ParsedValue) {
    arguments[argument.name, default: []].append(value)
  }

  /// Whether `option` was given.
  func isSet(_ option: OptionSpec) -> Bool { options[option.long] != nil }

  /// The value of `option` given last, as text, if it was given.
  func text(_ option: OptionSpec) -> String? { texts(option).last }

  /// Every value of `option`, as text, in the order given.
  func texts(_ option: OptionSpec) -> [String] { Self.texts(options[option.long]) }

  /// The whole number given last for `option`.
  func integer(_ option: OptionSpec) -> Int? {
    guard case .integer(let number) = options[option.long]?.last else { return nil }
    return number
  }

  /// The duration given last for `option`.
  func seconds(_ option: OptionSpec) -> Duration? {
    guard case .seconds(let duration) = options[option.long]?.last else { return nil }
    return duration
  }

  /// The values of the positional argument `argument`, as text, in order.
  func texts(_ argument: ArgumentSpec) -> [String] { Self.texts(arguments[argument.name]) }

  private static func texts(_ values: [ParsedValue]?) -> [String] {
    (values ?? []).map { value in
      switch value {
      case .text(let text): text
      case .integer(let number): String(number)
      case .seconds(let duration): String(describing: duration)
      }
    }
  }
}
