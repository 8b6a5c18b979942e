/// The completion scripts, made from the command table: `quire --completions SHELL` prints
/// one, and `completions/` holds them committed.
enum CompletionScript {
  /// The script for `shell`.
  static func text(for shell: CompletionShell, program: ProgramSpec) -> String {
    switch shell {
    case .bash: BashCompletion.script(program)
    case .zsh: ZshCompletion.script(program)
    case .fish: FishCompletion.script(program)
    }
  }

  /// The lines every script starts with (after zsh's `#compdef`), as comments.
  static func header(_ shell: CompletionShell, program: ProgramSpec, install: String) -> [String] {
    [
      "# \(shell.rawValue) completion for \(program.name)",
      "# Made from \(program.name)'s command table by \(program.name) --completions \(shell.rawValue); do not edit.",
      "# Install: \(install)",
    ]
  }

  /// `text` in single quotes for a POSIX shell: `'` becomes `'\''`.
  static func singleQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// The names of a command's options as typed: `-h --help`.
  static func names(_ option: OptionSpec) -> [String] {
    (option.short.map { ["-" + String($0)] } ?? []) + [option.longName]
  }
}
