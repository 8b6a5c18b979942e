import Quire
import QuireTestSupport
import Testing

@testable import QuireCLI

/// `quire form` in plain lines: each field asked in turn, from a terminal and from a pipe,
/// and end to end with no terminal at all.
@Suite struct FormPlainTests {
  static func prompt(_ input: ScriptedInput) -> (PlainPrompt<ScriptedInput>, Transcript) {
    let transcript = Transcript()
    let prompt = PlainPrompt(input: input, command: "quire form", timeout: nil, startedAt: .now) {
      transcript.text += $0
    }
    return (prompt, transcript)
  }

  static let question = FormQuestion(
    title: "Order",
    specs: [
      FormFieldSpec(key: "name", label: "Name", value: "", isRequired: true),
      FormFieldSpec(key: "size", label: "Size", value: "M", kind: .choice(["S", "M", "L"])),
      FormFieldSpec(key: "notes", label: "Notes", value: "", kind: .multiline),
      FormFieldSpec(key: "pin", label: "PIN", value: "", kind: .secret),
    ])

  @Test func fromATerminalARequiredFieldIsAskedAgain() {
    var (prompt, transcript) = Self.prompt(
      ScriptedInput(["\n", "Ada\n", "3\n", "line 1\n", ".\n", "1234\n"]))
    let outcome = prompt.askForm(Self.question, format: .json)
    #expect(outcome == .answer(#"{"name":"Ada","size":"L","notes":"line 1","pin":"1234"}"#))
    #expect(
      transcript.text.hasPrefix(
        "Order\nName (required)\nType the answer and press Enter. Ctrl-D cancels.\n> ! Required.\n"))
    #expect(
      transcript.text.contains(
        "Size\n  1. S\n  2. M\n  3. L\nCurrent value: M. Press Enter to keep it, or type another.\n"))
    #expect(prompt.input.wasHidden, "the PIN was typed unseen")
  }

  @Test func fromAPipeAMultiLineValueEndsAtADotAndTheNextFieldsKeepTheirLines() {
    var (prompt, _) = Self.prompt(
      ScriptedInput(["Ada\n\nfirst\nsecond\n.\n4711\nnot read\n"], isTerminal: false))
    let outcome = prompt.askForm(Self.question, format: .env)
    #expect(outcome == .answer("name='Ada'\nsize='M'\nnotes='first\nsecond'\npin='4711'"))
  }

  @Test func fromAPipeAChoiceThatIsNotAnOptionIsAnError() {
    var (prompt, _) = Self.prompt(ScriptedInput(["Ada\nXL\n.\n\n"], isTerminal: false))
    #expect(
      prompt.askForm(Self.question, format: .json)
        == .failed("the value for size is refused: Choose one of the options."))
  }

  @Test func fromATerminalAChoiceIsAskedAgainUntilItIsAnOption() {
    let question = FormQuestion(
      title: nil, specs: [FormFieldSpec(key: "size", label: "Size", value: "", kind: .choice(["S", "M"]))])
    var (prompt, transcript) = Self.prompt(ScriptedInput(["3\n", "r\n", "\n", "m\n"]))
    #expect(prompt.askForm(question, format: .json) == .answer(#"{"size":"M"}"#))
    #expect(transcript.text.components(separatedBy: "! Choose one of the options.\n").count == 4)
  }

  @Test func aValueThatIsNotUTF8IsRefusedForJSONAndKeptForTheShell() {
    let question = FormQuestion(title: nil, specs: [FormFieldSpec(key: "name", label: "Name", value: "")])
    var (json, _) = Self.prompt(ScriptedInput([], isTerminal: false))
    json.input.chunks = [[0x63, 0x61, 0x66, 0xE9, 0x0A]]
    #expect(
      json.askForm(question, format: .json)
        == .failed("the value for name is refused: Not UTF-8: JSON cannot hold it (--format env can)."))
    var (env, _) = Self.prompt(ScriptedInput([], isTerminal: false))
    env.input.chunks = [[0x63, 0x61, 0x66, 0xE9, 0x0A]]
    #expect(
      env.askForm(question, format: .env)
        == .answer("name='" + String(preservingBytes: [0x63, 0x61, 0x66, 0xE9]) + "'"))
  }

  @Test func fromAPipeAnEmptyRequiredFieldIsAnError() {
    var (prompt, _) = Self.prompt(ScriptedInput(["\nmore\n"], isTerminal: false))
    #expect(prompt.askForm(Self.question, format: .json) == .failed("no value for name, which is --required"))
  }

  @Test func theEndOfInputBeforeTheLastFieldIsNoAnswer() {
    var (prompt, _) = Self.prompt(ScriptedInput(["Ada\n"], isTerminal: false))
    #expect(prompt.askForm(Self.question, format: .json) == .inputEnded)
  }

  @Test func withNoTerminalTheFormAsksOnStandardErrorAndPrintsOnlyTheValues() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let run = try DetachedProcess.run(
      executable: executable,
      arguments: ["form", "--title", "Contact", "--field", "name:Name", "--field", "email:Email:a@b.c"],
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"], standardInput: Array("Ada\n\n".utf8))
    #expect(run.status == .exited(0))
    #expect(String(decoding: run.standardOutput, as: UTF8.self) == #"{"name":"Ada","email":"a@b.c"}"# + "\n")
    #expect(
      String(decoding: run.standardError, as: UTF8.self)
        == "Contact\nName\n> \nEmail\nCurrent value: a@b.c\nPress Enter to keep it, or type a new one.\n> \n")
  }

  @Test func aBadFieldExitsWithStatusTwoAndOneLine() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let run = try DetachedProcess.run(
      executable: executable, arguments: ["form", "--field", "a b:Name"],
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"])
    #expect(run.status == .exited(2))
    #expect(run.standardOutput.isEmpty)
    #expect(
      String(decoding: run.standardError, as: UTF8.self)
        == "quire form: --field 'a b:Name': the key 'a b' must be letters, digits and _, not starting with a digit\n"
    )
  }
}
