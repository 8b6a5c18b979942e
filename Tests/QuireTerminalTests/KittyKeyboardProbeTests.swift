import Testing

@testable import QuireTerminal

/// The order of the replies decides whether the kitty keyboard protocol is pushed.
@Suite struct KittyKeyboardProbeTests {
  static let flags = TerminalReply.keyboardFlags(1)
  static let attributes = TerminalReply.primaryDeviceAttributes([62, 22])

  /// The pushes the replies cause, in order, and the stage they leave.
  static func run(_ replies: [TerminalReply], asked: Bool = true) -> ([Bool], KittyKeyboardProbe.Stage) {
    var probe = KittyKeyboardProbe(asked: asked)
    let pushes = replies.map { probe.observe($0) }
    return (pushes, probe.stage)
  }

  @Test func flagsBeforeTheDeviceAttributesPushOnce() {
    let (pushes, stage) = Self.run([Self.flags, Self.attributes])
    #expect(pushes == [true, false])
    #expect(stage == .settled)
  }

  @Test func deviceAttributesAloneMeanNoKittyKeyboard() {
    let (pushes, stage) = Self.run([Self.attributes])
    #expect(pushes == [false])
    #expect(stage == .settled)
  }

  /// A flags reply after the device attributes belongs to no query still open (a duplicate
  /// from a query sent again): however late the first reply came, order decides.
  @Test func flagsAfterTheDeviceAttributesPushNothing() {
    let (pushes, _) = Self.run([Self.attributes, Self.flags, Self.attributes])
    #expect(pushes == [false, false, false])
  }

  @Test func secondFlagsReplyPushesNothingMore() {
    let (pushes, stage) = Self.run([Self.flags, Self.flags, Self.attributes, Self.flags])
    #expect(pushes == [true, false, false, false])
    #expect(stage == .settled)
  }

  @Test func otherRepliesChangeNothing() {
    let (pushes, stage) = Self.run([
      .cursorPosition(row: 0, column: 0), .secondaryDeviceAttributes([1]),
      .modeReport(mode: 2026, state: 1, isPrivate: true),
    ])
    #expect(pushes == [false, false, false])
    #expect(stage == .awaiting)
  }

  @Test func withoutTheQueryNothingIsPushed() {
    let (pushes, stage) = Self.run([Self.flags, Self.attributes], asked: false)
    #expect(pushes == [false, false])
    #expect(stage == .notAsked)
  }

  @Test func awaitingUntilEitherReplyCame() {
    var probe = KittyKeyboardProbe(asked: true)
    #expect(probe.isAwaiting)
    _ = probe.observe(Self.flags)
    #expect(!probe.isAwaiting, "the flags came: asking again would push twice")
  }

  @Test func queryAsksForTheFlagsThenTheDeviceAttributes() {
    #expect(KittyKeyboardProbe.query == Array("\u{1B}[?u\u{1B}[c".utf8))
  }
}
