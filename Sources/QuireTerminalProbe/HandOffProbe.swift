import QuireTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `hand-off PROGRAM [ARGUMENTS]`: the full screen through `TerminalScreen` and the event
/// handler an app runtime uses (`startEvents`), showing each event it reads; `e` hands the
/// terminal to the program with `suspended(_:)` and takes it back, `q` quits.
enum HandOffProbe {
  /// The title row.
  static let title = "probe: e hands the terminal over, q quits"

  /// Runs the probe; returns 0 after `q`, 3 when the terminal could not be taken.
  static func run(command: [String]) async -> Int32 {
    let term = getenv("TERM").map { String(cString: $0) }
    let capabilities = TerminalCapabilities.detect(
      environment: term.map { ["TERM": $0] } ?? [:], isTerminal: true)
    do {
      try await withTerminalScreen(mode: .fullScreen, capabilities: capabilities) { screen in
        try await show(screen, command: command)
      }
      return 0
    } catch {
      ProbeOutput.error("QuireTerminalProbe: \(error)\n")
      return 3
    }
  }

  private static func show(_ screen: TerminalScreen, command: [String]) async throws {
    let (inputs, continuation) = AsyncStream<TerminalInput>.makeStream()
    screen.startEvents { continuation.yield($0) }
    defer { screen.stopEvents() }
    var lines: [String] = []
    try draw(lines, on: screen)
    for await input in inputs {
      guard case .event(let event) = input else { return }
      screen.apply(event)
      switch event {
      case .key(KeyEvent(.character("q"))):
        return
      case .key(KeyEvent(.character("e"))):
        let status = try screen.suspended { ChildProgram.run(command) }
        lines.append("back from the child, status \(status)")
      case .key(let key):
        lines.append("key \(key.key)")
      default:
        lines.append("event \(event)")
      }
      try draw(lines, on: screen)
    }
  }

  /// The title, then the newest lines that fit.
  private static func draw(_ lines: [String], on screen: TerminalScreen) throws(TerminalError) {
    var grid = screen.makeGrid()
    grid.draw(title, at: .zero)
    for (row, line) in lines.suffix(max(grid.size.rows - 1, 0)).enumerated() {
      grid.draw(line, at: CellPosition(column: 0, row: row + 1))
    }
    try screen.render(grid)
  }
}
