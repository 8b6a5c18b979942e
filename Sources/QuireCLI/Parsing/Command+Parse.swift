extension Command {
  /// Parses the arguments after the program name against `program`, the command table. A
  /// pure function of its inputs.
  ///
  /// `-h`/`--help` anywhere before `--` in a command's arguments shows that command's help,
  /// even when other arguments are wrong. Errors name the argument at fault and suggest the
  /// closest known option or command.
  static func parse(_ arguments: [String], program: ProgramSpec = CommandTable.program) -> Result<
    Command, UsageError
  > {
    guard let first = arguments.first else {
      guard let name = program.defaultCommand, let spec = program.command(named: name) else {
        return .success(.help(nil))
      }
      return run(spec, [], program: program)
    }
    let rest = Array(arguments.dropFirst())
    if let spec = program.command(named: first) {
      return run(spec, rest, program: program)
    }
    switch first {
    case "-h", "--help", "help":
      return help(topic: rest, after: first, program: program)
    case "--version":
      return noMore(rest, after: first, program: program).map { Command.version }
    case "--man-page":
      return noMore(rest, after: first, program: program).map { Command.manPage }
    default:
      break
    }
    if first == "--completions" || first.hasPrefix("--completions=") {
      return completions(first, rest, program: program)
    }
    if first.hasPrefix("-") {
      let names = program.visibleOptions.map(\.longName) + ["help"]
      return .failure(
        unknown("option", first.split(separator: "=").first.map(String.init) ?? first, names, program))
    }
    return .failure(unknown("command", first, program.commands.map(\.name), program))
  }

  private static func run(_ spec: CommandSpec, _ arguments: [String], program: ProgramSpec) -> Result<
    Command, UsageError
  > {
    if CommandParser.asksForHelp(arguments) { return .success(.help(spec.name)) }
    let parser = CommandParser(spec: spec, programName: program.name)
    return parser.parse(arguments).flatMap { parsed in
      do throws(UsageError) {
        return .success(.run(try spec.handler.init(parsed)))
      } catch {
        return .failure(error)
      }
    }
  }

  /// `quire --help`, `quire help`, `quire help COMMAND`, `quire --help COMMAND`.
  private static func help(topic: [String], after word: String, program: ProgramSpec) -> Result<
    Command, UsageError
  > {
    guard let name = topic.first else { return .success(.help(nil)) }
    guard program.command(named: name) != nil else {
      return .failure(unknown("command", name, program.commands.map(\.name), program))
    }
    return noMore(Array(topic.dropFirst()), after: name, program: program).map { Command.help(name) }
  }

  private static func completions(_ first: String, _ rest: [String], program: ProgramSpec) -> Result<
    Command, UsageError
  > {
    var rest = rest[...]
    let value: String
    if let equals = first.firstIndex(of: "=") {
      value = String(first[first.index(after: equals)...])
    } else if let next = rest.popFirst() {
      value = next
    } else {
      return .failure(UsageError(program.name, "--completions needs a value (SHELL): bash, zsh or fish"))
    }
    guard let shell = CompletionShell(rawValue: value) else {
      let kind = ValueKind.word(CompletionShell.allCases.map(\.rawValue))
      let expectation: ValueKind.Expectation
      switch kind.check(value) {
      case .failure(let found): expectation = found
      case .success: expectation = kind.expectation
      }
      return .failure(UsageError(program.name, CommandParser.wrongValue("--completions", value, expectation)))
    }
    return noMore(Array(rest), after: "--completions", program: program).map { Command.completions(shell) }
  }

  private static func noMore(_ rest: [String], after word: String, program: ProgramSpec) -> Result<
    Void, UsageError
  > {
    guard let extra = rest.first else { return .success(()) }
    return .failure(
      UsageError(
        program.name,
        "unexpected argument \(UsageError.quoted(extra)) after \(word); see \(program.name) --help"))
  }

  private static func unknown(_ what: String, _ word: String, _ known: [String], _ program: ProgramSpec)
    -> UsageError
  {
    let hint =
      Suggestion.closest(to: word, in: known).map { "did you mean '\($0)'?" } ?? "see \(program.name) --help"
    return UsageError(program.name, "unknown \(what) \(UsageError.quoted(word)); \(hint)")
  }
}
