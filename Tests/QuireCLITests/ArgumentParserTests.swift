import QuireText
import Testing

@testable import QuireCLI

/// The parser's rules, on a table made for the test: short options and their groups,
/// repeated options, integers in a range, words, and positional arguments optional and
/// repeated.
@Suite struct ArgumentParserTests {
  /// A handler that keeps what the parser found.
  struct Found: CommandHandler {
    var arguments: ParsedArguments
    init(_ arguments: ParsedArguments) { self.arguments = arguments }
    func run(_ context: CommandContext) async -> QuireCLI.ExitStatus { .accepted }
  }

  static let verbose = OptionSpec.flag("verbose", short: "v", help: "say more")
  static let name = OptionSpec.value("name", short: "n", "NAME", help: "a name")
  static let field = OptionSpec.repeated("field", short: "f", "FIELD", help: "a field")
  static let count = OptionSpec.value("count", "N", .integer(1...10), help: "a count")
  static let sort = OptionSpec.value("sort", "ORDER", .word(["alpha", "recent"]), help: "an order")
  static let file = ArgumentSpec("FILE", .file, help: "a file")
  static let more = ArgumentSpec("MORE", isOptional: true, isRepeated: true, help: "more")

  static let program = ProgramSpec(
    name: "tool", summary: "a tool", discussion: [], options: [.help],
    commands: [
      CommandSpec(
        name: "demo", summary: "a demo", discussion: [], arguments: [file, more],
        options: [verbose, name, field, count, sort], exitStatuses: [], handler: Found.self)
    ],
    defaultCommand: "demo", exitStatuses: [], environment: [], examples: [])

  static func parse(_ arguments: [String]) -> Result<ParsedArguments, UsageError> {
    switch Command.parse(["demo"] + arguments, program: program) {
    case .success(.run(let handler)):
      guard let found = handler as? Found else { return .failure(UsageError(description: "not run")) }
      return .success(found.arguments)
    case .success(let other): return .failure(UsageError(description: "\(other)"))
    case .failure(let error): return .failure(error)
    }
  }

  @Test(arguments: [
    ["-v", "a.txt"], ["a.txt", "-v"], ["--verbose", "a.txt"], ["a.txt", "--verbose", "--verbose"],
  ])
  func flagAnywhere(arguments: [String]) throws {
    let found = try Self.parse(arguments).get()
    #expect(found.isSet(Self.verbose))
    #expect(found.texts(Self.file) == ["a.txt"])
  }

  @Test(arguments: [
    ["-n", "ada", "a.txt"], ["-nada", "a.txt"], ["--name", "ada", "a.txt"], ["--name=ada", "a.txt"],
    ["-vn", "ada", "a.txt"], ["-vnada", "a.txt"], ["--name", "bob", "a.txt", "--name=ada"],
  ])
  func valueSpelledAnyWay(arguments: [String]) throws {
    #expect(try Self.parse(arguments).get().text(Self.name) == "ada")
  }

  @Test func groupedShortFlagsSetEach() throws {
    let found = try Self.parse(["-vf", "x", "a.txt"]).get()
    #expect(found.isSet(Self.verbose))
    #expect(found.texts(Self.field) == ["x"])
  }

  @Test func repeatedOptionKeepsEveryValueInOrder() throws {
    let found = try Self.parse(["--field", "k:a", "a.txt", "-f", "k2:b", "--field=k3:c"]).get()
    #expect(found.texts(Self.field) == ["k:a", "k2:b", "k3:c"])
  }

  @Test func equalsKeepsTheRestOfTheArgument() throws {
    #expect(try Self.parse(["--name=a=b", "a.txt"]).get().text(Self.name) == "a=b")
    #expect(try Self.parse(["--name=", "a.txt"]).get().text(Self.name) == "")
  }

  @Test func positionalArgumentsFillInOrderAndTheLastTakesTheRest() throws {
    let found = try Self.parse(["a.txt", "b", "-v", "c", "--", "-d", "--name"]).get()
    #expect(found.texts(Self.file) == ["a.txt"])
    #expect(found.texts(Self.more) == ["b", "c", "-d", "--name"])
    #expect(found.isSet(Self.verbose))
    #expect(!found.isSet(Self.name))
  }

  @Test func integerAndWordValuesAreChecked() throws {
    let found = try Self.parse(["--count", "10", "--sort", "recent", "a.txt"]).get()
    #expect(found.integer(Self.count) == 10)
    #expect(found.text(Self.sort) == "recent")
  }

  @Test(arguments: [
    ([], "tool demo: missing FILE; see tool demo --help"),
    (["--count", "11", "a"], "tool demo: --count needs a whole number from 1 to 10, got '11'"),
    (["--count", "", "a"], "tool demo: --count needs a whole number from 1 to 10, got ''"),
    (
      ["--sort", "recnet", "a"],
      "tool demo: --sort needs alpha or recent, got 'recnet'; did you mean 'recent'?"
    ),
    (["--sort", "size", "a"], "tool demo: --sort needs alpha or recent, got 'size'"),
    (["-n"], "tool demo: --name needs a value (NAME)"),
    (["-vx", "a"], "tool demo: unknown option '-x'; see tool demo --help"),
    (["--verbos", "a"], "tool demo: unknown option '--verbos'; did you mean '--verbose'?"),
    (["--verbose=1", "a"], "tool demo: --verbose takes no value"),
    ([""], "tool demo: FILE needs the path of a file, got ''"),
  ])
  func rejected(arguments: [String], message: String) {
    #expect(Self.parse(arguments) == .failure(UsageError(description: message)))
  }

  @Test func programAloneRunsTheDefaultCommand() {
    #expect(
      Command.parse([], program: Self.program)
        == .failure(UsageError(description: "tool demo: missing FILE; see tool demo --help")))
  }

  @Test(arguments: [
    ("--titel", ["--title", "--timeout"], "--title"),
    ("--tilte", ["--title", "--timeout"], "--title"),
    ("--place", ["--title", "--placeholder"], "--placeholder"),
    ("--max-line", ["--max-lines", "--char-limit"], "--max-lines"),
    ("wirte", ["keys", "input", "write"], "write"),
  ])
  func suggestsTheClosestWord(typed: String, known: [String], suggestion: String) {
    #expect(Suggestion.closest(to: typed, in: known) == suggestion)
  }

  @Test(arguments: [("--x", ["--title", "--value"]), ("zzz", ["keys", "input"]), ("", ["keys"])])
  func suggestsNothingFarAway(typed: String, known: [String]) {
    #expect(Suggestion.closest(to: typed, in: known) == nil)
  }

  /// A path holding a character of the carrying range (U+10FE80…) is UTF-8: it is taken, as
  /// its plain string, so that the file opens by its own name; a byte that is not UTF-8 is
  /// still refused.
  @Test func aPathHoldingACharacterOfTheCarryingRangeIsTakenByItsUTF8Name() {
    let name = "note\u{10FE80}.txt"
    #expect(ValueKind.file.check(String(preservingBytes: Array(name.utf8))) == .success(.text(name)))
    guard
      case .success(.text(let taken)) = ValueKind.directory.check(String(preservingBytes: Array(name.utf8)))
    else {
      Issue.record("refused")
      return
    }
    #expect(Array(taken.utf8) == Array(name.utf8))
    guard case .failure = ValueKind.file.check(String(preservingBytes: [0x61, 0xE9])) else {
      Issue.record("a name that is not UTF-8 was taken")
      return
    }
  }
}
