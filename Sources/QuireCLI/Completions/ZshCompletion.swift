/// The zsh completion script, through `_arguments`: commands with their summaries, then
/// each command's options with their help, the words their values take, and files or
/// folders where a path is expected.
enum ZshCompletion {
  static func script(_ program: ProgramSpec) -> String {
    let name = program.name
    var lines = ["#compdef \(name)"]
    lines += CompletionScript.header(
      .zsh, program: program, install: "\(name) --completions zsh > ~/.zfunc/_\(name) (a folder in $fpath)")
    lines += [
      "", "_\(name)() {", "  local curcontext=$curcontext state line", "  typeset -A opt_args",
      "  _arguments -C \\",
    ]
    for option in program.visibleOptions { lines.append("    \(spec(option, exclusive: true)) \\") }
    lines += [
      "    '1:command:->command' \\",
      "    '*::argument:->argument' && return",
      "  case $state in",
      "    command)",
      "      local -a commands=(",
    ]
    for command in program.commands {
      lines.append("        " + CompletionScript.singleQuoted(command.name + ":" + command.summary))
    }
    lines += [
      "      )",
      "      _describe -t commands \(CompletionScript.singleQuoted(name + " command")) commands",
      "      ;;",
      "    argument)",
      "      curcontext=${curcontext%:*:*}:\(name)-$words[1]:",
      "      case $words[1] in",
    ]
    for command in program.commands {
      lines.append("        \(command.name))")
      lines.append("          _arguments \\")
      var specs = command.visibleOptions.map { spec($0, exclusive: $0 == .help) }
      for (index, argument) in command.arguments.enumerated() {
        let position = argument.isRepeated ? "*" : String(index + 1)
        let optional = argument.isOptional && !argument.isRepeated ? ":" : ""
        specs.append(
          CompletionScript.singleQuoted("\(position):\(optional)\(argument.name):\(action(argument.kind))"))
      }
      for (index, spec) in specs.enumerated() {
        lines.append("            " + spec + (index == specs.count - 1 ? "" : " \\"))
      }
      lines.append("          ;;")
    }
    lines += ["      esac", "      ;;", "  esac", "}", "", "_\(name) \"$@\"", ""]
    return lines.joined(separator: "\n")
  }

  /// One `_arguments` spec: `'--title=[the question]:TEXT: '`; an `exclusive` option (help,
  /// version) excludes everything else.
  private static func spec(_ option: OptionSpec, exclusive: Bool) -> String {
    let names = CompletionScript.names(option)
    let exclusion = exclusive ? "(- *)" : names.count > 1 ? "(" + names.joined(separator: " ") + ")" : ""
    let repeated = option.arity == .repeated ? "*" : ""
    let help = "[" + option.help.replacing("[", with: "\\[").replacing("]", with: "\\]") + "]"
    let value = option.takesValue ? ":" + option.valueName + ":" + action(option.kind) : ""
    let spelled = names.map { name in
      guard option.takesValue else { return name }
      return name.hasPrefix("--") ? name + "=" : name + "+"
    }
    if spelled.count == 1 {
      return CompletionScript.singleQuoted(exclusion + repeated + spelled[0] + help + value)
    }
    let prefix =
      exclusion.isEmpty && repeated.isEmpty ? "" : CompletionScript.singleQuoted(exclusion + repeated)
    return prefix + "{" + spelled.joined(separator: ",") + "}" + CompletionScript.singleQuoted(help + value)
  }

  /// What zsh offers for a value of `kind`: the words, files, folders, or nothing.
  private static func action(_ kind: ValueKind) -> String {
    switch kind {
    case .word(let words): "(" + words.joined(separator: " ") + ")"
    case .file: "_files"
    case .directory: "_files -/"
    case .text, .integer, .seconds, .name: " "
    }
  }
}
