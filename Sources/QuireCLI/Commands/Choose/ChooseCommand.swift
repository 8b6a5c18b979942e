import Quire

/// The handler of `quire choose`: shows a list of values to choose from (the arguments, or
/// standard input's lines when there are none and it is a pipe or a file, and a history's
/// values) and prints the chosen
/// ones on standard output, a line each; or, with `--filter`, prints the options that match.
struct ChooseCommand: CommandHandler {
  /// What `quire choose` starts error lines with.
  static let name = "quire choose"
  static var answeringName: String? { name }

  var title: String? = nil
  /// The values given as arguments.
  var options: [String] = []
  /// The history the values are remembered in (`--history`).
  var history: String? = nil
  var selected: [String] = []
  var order: SelectionOrder = .given
  /// `--filter`: match and print, without asking.
  var filterQuery: String? = nil
  var matchMode: MatchMode = .fuzzy
  /// How many values may be chosen; `nil` for no limit.
  var limit: Int? = 1
  var height: Int = 10
  var allowsAdding: Bool = true
  var timeout: Duration? = nil
  /// Whether `--accessible` asks in plain lines.
  var isAccessible: Bool = false
}

extension ChooseCommand {
  init(_ arguments: ParsedArguments) throws(UsageError) {
    if arguments.isSet(.limit), arguments.isSet(.noLimit) {
      throw UsageError(Self.name, "--limit and --no-limit exclude each other; give one")
    }
    let orders: [String: SelectionOrder] = ["given": .given, "alpha": .alphabetical, "recent": .recent]
    let modes: [String: MatchMode] = ["fuzzy": .fuzzy, "prefix": .prefix, "substring": .substring]
    self.init(
      title: arguments.text(.title), options: arguments.texts(.choices), history: arguments.text(.history),
      selected: arguments.texts(.selected), order: arguments.text(.sort).flatMap { orders[$0] } ?? .given,
      filterQuery: arguments.text(.filter), matchMode: arguments.text(.match).flatMap { modes[$0] } ?? .fuzzy,
      limit: arguments.isSet(.noLimit) ? nil : arguments.integer(.limit) ?? 1,
      height: arguments.integer(.height) ?? 10, allowsAdding: !arguments.isSet(.noOther),
      timeout: arguments.seconds(.timeout), isAccessible: arguments.isSet(.accessible))
  }

  @MainActor
  func run(_ context: CommandContext) async -> ExitStatus {
    let start = ContinuousClock.now
    var store = history.map { ChooseHistory(name: $0, environment: context.environment) }
    let remembered = store?.load() ?? []
    if let query = filterQuery {
      return ChooseFilter(query: query, mode: matchMode).run(options: options, remembered: remembered)
    }
    let piped = ChooseOptions.standardInputBringsOptions(arguments: options)
    var values = options
    if piped {
      switch ChooseOptions.readLines(timeout: timeout, startedAt: start) {
      case .lines(let lines): values += lines
      case .ended(let outcome): return outcome.finish(command: Self.name)
      }
    }
    if values.isEmpty, remembered.isEmpty, !allowsAdding {
      StandardError.write("\(Self.name): nothing to choose from: no OPTION, no line on standard input\n")
      return .cancelled
    }
    let list = SelectionList(
      values: values, remembered: remembered, selected: selected, order: order, limit: limit,
      allowsAdding: allowsAdding, matchMode: matchMode)
    let ending = await PromptMode.ask(accessible: isAccessible, environment: context.environment) {
      askPlain(list, answersFromTerminal: piped, startedAt: start)
    } inline: {
      await askInline(list, context, startedAt: start)
    }
    store?.record(ending.result, chosen: ending.outcome.isAnswer)
    return ending.outcome.finish(command: Self.name)
  }

  /// Asks inline with a `SelectionPrompt` on `/dev/tty`: the title, the filter, at most
  /// `--height` rows, the keys; the values chosen are the answer, a line each.
  @MainActor
  func askInline(
    _ list: SelectionList, _ context: CommandContext, startedAt start: ContinuousClock.Instant
  ) async -> ChooseEnding {
    let prompt = SelectionPrompt(title: title, list: list, maximumRows: height)
    let ending = await InlinePrompt.run(environment: context.environment, timeout: timeout, startedAt: start)
    {
      prompt
    }
    let result = prompt.list.result
    switch ending {
    case .finished(let chosen?):
      return ChooseEnding(outcome: .answer(chosen.chosen.joined(separator: "\n")), result: chosen)
    case .finished(nil):
      return ChooseEnding(outcome: .cancelled, result: result)
    case .ended(let outcome):
      return ChooseEnding(outcome: outcome, result: result)
    }
  }

  /// Asks in plain lines: the values numbered on standard error, the answer read from
  /// standard input, or from the terminal when standard input brought the options (then,
  /// without a terminal, there is nowhere to read it from).
  @MainActor
  func askPlain(
    _ list: SelectionList, answersFromTerminal: Bool, startedAt start: ContinuousClock.Instant
  ) -> ChooseEnding {
    var input = StandardInput()
    if answersFromTerminal {
      guard let terminal = ChooseOptions.openTerminalForReading() else {
        let reason = "no terminal to read the answer from (standard input brought the options)"
        return ChooseEnding(outcome: .failed(reason), result: list.result)
      }
      input = StandardInput(descriptor: terminal)
    }
    var prompt = PlainPrompt.standard(command: Self.name, timeout: timeout, startedAt: start, input: input)
    return prompt.askChoice(list, title: title)
  }
}

/// How `quire choose` ended: the outcome to report, and the list's changes to remember.
struct ChooseEnding {
  var outcome: PromptOutcome
  var result: SelectionResult
}

extension PromptOutcome {
  /// Whether it is an answer.
  var isAnswer: Bool {
    if case .answer = self { return true }
    return false
  }
}
