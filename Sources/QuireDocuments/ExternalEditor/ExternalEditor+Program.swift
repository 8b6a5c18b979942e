extension ExternalEditor {
  /// Whether the editor's command plainly names a program that is not there: its first word,
  /// once quotes are taken off, is a path that is not an executable file, or a name found in
  /// no folder of `$PATH`. A first word the shell would expand or treat specially (`$`, a
  /// backquote, a leading `~`, an assignment, a redirection, a shell built-in) is left for the
  /// shell to judge, so this never refuses a command the shell would run.
  public var isMissing: Bool {
    guard let command, let program = Self.programWord(of: command) else { return false }
    if program.contains("/") { return !ChildProgram.isExecutable(program) }
    if Self.shellWords.contains(program) { return false }
    return executable(named: program) == nil
  }

  /// The words `/bin/sh` runs without looking for a program, which no `$PATH` lookup finds.
  static let shellWords: Set<String> = [
    ".", ":", "alias", "bg", "break", "builtin", "case", "cd", "command", "continue", "eval",
    "exec", "exit", "export", "false", "fc", "fg", "for", "getopts", "hash", "if", "jobs",
    "kill", "local", "printf", "pwd", "read", "readonly", "return", "set", "shift", "test",
    "times", "trap", "true", "type", "ulimit", "umask", "unalias", "unset", "until", "wait",
    "while", "echo", "[", "{", "!", "time",
  ]

  /// The first word of `command` with its quotes removed (single quotes, double quotes,
  /// backslashes), or `nil` when the shell could make something else of it: an expansion, a
  /// pattern, an assignment or an operator in it, or a leading `~`.
  static func programWord(of command: String) -> String? {
    var word = ""
    var quote: Character?
    var escaped = false
    var started = false
    for character in command {
      if escaped {
        word.append(character)
        escaped = false
        continue
      }
      switch quote {
      case "'":
        if character == "'" { quote = nil } else { word.append(character) }
        continue
      case "\"":
        if character == "\"" {
          quote = nil
        } else if "$`\\".contains(character) {
          return nil
        } else {
          word.append(character)
        }
        continue
      default:
        break
      }
      if character.isWhitespace {
        if started { break }
        continue
      }
      started = true
      switch character {
      case "'", "\"": quote = character
      case "\\": escaped = true
      case "$", "`", "=", "*", "?", "[", "(", ")", ";", "&", "|", "<", ">":
        return nil
      case "~" where word.isEmpty, "#" where word.isEmpty: return nil
      default: word.append(character)
      }
    }
    guard quote == nil, !escaped, !word.isEmpty else { return nil }
    return word
  }
}
