/// The bash completion script: commands first, then each command's options, the words its
/// options and arguments take, and files or folders where a path is expected.
enum BashCompletion {
  static func script(_ program: ProgramSpec) -> String {
    let name = program.name
    let function = "_" + name.replacing("-", with: "_")
    let commands = program.commands.map(\.name)
    let firstWords = commands + program.visibleOptions.flatMap(CompletionScript.names)
    var lines = CompletionScript.header(
      .bash, program: program,
      install: "\(name) --completions bash > ~/.local/share/bash-completion/completions/\(name)")
    lines += [
      "",
      "\(function)() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
      "  COMPREPLY=()",
      "  if ((COMP_CWORD == 1)); then",
      "    COMPREPLY=($(compgen -W \(CompletionScript.singleQuoted(firstWords.joined(separator: " "))) -- \"$cur\"))",
      "    return",
      "  fi",
      "  case ${COMP_WORDS[1]} in",
    ]
    for option in program.visibleOptions where option.takesValue {
      lines.append("    \(CompletionScript.names(option).joined(separator: " | ")))")
      lines.append("      ((COMP_CWORD == 2)) && \(reply(option.kind))")
      lines.append("      ;;")
    }
    lines += [
      "    help | -h | --help)",
      "      ((COMP_CWORD == 2)) && COMPREPLY=($(compgen -W \(CompletionScript.singleQuoted(commands.joined(separator: " "))) -- \"$cur\"))",
      "      ;;",
    ]
    for spec in program.commands { lines += command(spec) }
    lines += ["  esac", "}", "", "complete -F \(function) \(name)", ""]
    return lines.joined(separator: "\n")
  }

  private static func command(_ spec: CommandSpec) -> [String] {
    var lines = ["    \(spec.name))"]
    var groups: [(names: [String], reply: String)] = []
    for option in spec.visibleOptions where option.takesValue {
      let reply = reply(option.kind)
      if let index = groups.firstIndex(where: { $0.reply == reply }) {
        groups[index].names += CompletionScript.names(option)
      } else {
        groups.append((CompletionScript.names(option), reply))
      }
    }
    if !groups.isEmpty {
      lines.append("      case $prev in")
      for group in groups {
        lines.append("        \(group.names.joined(separator: " | ")))")
        if group.reply != ":" { lines.append("          \(group.reply)") }
        lines.append("          return")
        lines.append("          ;;")
      }
      lines.append("      esac")
    }
    let options = CompletionScript.singleQuoted(
      spec.visibleOptions.flatMap(CompletionScript.names).joined(separator: " "))
    let offerOptions = "COMPREPLY=($(compgen -W \(options) -- \"$cur\"))"
    if let argument = spec.arguments.first {
      lines.append("      if [[ $cur == -* ]]; then")
      lines.append("        \(offerOptions)")
      lines.append("      else")
      lines.append("        \(reply(argument.kind))")
      lines.append("      fi")
    } else {
      lines.append("      \(offerOptions)")
    }
    lines.append("      ;;")
    return lines
  }

  /// The command that fills `COMPREPLY` for a value of `kind` (nothing for free text).
  private static func reply(_ kind: ValueKind) -> String {
    switch kind {
    case .word(let words):
      "COMPREPLY=($(compgen -W \(CompletionScript.singleQuoted(words.joined(separator: " "))) -- \"$cur\"))"
    case .file: "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
    case .directory: "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\"))"
    case .text, .integer, .seconds, .name: ":"
    }
  }
}
