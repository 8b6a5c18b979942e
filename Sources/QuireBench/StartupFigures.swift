import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Start-up to first paint of a prompt: `quire input`, `quire date` (its calendar drawn
/// whole) and `quire file` (a folder of one entry) beside `dialog --inputbox` (Debian's
/// `dialog`) and a prompt_toolkit prompt (PyPI's `prompt_toolkit`), each started in a
/// pseudo-terminal of 80×24 and timed from the spawn until its question is on the screen.
/// A peer that is not installed gets one line saying so.
enum StartupFigures {
  /// How many launches each median is taken over.
  static let launches = 15

  static func group() -> FigureGroup {
    FigureGroup(name: "startup") {
      var figures: [Figure] = []
      let quire = FilterRun.quireExecutable
      figures.append(
        figure(
          "quire input: start to first paint", target: 15, executable: quire, ["input", "--title", "Name"]))
      figures.append(
        figure(
          "quire date: start to first paint", target: 15, executable: quire, ["date", "--title", "Name"]))
      // A folder of its own, so that what is waited for (its one entry) is on the first screen.
      let folder = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/quire-bench-file-start"
      mkdir(folder, 0o755)
      try? TemporaryFolder.writeFile(Array("one\n".utf8), to: folder + "/Name.md")
      figures.append(
        figure("quire file: start to first paint", target: 15, executable: quire, ["file", folder]))
      if let dialog = FilterRun.onPath("dialog") {
        figures.append(
          figure(
            "peer dialog --inputbox: start to first paint", executable: dialog,
            ["--inputbox", "Name", "8", "40"]))
      } else {
        figures.append(notInstalled("peer dialog: not installed (apt-get install dialog)"))
      }
      if let python = FilterRun.onPath("python3"), hasPromptToolkit(python) {
        figures.append(
          figure(
            "peer prompt_toolkit prompt: start to first paint", executable: python,
            ["-c", "from prompt_toolkit import prompt; prompt('Name: ')"]))
      } else {
        figures.append(notInstalled("peer prompt_toolkit: not installed (pip install prompt_toolkit)"))
      }
      return figures
    }
  }

  static func figure(
    _ name: String, target: Double? = nil, executable: String, _ arguments: [String],
    waitingFor shown: String = "Name"
  ) -> Figure {
    Figure(name: name, unit: "ms", target: target, repetitions: 1) {
      var times: [Double] = []
      for _ in 0..<launches {
        guard let time = firstPaint(executable, arguments, waitingFor: shown) else { return .nan }
        times.append(time)
      }
      times.sort()
      return times[times.count / 2]
    }
  }

  /// Milliseconds from spawning `executable` until `shown` is on its screen; `nil` when it
  /// never shows.
  static func firstPaint(_ executable: String, _ arguments: [String], waitingFor shown: String = "Name")
    -> Double?
  {
    let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": "/tmp"]
    let start = ContinuousClock.now
    guard
      let terminal = try? PseudoTerminal(
        executable: executable, arguments: arguments, environment: environment,
        size: TerminalSize(columns: 80, rows: 24))
    else { return nil }
    let shown = terminal.waitUntil(timeout: .seconds(10)) { $0.screen.text.contains(shown) }
    let elapsed = ContinuousClock.now - start
    terminal.send(signal: SIGKILL)
    terminal.waitForExit(timeout: .seconds(5))
    guard shown else { return nil }
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  static func hasPromptToolkit(_ python: String) -> Bool {
    let run = try? DetachedProcess.run(
      executable: python, arguments: ["-c", "import prompt_toolkit"], environment: ["PATH": "/usr/bin:/bin"])
    return run?.status == .exited(0)
  }

  static func notInstalled(_ name: String) -> Figure {
    Figure(name: name, unit: "", target: nil, repetitions: 1) { .nan }
  }
}
