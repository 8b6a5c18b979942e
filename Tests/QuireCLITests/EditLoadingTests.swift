import Foundation
import Quire
import QuireTestSupport
import Testing

/// `quire edit` on a file large enough that it is still loading when the first keys come:
/// every key typed lands, in order, once the text is there.
@Suite(.serialized) struct EditLoadingTests {
  /// 4 MiB of numbered lines, made of one 1 MiB block repeated: long enough to load that
  /// keys sent as the first screen shows come before the text is all there (a debug build's
  /// tree has 32-byte leaves, which makes it longer still).
  static let largeText: [UInt8] = {
    var block: [UInt8] = []
    var line = 1
    while block.count < 1 << 20 {
      block += Array("line \(line) of a large file\n".utf8)
      line += 1
    }
    return Array(repeating: block, count: 4).flatMap { $0 }
  }()

  /// Ctrl-End, `x`, Ctrl-S and Esc sent at once, as the first screen shows (the load still
  /// running): the file is saved with the `x` at its end and the program exits 0, keeping no
  /// recovery copy.
  @Test func keysTypedWhileTheFileLoadsAreApplied() throws {
    let harness = try EditHarness(name: "large.txt", contents: Self.largeText, waitingFor: "Quit")
    harness.terminal.type("\u{1B}[1;5Fx\u{13}\u{1B}")
    harness.expectEnded(with: .exited(0))
    let saved = harness.onDisk
    #expect(saved.count == Self.largeText.count + 1)
    #expect(saved.last == UInt8(ascii: "x"), "the typed x is at the end of the file")
    #expect(harness.recoveryFiles.isEmpty)
    #expect(harness.errors.isEmpty)
  }

  /// Letters typed as the first screen shows (shown in it at once while the rest loads), then
  /// Ctrl-S and Esc: the file is saved whole, with the letters once at its start.
  @Test func lettersTypedAtTheFirstScreenAreSavedOnceWithTheWholeFile() throws {
    let harness = try EditHarness(name: "large.txt", contents: Self.largeText, waitingFor: "Quit")
    harness.terminal.type("QZ\u{13}\u{1B}")
    harness.expectEnded(with: .exited(0))
    #expect(harness.onDisk == Array("QZ".utf8) + Self.largeText)
    #expect(harness.recoveryFiles.isEmpty)
    #expect(harness.errors.isEmpty)
  }
}
