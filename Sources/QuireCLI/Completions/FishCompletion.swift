/// The fish completion script: `complete` lines for the commands, then for each command's
/// options (with their help and the words their values take) and arguments.
enum FishCompletion {
  static func script(_ program: ProgramSpec) -> String {
    let name = program.name
    var lines = CompletionScript.header(
      .fish, program: program, install: "\(name) --completions fish > ~/.config/fish/completions/\(name).fish"
    )
    lines += ["", "complete -c \(name) -f"]
    let top = "__fish_use_subcommand"
    for option in program.visibleOptions { lines.append(line(name, condition: top, option: option)) }
    for command in program.commands {
      lines.append("complete -c \(name) -n \(top) -a \(command.name) -d \(quoted(command.summary))")
    }
    for command in program.commands {
      let condition = quoted("__fish_seen_subcommand_from \(command.name)")
      for option in command.visibleOptions { lines.append(line(name, condition: condition, option: option)) }
      for argument in command.arguments {
        let offer = values(argument.kind)
        if offer.isEmpty { continue }
        lines.append("complete -c \(name) -n \(condition) \(offer) -d \(quoted(argument.help))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ name: String, condition: String, option: OptionSpec) -> String {
    var parts = ["complete -c \(name) -n \(condition)"]
    if let short = option.short { parts.append("-s \(short)") }
    parts.append("-l \(option.long)")
    if option.takesValue {
      parts.append(option.kind == .file ? "-r -F" : "-x")
      let offer = values(option.kind)
      if !offer.isEmpty { parts.append(offer) }
    }
    parts.append("-d " + quoted(option.help))
    return parts.joined(separator: " ")
  }

  /// The `-a` (or `-F`) part for a value of `kind`; empty for free text.
  private static func values(_ kind: ValueKind) -> String {
    switch kind {
    case .word(let words): "-a " + quoted(words.joined(separator: " "))
    case .file: "-F"
    case .directory: "-a '(__fish_complete_directories)'"
    case .text, .integer, .seconds, .name: ""
    }
  }

  /// `text` in fish's single quotes: `\` and `'` escaped with a backslash.
  static func quoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
