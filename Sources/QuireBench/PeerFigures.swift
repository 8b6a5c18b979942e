#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The peers' figures, measured live on this machine in the same run as Quire's: vim, nano
/// and micro opened in a pseudo-terminal, the bytes of their first screen, the bytes they
/// write per key typed (the mean over the sentence's 43 keys), and the time they take to
/// show a file. They have no targets: they are the reference Quire's targets are set against.
///
/// A peer that is not installed gets one line saying so; `apt-get install vim nano micro`
/// brings them. The time figures are the median of several launches within one measurement,
/// so that each large file is written once.
func peerFigures() -> FigureGroup {
  FigureGroup(name: "peer") {
    PeerEditor.peers.flatMap { editor -> [Figure] in
      guard let executable = editor.executable else {
        return [
          Figure(name: "peer \(editor.name): not installed", unit: "", target: nil, repetitions: 1) { .nan }
        ]
      }
      let run = PeerRun(editor: editor, executable: executable)
      var figures = [screenFigure(run)] + typingFigures(run)
      figures += [openFigure(run, megabytes: 1, launches: 5), openFigure(run, megabytes: 100, launches: 3)]
      if editor == .vim {
        // vim shows no caret position under -u NONE; with its ruler on, it writes the
        // column on every key, as a status line does.
        let ruler = PeerRun(
          editor: editor, executable: executable, options: ["-c", "set ruler"], variant: "+ruler")
        figures += typingFigures(ruler)
      }
      return figures
    }
  }
}

/// The bytes of the first 120×40 screen of 1 MB of prose.
private func screenFigure(_ run: PeerRun) -> Figure {
  Figure(name: "\(run.name): first 120x40 screen of prose", unit: "KB", target: nil, repetitions: 1) {
    measured { Double(try run.firstScreenBytes()) / 1000 }
  }
}

/// The bytes per key typing the sentence at the end of a line and at the start of a long one.
private func typingFigures(_ run: PeerRun) -> [Figure] {
  [
    Figure(
      name: "\(run.name): bytes per key, typing at the end of a line", unit: "bytes/key", target: nil,
      repetitions: 1
    ) { measured { try run.typingBytesPerKey(atEnd: true) } },
    Figure(
      name: "\(run.name): bytes per key, typing at the start of a 100-char line", unit: "bytes/key",
      target: nil, repetitions: 1
    ) { measured { try run.typingBytesPerKey(atEnd: false) } },
  ]
}

/// The time to show the first screen of `megabytes` of prose, the median of `launches`.
private func openFigure(_ run: PeerRun, megabytes: Int, launches: Int) -> Figure {
  Figure(name: "\(run.name): open \(megabytes) MB to first screen", unit: "ms", target: nil, repetitions: 1) {
    measured { try run.openTime(megabytes: megabytes, launches: launches) }
  }
}

/// The value `measure` returns, or not-a-number (reported as the figure's name alone) after
/// printing to standard error why it could not be measured.
private func measured(_ measure: () throws -> Double) -> Double {
  do {
    return try measure()
  } catch {
    let line = Array("peer \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    return .nan
  }
}
