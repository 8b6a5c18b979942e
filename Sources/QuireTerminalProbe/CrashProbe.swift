import QuireTerminal

/// `crash KIND`: takes the terminal with a session as `quire keys` does (the inline modes),
/// says so, and crashes as asked at the first key.
enum CrashProbe {
  /// The line written once the terminal is taken.
  static let ready = "probe: crashes at the first key"

  /// Runs the probe; returns an exit status only when it could not crash (2: no such kind,
  /// 3: no terminal).
  static func run(kind: String) -> Int32 {
    guard let crash = TestCrash(rawValue: kind) else {
      ProbeOutput.error("QuireTerminalProbe: unknown crash '\(kind)'\n")
      return 2
    }
    do {
      try withTerminal(mode: .inline) { session in
        try session.write(Array((ready + "\r\n").utf8))
        while let event = try session.nextEvent() {
          if case .key = event { crash.trigger() }
        }
      }
    } catch {
      ProbeOutput.error("QuireTerminalProbe: \(error)\n")
      return 3
    }
    return 0
  }
}
