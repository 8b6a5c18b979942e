import Quire

/// Reads a command's arguments against its row. A pure function of the row and the
/// arguments: no I/O, no environment.
///
/// Options and positional arguments may come in any order. A long option takes its value
/// after `=` or as the next argument; a short one right after its letter or as the next
/// argument, and flags' letters may be grouped (`-ab`). A value given as the next argument
/// may not start with `-` (but for `-` alone or a negative number): `--title --password`
/// is a forgotten value, and `--title=-x` says it on purpose. `--` ends the options.
struct CommandParser {
  /// The row the arguments are read against.
  let spec: CommandSpec
  /// The prefix of every error line (`quire input`).
  let errorPrefix: String

  init(spec: CommandSpec, programName: String) {
    self.spec = spec
    self.errorPrefix = programName + " " + spec.name
  }

  /// Whether `arguments` ask for the command's help: `-h` or `--help` anywhere before `--`.
  static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  /// The options and arguments `arguments` give, checked, or the first thing wrong with them.
  func parse(_ arguments: [String]) -> Result<ParsedArguments, UsageError> {
    var parsed = ParsedArguments(command: spec.name)
    var positionals: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !Self.looksLikeOption(argument) {
        positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument.hasPrefix("--") {
        if let error = parseLong(argument, arguments, &index, into: &parsed) { return .failure(error) }
      } else if let error = parseShort(argument, arguments, &index, into: &parsed) {
        return .failure(error)
      }
    }
    if let error = assign(positionals, into: &parsed) { return .failure(error) }
    return .success(parsed)
  }

  /// Whether `argument` is an option rather than a value: it starts with `-`, is not `-`
  /// alone, and is not a negative number.
  static func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument.count > 1 else { return false }
    let rest = argument.dropFirst()
    return !(rest.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") } && rest.contains { $0.isNumber })
  }

  private func parseLong(
    _ argument: String, _ arguments: [String], _ index: inout Int, into parsed: inout ParsedArguments
  ) -> UsageError? {
    let name: String
    var attached: String?
    if let equals = argument.firstIndex(of: "=") {
      name = String(argument[..<equals])
      attached = String(argument[argument.index(after: equals)...])
    } else {
      name = argument
    }
    guard let option = spec.option(named: name) else { return unknownOption(name) }
    guard option.takesValue else {
      if attached != nil { return UsageError(errorPrefix, "\(option.longName) takes no value") }
      parsed.add(option, nil)
      return nil
    }
    if attached == nil {
      switch nextValue(for: option, arguments, &index) {
      case .success(let value): attached = value
      case .failure(let error): return error
      }
    }
    return record(option, attached ?? "", into: &parsed)
  }

  private func parseShort(
    _ argument: String, _ arguments: [String], _ index: inout Int, into parsed: inout ParsedArguments
  ) -> UsageError? {
    let letters = Array(argument.dropFirst())
    for (position, letter) in letters.enumerated() {
      guard let option = spec.option(named: "-" + String(letter)) else {
        return unknownOption("-" + String(letter))
      }
      guard option.takesValue else {
        parsed.add(option, nil)
        continue
      }
      let rest = String(letters[(position + 1)...])
      if !rest.isEmpty { return record(option, rest, into: &parsed) }
      switch nextValue(for: option, arguments, &index) {
      case .success(let value): return record(option, value, into: &parsed)
      case .failure(let error): return error
      }
    }
    return nil
  }

  /// The argument at `index` as the value of `option`, moving past it.
  private func nextValue(
    for option: OptionSpec, _ arguments: [String], _ index: inout Int
  ) -> Result<String, UsageError> {
    guard index < arguments.count else {
      return .failure(UsageError(errorPrefix, "\(option.longName) needs a value (\(option.valueName))"))
    }
    let value = arguments[index]
    if Self.looksLikeOption(value) {
      let quoted = UsageError.quoted(value)
      return .failure(
        UsageError(
          errorPrefix,
          "\(option.longName) needs a value (\(option.valueName)), got \(quoted); "
            + "write \(option.longName)=\(Sanitiser.visibleText(value)) to give it as the value"))
    }
    index += 1
    return .success(value)
  }

  private func record(_ option: OptionSpec, _ text: String, into parsed: inout ParsedArguments) -> UsageError?
  {
    switch option.kind.check(text) {
    case .success(let value):
      parsed.add(option, value)
      return nil
    case .failure(let expectation):
      return UsageError(errorPrefix, Self.wrongValue(option.longName, text, expectation))
    }
  }

  /// Gives the positional arguments to the row's arguments in order; the last may take many.
  private func assign(_ positionals: [String], into parsed: inout ParsedArguments) -> UsageError? {
    var remaining = positionals[...]
    for argument in spec.arguments {
      let taken = argument.isRepeated ? remaining : remaining.prefix(1)
      if taken.isEmpty, !argument.isOptional {
        return UsageError(errorPrefix, "missing \(argument.name); see \(errorPrefix) --help")
      }
      for text in taken {
        switch argument.kind.check(text) {
        case .success(let value): parsed.add(argument, value)
        case .failure(let expectation):
          return UsageError(errorPrefix, Self.wrongValue(argument.name, text, expectation))
        }
      }
      remaining = remaining.dropFirst(taken.count)
    }
    if let extra = remaining.first {
      return UsageError(
        errorPrefix, "unexpected argument \(UsageError.quoted(extra)); see \(errorPrefix) --help")
    }
    return nil
  }

  private func unknownOption(_ name: String) -> UsageError {
    let known = spec.allOptions.filter { !$0.isHidden }.map(\.longName)
    let hint =
      Suggestion.closest(to: name, in: known).map { "did you mean '\($0)'?" } ?? "see \(errorPrefix) --help"
    return UsageError(errorPrefix, "unknown option \(UsageError.quoted(name)); \(hint)")
  }

  /// "--char-limit needs a whole number ≥ 1, got 'x'", with "did you mean" for a mistyped word.
  static func wrongValue(_ subject: String, _ text: String, _ expectation: ValueKind.Expectation) -> String {
    let line = "\(subject) needs \(expectation.words), got \(UsageError.quoted(text))"
    return expectation.suggestion.map { line + "; did you mean '\($0)'?" } ?? line
  }
}
