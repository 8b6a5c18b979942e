import Quire
import QuireTestSupport
import Testing

@testable import QuireCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ContentReplay {
  /// `quire edit` on a file of a batch of payloads, a payload a paragraph; Esc leaves, and
  /// the file is left as it was (nothing was edited, so nothing is saved).
  func replayEdit(_ payloads: [HostilePayload]) async throws {
    for (index, batch) in HostilePayload.batches(payloads, count: 12, bytes: .max).enumerated() {
      let path = folder.file("edit\(index).txt")
      let bytes = batch.flatMap { $0.marked + [UInt8(0x0A)] }
      try TemporaryFolder.writeFile(bytes, to: path, mode: 0o644)
      let (terminal, before) = try start(["edit", "--autosave", "600", path], waitingFor: "Quit")
      await expectShown(batch, in: terminal)
      await end(terminal, with: .escape, status: .exited(0), before: before, payloads: batch)
      #expect(TemporaryFolder.read(path) == bytes, "the file is left as it was")
    }
  }

  /// `quire list` on a file of a batch of payloads' lines, a line an item, as text (a list
  /// file is UTF-8 without NUL: invalid bytes are U+FFFD here); Esc leaves, and the file is
  /// left as it was.
  func replayList(_ payloads: [HostilePayload]) async throws {
    for (index, batch) in HostilePayload.batches(payloads.flatMap(\.lines), count: 40, bytes: .max)
      .enumerated()
    {
      let path = folder.file("list\(index).txt")
      let bytes = batch.flatMap { Array($0.argument.utf8) + [UInt8(0x0A)] }
      try TemporaryFolder.writeFile(bytes, to: path, mode: 0o644)
      let (terminal, before) = try start(["list", path], waitingFor: batch[0].start)
      await expectShown(batch, in: terminal)
      await end(terminal, with: .escape, status: .exited(0), before: before, payloads: batch)
      #expect(TemporaryFolder.read(path) == bytes, "the file is left as it was")
    }
  }

  /// The notes app on a folder of a note for each of a batch of payloads' lines: the line its
  /// file's name (as text, since the app lists only names that are UTF-8; at most 200 bytes
  /// of it, `/` left out), its first line, or its tag (whose start is shown: a long tag is
  /// cut); the notes are left as they were.
  func replayNotes(_ payloads: [HostilePayload]) async throws {
    let lines = payloads.flatMap(\.lines).map { line in
      var line = line
      if carrier == .notesTitles {
        let text = String(decoding: line.bytes, as: UTF8.self).utf8.filter { $0 != 0x2F && $0 != 0 }
        line.bytes = Array(String(decoding: text.prefix(200), as: UTF8.self).utf8)
      }
      return line
    }.filter { !$0.bytes.isEmpty }
    for (index, batch) in HostilePayload.batches(lines, count: 12, bytes: .max).enumerated() {
      let notes = try makeFolder("notes\(index)")
      var written: [([UInt8], [UInt8])] = []
      for (number, line) in batch.enumerated() {
        let name = carrier == .notesTitles ? line.marked : Array("Note \(number)".utf8)
        var body = carrier == .notesFirstLines ? line.marked : Array("First line \(number)".utf8)
        body += Array("\nmore\n".utf8)
        if carrier == .notesTags {
          let header = try FrontMatter.read(bytes: body).get().settingTags([line.argument])
          body = (header?.inserted ?? []) + body
        }
        try Self.writeFile(named: name + Array(".md".utf8), in: notes, bytes: body)
        written.append((name, body))
      }
      let (terminal, before) = try start(["notes", notes], waitingFor: "\(batch.count) note")
      // A first line holding a NUL makes the note binary data, labelled rather than shown.
      let binary = carrier == .notesFirstLines ? batch.filter { $0.marked.contains(0) } : []
      let shown = carrier == .notesFirstLines ? batch.filter { !$0.marked.contains(0) } : batch
      await expectShown(shown, in: terminal, startsOnly: carrier == .notesTags)
      if !binary.isEmpty {
        let label = "binary data, not shown"
        await terminal.waitingUntil { $0.screen.text.ranges(of: label).count == binary.count }
        #expect(
          terminal.screen.text.ranges(of: label).count == binary.count,
          "\(carrier): each note whose first line holds a NUL is labelled binary")
      }
      await end(terminal, with: .ctrl("c"), status: .exited(0), before: before, payloads: batch)
      for (name, body) in written {
        let path = notes + "/" + String(decoding: name, as: UTF8.self) + ".md"
        if String(decoding: name, as: UTF8.self).utf8.elementsEqual(name) {
          #expect(TemporaryFolder.read(path) == body, "\(path) is left as it was")
        }
      }
    }
  }

  /// `quire keys` shown each payload pasted (without a paste end marker of its own), one
  /// after another; Ctrl-C quits.
  func replayKeysPastes(_ payloads: [HostilePayload]) async throws {
    let (terminal, before) = try KeysHarness.start(size: Self.size, extraEnvironment: environment)
    for payload in payloads.map(\.pastable) {
      terminal.press(.paste(payload.marked))
      await expectShown([payload], in: terminal, startsOnly: payload.marked.count > EventText.pasteLimit)
    }
    terminal.press(.ctrl("c"))
    #expect(await terminal.waitingForExit() == .exited(0))
    #expect(terminal.attributes() == before, "the terminal's settings are back")
    KeysHarness.expectModesGivenBack(terminal)
    expectClean(terminal, payloads: payloads)
  }

  /// Makes the folder `name` (and those it is in) inside the run's folder; returns its path.
  @discardableResult
  func makeFolder(_ name: String) throws -> String {
    var path = folder.path
    for part in name.split(separator: "/") {
      path += "/" + part
      guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw TestFailure("cannot make \(path)") }
    }
    return path
  }

  /// Writes `bytes` to a new file in `folder` whose name is the bytes `name` (which a
  /// `String` could not hold when they are not UTF-8).
  static func writeFile(named name: [UInt8], in folder: String, bytes: [UInt8]) throws {
    let path = Array(folder.utf8) + [0x2F] + name + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        characters.baseAddress.map { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) } ?? -1
      }
    }
    guard descriptor >= 0 else { throw TestFailure("cannot create \(String(decoding: name, as: UTF8.self))") }
    defer { close(descriptor) }
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
      throw TestFailure("cannot write \(String(decoding: name, as: UTF8.self))")
    }
  }
}
