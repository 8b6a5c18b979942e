import Quire

/// The man page `docs/quire.1`, in roff (the `man` macros), made from the command table:
/// `quire --man-page` prints it and `Scripts/check-cli-docs.sh` compares it with the
/// committed one.
enum ManPage {
  /// The whole page.
  static func text(_ program: ProgramSpec, version: String = QuireInfo.version) -> String {
    let name = program.name
    var lines = [
      #".\" Made from quire's command table by quire --man-page; do not edit."#,
      #".\" Regenerate with Scripts/check-cli-docs.sh --write."#,
      ".TH \(name.uppercased()) 1 \"\" \"\(name) \(version)\" \"User Commands\"",
      ".SH NAME",
      "\(name) \\- " + escape(program.summary),
      ".SH SYNOPSIS",
      ".nh",
      ".ad l",
      bold(name) + " [" + italic("COMMAND") + " [" + italic("ARGUMENTS") + "]]",
    ]
    for spec in program.commands {
      lines += [
        ".br",
        bold(name + " " + spec.name) + " "
          + HelpText.usageWords(spec).map(synopsisWord).joined(separator: " "),
      ]
    }
    lines += [
      ".br", bold(name) + " " + program.visibleOptions.map { optionSynopsis($0) }.joined(separator: " | "),
    ]
    lines += [".ad", ".hy"]
    lines.append(".SH DESCRIPTION")
    lines += paragraphs(program.discussion)
    lines.append(".SH OPTIONS")
    lines += options(program.visibleOptions)
    lines.append(".SH COMMANDS")
    for spec in program.commands { lines += command(spec, program: program) }
    lines.append(".SH ENVIRONMENT")
    for variable in program.environment { lines += [".TP", bold(variable.name), escape(variable.meaning)] }
    lines.append(".SH EXIT STATUS")
    lines += exitStatuses(program.exitStatuses)
    lines.append(".SH EXAMPLES")
    lines += examples(program.examples)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func command(_ spec: CommandSpec, program: ProgramSpec) -> [String] {
    var lines = [".SS \(program.name) \(spec.name)"]
    lines += paragraphs(spec.discussion)
    if !spec.arguments.isEmpty {
      lines += [".PP", bold("Arguments")]
      for argument in spec.arguments { lines += [".TP", italic(argument.name), escape(argument.help)] }
    }
    lines += [".PP", bold("Options")]
    lines += options(spec.visibleOptions)
    if !spec.keys.isEmpty {
      lines += [".PP", bold("Keys")]
      for key in spec.keys { lines += [".TP", bold(key.keys), escape(key.action)] }
    }
    lines += [".PP", bold("Exit status")]
    lines += exitStatuses(spec.exitStatuses)
    if !spec.examples.isEmpty {
      lines += [".PP", bold("Examples")]
      lines += examples(spec.examples)
    }
    return lines
  }

  private static func paragraphs(_ paragraphs: [String]) -> [String] {
    paragraphs.flatMap { [".PP", escape($0)] }
  }

  private static func options(_ options: [OptionSpec]) -> [String] {
    options.flatMap { option -> [String] in
      var label = option.short.map { bold("-" + String($0)) + ", " } ?? ""
      label += bold(option.longName)
      if option.takesValue { label += " " + italic(option.valueName) }
      return [".TP", label, escape(option.help)]
    }
  }

  private static func exitStatuses(_ statuses: [ExitStatusHelp]) -> [String] {
    statuses.flatMap { [".TP", bold(String($0.status.code)), escape($0.meaning)] }
  }

  private static func examples(_ examples: [Example]) -> [String] {
    examples.flatMap { example in
      [".TP", escape(example.commandLine), escape(example.explanation)]
    }
  }

  /// An option as the synopsis writes it: `\fB--title\fR \fITEXT\fR`.
  private static func optionSynopsis(_ option: OptionSpec) -> String {
    option.takesValue ? bold(option.longName) + " " + italic(option.valueName) : bold(option.longName)
  }

  /// A word of a usage line (`[--title TEXT]`, `[OPTION ...]`): option names bold, value
  /// names italic.
  private static func synopsisWord(_ word: String) -> String {
    word.split(separator: " ", omittingEmptySubsequences: false).map { part in
      var core = Substring(part)
      var head = "", tail = ""
      while core.first == "[" { head += "["; core = core.dropFirst() }
      while core.last == "]" { tail += "]"; core = core.dropLast() }
      let text = String(core)
      if text.hasPrefix("-") { return escape(head) + bold(text) + escape(tail) }
      if text == "..." || text.isEmpty { return escape(head + text + tail) }
      return escape(head) + italic(text) + escape(tail)
    }.joined(separator: " ")
  }

  static func bold(_ text: String) -> String { "\\fB" + escape(text) + "\\fR" }
  static func italic(_ text: String) -> String { "\\fI" + escape(text) + "\\fR" }

  /// `text` safe in a roff text line: backslashes as `\e`, hyphens as `\-` (so options copy
  /// as typed), and a leading `.` or `'` behind `\&` (else it would be read as a request).
  static func escape(_ text: String) -> String {
    var result = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }
}
