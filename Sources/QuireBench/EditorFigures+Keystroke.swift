import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension EditorFigures {
  /// How many keys the median is taken over.
  static let keys = 301

  /// Runs the benchmark again as a child that times keys in the editor (its own process, so
  /// the app's main actor is its own), and reads the figures it prints.
  static func keystroke(_ run: Run) -> (median: Double, save: Double) {
    if let known = run.keystroke { return known }
    let child = ChildRun.numbers([keystrokeChildFlag, run.file])
    guard child.numbers.count == 2 else {
      print("editor keystroke child: \(child.output)")
      return (.nan, .nan)
    }
    run.keystroke = (child.numbers[0], child.numbers[1])
    return (child.numbers[0], child.numbers[1])
  }

  /// The child's work: `DocumentEditor` on the file in an app on a 120×40 in-memory terminal,
  /// its time moved by hand. The caret goes to the middle line; an edit and the idle pause
  /// start the autosave (a task writing 100 MB off the main actor); while it runs, keys are
  /// timed from the event sent to the frame drawn and written (only while the save runs).
  /// Again until there are `keys` samples. Then Ctrl-S is timed to the editor's saved state,
  /// alone. Prints the median key in µs and the save in ms.
  @MainActor
  static func runKeystrokeChild(_ path: String) async -> Never {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    let options = DocumentEditorOptions(
      autosaveDelay: .seconds(2), recovery: RecoveryStore(directory: folder + "/state/quire/recovery"),
      watchInterval: nil)
    let editor = DocumentEditor(path: path, options: options)
    let driver = await AppDriver<DocumentEditorResult?>(size: size) { stack in try await stack.push(editor) }
    while !editor.isLoaded {
      guard editor.openError == nil else { fatalError("cannot open \(path)") }
      _ = await driver.waitUntil { editor.isLoaded }
    }
    editor.goTo(line: editor.textArea.storage.lineCount / 2)
    await driver.app.settle()
    var samples: [Double] = []
    var missed = 0
    while samples.count < keys {
      await driver.type("x")
      await driver.advance(by: .seconds(2))
      // The timer's task wakes on another thread and the save is quick on a warm cache: a
      // save that ended before a key could be sent is started again.
      _ = await driver.waitUntil { editor.isSaving || !editor.hasUnsavedEdits }
      if !editor.isSaving {
        missed += 1
        guard missed < 100 else { fatalError("the idle pause starts no save") }
        continue
      }
      while editor.isSaving, samples.count < keys {
        let started = Stopwatch.now()
        driver.terminal.send(.key(KeyEvent(.character("a"))))
        await driver.app.settle()
        samples.append(Double(Stopwatch.now() - started) / 1e3)
      }
      while editor.isSaving { await driver.app.settle() }
    }
    samples.sort()
    // Ctrl-S after the background writes of the loop above have ended (so that only the
    // save runs), polled without taking a core from it; the median of three.
    var saves: [Double] = []
    for _ in 0..<3 {
      try? await Task.sleep(for: .milliseconds(1500))
      await driver.type("y")
      let started = Stopwatch.now()
      await driver.press(.control("s"))
      while editor.isSaving || editor.hasUnsavedEdits {
        try? await Task.sleep(for: .milliseconds(1))
        await driver.app.settle()
      }
      guard editor.lastSaveError == nil else { fatalError("the save failed") }
      saves.append(Double(Stopwatch.now() - started) / 1e6)
    }
    saves.sort()
    let save = saves[1]
    print(samples[samples.count / 2], save)
    exit(0)
  }
}
