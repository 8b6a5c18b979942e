/// One option of a command: its names, whether it takes a value and of what kind, and its
/// help line. Options are data, read by the parser, the help, the man page and the
/// completion scripts alike, so none of them can disagree with another.
struct OptionSpec: Hashable, Sendable {
  /// How often an option may be given, and whether it takes a value.
  enum Arity: Hashable, Sendable {
    /// No value: present or not (`--password`).
    case flag
    /// One value; given twice, the last one counts (`--title T`).
    case single
    /// A value each time it is given, all kept in order (`--field K:L --field K2:L2`).
    case repeated
  }

  /// The long name, without its dashes (`char-limit`).
  var long: String
  /// The one-letter name, if any (`h` for `-h`).
  var short: Character?
  var arity: Arity
  /// What the value is called in the usage line (`N`, `TEXT`); empty for a flag.
  var valueName: String
  /// What the value must be; `.text` for a flag, which takes none.
  var kind: ValueKind
  /// One line saying what the option does, starting in lower case, without a final stop.
  var help: String
  /// Parsed, but left out of the help, the man page and the completions.
  var isHidden = false

  /// An option without a value.
  static func flag(_ long: String, short: Character? = nil, help: String, isHidden: Bool = false)
    -> OptionSpec
  {
    OptionSpec(
      long: long, short: short, arity: .flag, valueName: "", kind: .text, help: help, isHidden: isHidden)
  }

  /// An option with one value; given twice, the last value counts.
  static func value(
    _ long: String, short: Character? = nil, _ valueName: String, _ kind: ValueKind = .text, help: String
  ) -> OptionSpec {
    OptionSpec(long: long, short: short, arity: .single, valueName: valueName, kind: kind, help: help)
  }

  /// An option that may be given many times, each with a value.
  static func repeated(
    _ long: String, short: Character? = nil, _ valueName: String, _ kind: ValueKind = .text, help: String
  ) -> OptionSpec {
    OptionSpec(long: long, short: short, arity: .repeated, valueName: valueName, kind: kind, help: help)
  }

  /// Whether the option takes a value.
  var takesValue: Bool { arity != .flag }

  /// `--long`.
  var longName: String { "--" + long }

  /// How the option is written in a usage line: `--title TEXT`, `--password`.
  var synopsis: String { takesValue ? longName + " " + valueName : longName }

  /// How the option is listed in a help text: `-h, --help`, `--title TEXT`.
  var label: String {
    let names = short.map { "-\($0), " + longName } ?? longName
    return takesValue ? names + " " + valueName : names
  }
}
