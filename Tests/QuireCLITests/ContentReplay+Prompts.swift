import Quire
import QuireTestSupport
import Testing

extension ContentReplay {
  /// Every payload through the carrier.
  func replay() async throws {
    let all = HostilePayload.all
    switch carrier {
    case .inputValue, .inputTitle, .confirmPrompt, .dateTitle: try await replayOnOneRow(all)
    case .inputPaste: try await replayPastes(all, into: ["input", "--title", "Pasted"], waitingFor: "Pasted")
    case .inputTyped:
      try await typeEach(
        all, into: ["input", "--title", "Typed"], waitingFor: "Typed",
        statuses: [.exited(0), .exited(1), .exited(130)])
    case .writePiped: try await replayWrite(all)
    case .chooseArguments, .choosePiped, .chooseHistory: try await replayChoose(all)
    case .formLabels, .formValues: try await replayForm(all)
    case .editFile: try await replayEdit(all)
    case .listLines: try await replayList(all)
    case .notesTitles, .notesFirstLines, .notesTags: try await replayNotes(all)
    case .keysTyped:
      try await typeEach(
        all, into: ["keys"], waitingFor: KeysHarness.header,
        startedBy: {
          try KeysHarness.start(size: Self.size, extraEnvironment: self.environment, echoes: false)
        },
        statuses: [.exited(0)])
    case .keysPaste: try await replayKeysPastes(all)
    }
  }

  /// `input --value`, `input --title`, `confirm PROMPT` and `date --title`: the payloads of a batch, one
  /// after another, as the one argument; Esc cancels.
  func replayOnOneRow(_ payloads: [HostilePayload]) async throws {
    for batch in HostilePayload.batches(payloads, count: 64, bytes: Self.rowBytes) {
      let text = batch.map(\.argument).joined()
      let arguments: [String]
      switch carrier {
      case .inputValue: arguments = ["input", "--title", "Value", "--value", text]
      case .inputTitle: arguments = ["input", "--title", text, "--placeholder", "Title"]
      case .dateTitle: arguments = ["date", "--title", text]
      default: arguments = ["confirm", "--affirmative", "Agree", text]
      }
      let (terminal, before) = try start(
        arguments, waitingFor: Self.shownFirst[carrier] ?? "Agree")
      await expectShown(batch, in: terminal)
      await end(terminal, with: .escape, status: .exited(1), before: before, payloads: batch)
      #expect(terminal.standardOutput.isEmpty)
    }
  }

  /// What each one-row carrier shows once it is drawn.
  static let shownFirst: [ContentCarrier: String] = [
    .inputTitle: "Title", .inputValue: "Value", .dateTitle: "> type a date",
  ]

  /// Each payload pasted (without a paste end marker of its own) into one program, shown, then
  /// emptied with Ctrl-U; Esc cancels at the end.
  func replayPastes(_ payloads: [HostilePayload], into arguments: [String], waitingFor shown: String)
    async throws
  {
    let (terminal, before) = try start(arguments, waitingFor: shown)
    for payload in payloads.map(\.pastable) {
      terminal.press(.paste(payload.marked))
      await expectShown([payload], in: terminal)
      terminal.press(.ctrl("u"))
      #expect(await terminal.waitingUntil { !$0.screen.text.contains(payload.start) }, "\(payload) emptied")
    }
    await end(terminal, with: .escape, status: .exited(1), before: before, payloads: payloads)
    #expect(terminal.standardOutput.isEmpty)
  }

  /// `quire write` with batches of payloads piped, a payload a paragraph, as many as its
  /// 10 rows show; Esc cancels.
  func replayWrite(_ payloads: [HostilePayload]) async throws {
    for batch in HostilePayload.batches(payloads, count: 12, bytes: .max, lines: 9) {
      let text = batch.flatMap { $0.marked + [UInt8(0x0A)] }
      let (terminal, before) = try start(
        ["write", "--title", "Piped"], waitingFor: "Piped", standardInput: text)
      await expectShown(batch, in: terminal)
      await end(terminal, with: .escape, status: .exited(1), before: before, payloads: batch)
    }
  }

  /// `quire choose` with batches of payloads as its options: as arguments, piped a line each,
  /// or remembered in its history; Esc cancels.
  func replayChoose(_ payloads: [HostilePayload]) async throws {
    let items = carrier == .choosePiped ? payloads.flatMap(\.lines) : payloads
    for (index, batch) in HostilePayload.batches(items, count: 40, bytes: .max).enumerated() {
      var arguments = ["choose", "--title", "Choose", "--height", "50"]
      var input: [UInt8]?
      switch carrier {
      case .choosePiped: input = batch.flatMap { $0.marked + [UInt8(0x0A)] }
      case .chooseHistory:
        let name = "hostile\(index)"
        let store = try HistoryStore(name: name, folder: folder.file("state/quire/history"))
        try makeFolder("state/quire/history")
        for payload in batch { try store.record(payload.argument) }
        arguments += ["--history", name]
      default: arguments += batch.map(\.argument)
      }
      let (terminal, before) = try start(arguments, waitingFor: "Choose", standardInput: input)
      await expectShown(batch, in: terminal)
      await end(terminal, with: .escape, status: .exited(1), before: before, payloads: batch)
    }
  }

  /// `quire form` with a field for each payload of a batch: the payload its label (whose start
  /// is shown: a long label is cut), or its value; Esc cancels.
  func replayForm(_ payloads: [HostilePayload]) async throws {
    for batch in HostilePayload.batches(payloads, count: 12, bytes: Self.rowBytes * 2) {
      var arguments = ["form", "--title", "Fields"]
      for (index, payload) in batch.enumerated() {
        let text = Self.escapedForForm(payload.argument)
        arguments += [
          "--field", carrier == .formLabels ? "f\(index):\(text)" : "f\(index):Field \(index):\(text)",
        ]
      }
      let (terminal, before) = try start(arguments, waitingFor: "Fields")
      await expectShown(batch, in: terminal, startsOnly: carrier == .formLabels)
      await end(terminal, with: .escape, status: .exited(1), before: before, payloads: batch)
    }
  }

  /// `text` as `--field` takes a label or a value: `\` and `:` escaped.
  static func escapedForForm(_ text: String) -> String {
    var result = ""
    for character in text {
      if character == "\\" || character == ":" { result.append("\\") }
      result.append(character)
    }
    return result
  }
}
