import Quire

/// The help texts, made from the command table: `quire --help` and `quire COMMAND --help`.
enum HelpText {
  /// How wide the help is laid out.
  static let width = 80

  /// `quire --help`: the usage, what quire is, its commands and options, the environment, the
  /// exit statuses and examples.
  static func program(_ program: ProgramSpec) -> String {
    let commands = program.commands.map { (label: $0.name, text: $0.summary) }
    let options = program.visibleOptions.map { (label: $0.label, text: $0.help) }
    let standalone = program.visibleOptions.map(\.synopsis)
    var sections = [
      "Usage: \(program.name) [COMMAND [ARGUMENTS]]\n       \(program.name) "
        + standalone.joined(separator: " | "),
      sentence(program.summary),
      "Commands:\n" + TextWrap.columns(commands, width: width),
      "Options:\n" + TextWrap.columns(options, width: width),
    ]
    sections += program.discussion.map { TextWrap.lines($0, width: width).joined(separator: "\n") }
    sections.append(
      "Environment:\n" + TextWrap.columns(program.environment.map { ($0.name, $0.meaning) }, width: width))
    sections.append(exitStatuses(program.exitStatuses))
    sections.append(examples(program.examples))
    sections.append("Run \(program.name) COMMAND --help for a command's options, keys and exit statuses.")
    return sections.joined(separator: "\n\n")
  }

  /// `quire COMMAND --help`: the usage line, what it does, its options, the keys that work on
  /// its screen, its exit statuses and examples.
  static func command(_ spec: CommandSpec, program: ProgramSpec) -> String {
    var sections = [
      TextWrap.hanging("Usage: \(program.name) \(spec.name)", usageWords(spec), width: width)
    ]
    sections += spec.discussion.map { TextWrap.lines($0, width: width).joined(separator: "\n") }
    if !spec.arguments.isEmpty {
      sections.append(
        "Arguments:\n" + TextWrap.columns(spec.arguments.map { ($0.name, $0.help) }, width: width))
    }
    sections.append(
      "Options:\n" + TextWrap.columns(spec.visibleOptions.map { ($0.label, $0.help) }, width: width))
    if !spec.keys.isEmpty {
      sections.append("Keys:\n" + TextWrap.columns(spec.keys.map { ($0.keys, $0.action) }, width: width))
    }
    sections.append(exitStatuses(spec.exitStatuses))
    if !spec.examples.isEmpty { sections.append(examples(spec.examples)) }
    return sections.joined(separator: "\n\n")
  }

  /// The words after `quire COMMAND` in its usage line: each option in brackets, then the
  /// positional arguments.
  static func usageWords(_ spec: CommandSpec) -> [String] {
    let options = spec.options.filter { !$0.isHidden }.map { option in
      "[" + option.synopsis + "]" + (option.arity == .repeated ? " ..." : "")
    }
    return options + spec.arguments.map(\.synopsis)
  }

  private static func exitStatuses(_ statuses: [ExitStatusHelp]) -> String {
    "Exit status:\n" + TextWrap.columns(statuses.map { (String($0.status.code), $0.meaning) }, width: width)
  }

  private static func examples(_ examples: [Example]) -> String {
    let lines = examples.map { example in
      "  " + example.commandLine + "\n" + TextWrap.indented(example.explanation, indent: 6, width: width)
    }
    return "Examples:\n" + lines.joined(separator: "\n")
  }

  /// `summary` as a sentence: a capital first letter and a final stop.
  static func sentence(_ summary: String) -> String {
    guard let first = summary.first else { return "" }
    return first.uppercased() + summary.dropFirst() + "."
  }
}
