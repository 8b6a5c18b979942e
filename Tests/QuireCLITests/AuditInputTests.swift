import Quire
import QuireTestSupport
import Testing

/// Input that is cut short or broken, end to end through the terminal session's timeouts:
/// whatever arrives, the keys typed after it still work.
@Suite(.serialized) struct AuditInputTests {
  /// A paste whose end never comes is delivered as a paste after the paste timeout, never
  /// as keys, and keys work again after it.
  @Test func unterminatedPasteEndsAfterItsTimeoutAndKeysWorkAgain() throws {
    let (terminal, _) = try KeysHarness.start()
    terminal.type("\u{1B}[200~ab\u{1B}[Ac")
    KeysHarness.expectShown("paste  \"ab^[[Ac\" (6 characters)\r\n", in: terminal)
    #expect(!terminal.text.contains("key    Up"), "nothing of the paste read as keys")
    terminal.type("x")
    KeysHarness.expectShown("key    x\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
  }

  /// Broken input followed by Enter, in one read or two (however the timing falls): Enter
  /// cuts what was held and is shown, and a letter typed after it too.
  @Test(arguments: [
    ("truncated sequence", Array("\u{1B}[1;5".utf8)),
    ("truncated mouse report", Array("\u{1B}[<0;12".utf8)),
    ("invalid UTF-8", [0xFF]),
    ("truncated UTF-8", [0xE4, 0xB8]),
    ("unterminated string", Array("\u{1B}]0;title".utf8)),
    ("unknown sequence", Array("\u{1B}[99;99;99~".utf8)),
  ])
  func brokenInputDoesNotSwallowTheKeysAfterIt(name: String, input: [UInt8]) throws {
    let (terminal, _) = try KeysHarness.start()
    terminal.send(input + [0x0D])
    KeysHarness.expectShown("key    Enter\r\n", in: terminal)
    terminal.type("k")
    KeysHarness.expectShown("key    k\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0), "\(name)")
  }
}
