import Foundation
import Quire
import QuireTestSupport
import Testing

/// A large bracketed paste whose end never comes, end to end in a pseudo-terminal: the paste
/// opener and megabytes of text written by a thread of their own while the test reads the
/// screen, then nothing; then keys. The decoder holds the paste (it is under the 64 MiB cap)
/// until the paste timeout passes after its last byte, then delivers it whole as one paste
/// (DECISIONS 20); the keys after it are keys. What a user sees: the end of the paste shown,
/// the keys working, the answer printed or the file saved whole, byte for byte, the terminal
/// given back; and the program's memory stays a small multiple of the paste.
///
/// The sizes are what a debug build handles in about ten seconds (a one-line field walks its
/// whole text for each frame, so `quire input` gets 512 KiB, `quire edit` 8 MiB):
/// `QUIRE_PASTE_BYTES` sets another (50000000 for the 50 MB the reliability list names).
@Suite(.serialized) struct UnterminatedPasteTests {
  /// The end of the pasted text, which the screen shows once the paste arrived.
  static let endMarker = "END-OF-PASTE"

  /// The size asked for by `QUIRE_PASTE_BYTES`, else `standard`.
  static func size(standard: Int) -> Int {
    ProcessInfo.processInfo.environment["QUIRE_PASTE_BYTES"].flatMap { Int($0) } ?? standard
  }

  /// About `bytes` of text: numbered lines of 80 bytes, so a piece lost, doubled or moved
  /// shows, then the end marker.
  static func text(bytes: Int) -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(bytes + 100)
    var number = 0
    while text.count + 80 <= bytes {
      let label = String(number)
      text += Array((String(repeating: "0", count: 9 - label.count) + label + " ").utf8)
      text += Array(
        "pasted text that never ends with the paste's closing sequence, on and on.\n".utf8.prefix(70))
      text.append(0x0A)
      number += 1
    }
    return text + Array(endMarker.utf8)
  }

  /// The most memory a program may hold for a paste of `bytes`: a few copies of it (the
  /// decoder's, the event's text, the document and its undo step, the answer printed) and
  /// what it holds anyway. (A field that kept a record of each cluster it shows held about
  /// 80 times the paste.)
  static func memoryBound(forPasteOf bytes: Int) -> Int { 10 * bytes + (40 << 20) }

  /// Writes the paste opener and `text` from a thread of its own, waits (reading the screen)
  /// until `shown` appears or `timeout` passes, and returns the writer, done.
  static func paste(
    _ text: [UInt8], into terminal: PseudoTerminal, until shown: String, timeout: Duration
  ) async -> BackgroundWriter {
    let writer = BackgroundWriter(descriptor: terminal.master, bytes: Array("\u{1B}[200~".utf8) + text)
    let start = ContinuousClock.now
    let appeared = await terminal.waitingUntil(timeout: timeout) { $0.screen.text.contains(shown) }
    print("a paste of \(text.count) bytes written and shown after \(ContinuousClock.now - start)")
    #expect(appeared, "the end of the paste shown; got \(terminal.screen.text)")
    #expect(writer.failure == nil && writer.written == writer.count, "the paste written whole")
    writer.stop()
    return writer
  }

  @Test func anUnterminatedPasteIntoQuireInputArrivesWholeAndTheKeysAfterItWork() async throws {
    let text = Self.text(bytes: Self.size(standard: 512 << 10))
    let (terminal, before) = try PromptHarness.start(["input", "--title", "Paste"], waitingFor: "Paste")
    _ = await Self.paste(text, into: terminal, until: Self.endMarker, timeout: .seconds(120))
    terminal.type("!")
    #expect(
      await terminal.waitingUntil(timeout: .seconds(60)) { $0.screen.text.contains(Self.endMarker + "!") })
    let peak = ProcessMemory.peakResident(of: terminal.processID)
    terminal.press(.enter)
    await terminal.waitingUntil(timeout: .seconds(60)) { $0.exitStatus != nil }
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    let answer = text.map { $0 == 0x0A ? 0x20 : $0 } + Array("!\n".utf8)
    #expect(terminal.standardOutput.count == answer.count)
    #expect(
      terminal.standardOutput == answer, "the answer is the paste, its line breaks as spaces, and the key")
    if let peak {
      print("quire input: at most \(peak >> 20) MiB resident for a paste of \(text.count >> 10) KiB")
      #expect(peak <= Self.memoryBound(forPasteOf: text.count), "\(peak >> 20) MiB")
    }
  }

  @Test func anUnterminatedPasteIntoQuireEditIsSavedWholeWithTheKeysAfterIt() async throws {
    let text = Self.text(bytes: Self.size(standard: 8 << 20))
    let harness = try EditHarness(contents: Array("kept\n".utf8))
    _ = await Self.paste(text, into: harness.terminal, until: Self.endMarker + "kept", timeout: .seconds(120))
    harness.terminal.type("!")
    #expect(
      await harness.terminal.waitingUntil(timeout: .seconds(60)) {
        $0.screen.text.contains(Self.endMarker + "!kept")
      })
    let peak = ProcessMemory.peakResident(of: harness.terminal.processID)
    harness.terminal.press(.escape)
    await harness.terminal.waitingUntil(timeout: .seconds(60)) { $0.exitStatus != nil }
    harness.expectEnded(with: .exited(0))
    let saved = harness.onDisk
    #expect(saved.count == text.count + 6)
    #expect(saved == text + Array("!kept\n".utf8), "saved whole: the paste, the key, the text after it")
    if let peak {
      print("quire edit: at most \(peak >> 20) MiB resident for a paste of \(text.count >> 10) KiB")
      #expect(peak <= Self.memoryBound(forPasteOf: text.count), "\(peak >> 20) MiB")
    }
  }
}
