import Quire
import QuireTestSupport
import Testing

/// `quire form` drawn inline in a pseudo-terminal, as a script uses it: the values alone on
/// standard output, as JSON in the fields' order or as shell assignments `sh` can `eval`, the
/// form erased, the terminal as it was.
@Suite(.serialized) struct FormInlineTests {
  static let contact = ["form", "--title", "Contact", "--field", "name:Name", "--field", "email:Email"]

  @Test func twoFieldsFilledPrintJSONInTheirOrder() throws {
    let (terminal, before) = try PromptHarness.start(Self.contact, waitingFor: "Email")
    #expect(terminal.screen.text.contains(" Contact\n › Name\n   Email\n"))
    #expect(terminal.screen.text.contains("tab next  ⇧tab back  ^S submit  esc cancel"))
    terminal.type("Ada \"the first\"", then: .tab)
    try terminal.expectScreen(.showing(" › Email"))
    terminal.type("ada@example.com", then: .enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(
      PromptHarness.output(terminal) == #"{"name":"Ada \"the first\"","email":"ada@example.com"}"# + "\n")
    #expect(!terminal.screen.text.contains("Contact"), "erased: \(terminal.screen.text)")
  }

  @Test func theEnvFormatIsReadByEvalInSh() throws {
    let (terminal, before) = try PromptHarness.start(
      Self.contact + ["--format", "env", "--field", "notes:Notes:first line", "--multiline", "notes"],
      waitingFor: "Notes")
    terminal.type("it's $HOME `x` \\ \"q\"", then: .tab)
    terminal.type("a@b.c", then: .tab)
    try terminal.expectScreen(.showing("⏎ edit"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("^S done"))
    terminal.press(.enter, .text("'second' line"), .ctrl("s"))
    #expect(
      terminal.waitUntil { $0.screen.text.contains("⏎ edit") && $0.screen.text.contains("first line…") })
    terminal.press(.ctrl("s"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    let output = PromptHarness.output(terminal)
    #expect(
      output == """
        name='it'\\''s $HOME `x` \\ "q"'
        email='a@b.c'
        notes='first line
        '\\''second'\\'' line'

        """)
    let shell = try DetachedProcess.run(
      executable: "/bin/sh",
      arguments: ["-c", #"eval "$1"; printf '%s|%s|%s' "$name" "$email" "$notes""#, "sh", output],
      environment: ["PATH": "/usr/bin:/bin", "HOME": "/home/nobody"])
    #expect(shell.status == .exited(0))
    #expect(
      String(decoding: shell.standardOutput, as: UTF8.self)
        == "it's $HOME `x` \\ \"q\"|a@b.c|first line\n'second' line")
  }

  @Test func aRequiredFieldBlocksSubmitUntilFilled() throws {
    let (terminal, before) = try PromptHarness.start(
      Self.contact + ["--required", "name"], waitingFor: "Email")
    terminal.press(.ctrl("s"))
    try terminal.expectScreen(.showing("! Required."))
    terminal.type("Ada", then: .ctrl("s"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == #"{"name":"Ada","email":""}"# + "\n")
  }

  @Test func aSecretIsMaskedOnScreen() throws {
    let (terminal, before) = try PromptHarness.start(
      ["form", "--field", "pin:PIN", "--secret", "pin"], waitingFor: "PIN")
    terminal.type("4711")
    try terminal.expectScreen(.showing("••••"))
    #expect(!terminal.screen.text.contains("4711"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == #"{"pin":"4711"}"# + "\n")
  }

  @Test func aChoiceIsMadeInTheInlineList() throws {
    let (terminal, before) = try PromptHarness.start(
      ["form", "--field", "name:Name:Ada", "--field", "size:Size:M", "--choices", #"size:S,M,L\,XL"#],
      waitingFor: "Size")
    terminal.press(.tab, .enter)
    #expect(
      terminal.waitUntil { $0.screen.text.contains("Type to filter") && $0.screen.text.contains("› ✓ M") })
    terminal.press(.down, .enter)
    try terminal.expectScreen(.showing(" › Size   L,XL"))
    terminal.press(.ctrl("s"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == #"{"name":"Ada","size":"L,XL"}"# + "\n")
  }

  @Test func aChoiceIsOneOfItsOptionsOnly() throws {
    let (terminal, before) = try PromptHarness.start(
      ["form", "--field", "a:A:x", "--field", "b:B", "--choices", "b:x,y"], waitingFor: "B")
    terminal.type("\t\r")
    #expect(terminal.waitUntil { $0.screen.text.contains("Type to filter") })
    #expect(!terminal.screen.text.contains("Other…"), "\(terminal.screen.text)")
    terminal.type("zz")
    #expect(terminal.waitUntil { $0.screen.text.contains("0 of 2") }, "\(terminal.screen.text)")
    #expect(!terminal.screen.text.contains("Add"), "no new value is offered: \(terminal.screen.text)")
    terminal.type("\r\u{1B}")
    #expect(terminal.waitUntil { $0.screen.text.contains("Type to filter") }, "Esc empties the filter")
    terminal.type("\u{1B}")
    #expect(terminal.waitUntil { $0.screen.text.contains("^S submit") }, "\(terminal.screen.text)")
    terminal.type("\u{13}")
    #expect(
      terminal.waitUntil { $0.screen.text.contains("Choose one of the options.") }, "\(terminal.screen.text)")
    terminal.type("\u{1B}")
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func inPlainLinesAChoiceIsAskedAgainUntilItIsAnOption() throws {
    let terminal = try PlainPromptTerminalTests.start([
      "form", "--accessible", "--field", "b:B", "--choices", "b:x,y",
    ])
    PlainPromptTerminalTests.expectShown("  2. y\n", in: terminal)
    terminal.type("3\rr\r\r2\r")
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == #"{"b":"y"}"# + "\n")
    let error = String(decoding: terminal.standardError, as: UTF8.self)
    #expect(error.components(separatedBy: "! Choose one of the options.").count == 4, "\(error)")
  }

  @Test func escapeCancelsWithStatusOneAndPrintsNothing() throws {
    let (terminal, before) = try PromptHarness.start(Self.contact, waitingFor: "Email")
    terminal.type("Ada")
    try terminal.expectScreen(.showing("Ada"))
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func controlCQuitsWithStatus130() throws {
    let (terminal, before) = try PromptHarness.start(Self.contact, waitingFor: "Email")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(130), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func timeoutEndsWithStatus124AndSaysSo() throws {
    let (terminal, before) = try PromptHarness.start(
      Self.contact + ["--timeout", "0.5"], waitingFor: "Email")
    PromptHarness.expectEnded(terminal, with: .exited(124), before: before)
    #expect(String(decoding: terminal.standardError, as: UTF8.self).contains("--timeout"))
    #expect(terminal.standardOutput.isEmpty)
  }
}
