extension EditorFigures {
  /// The sizes of prose opened, in MB.
  static let openSizes = [1, 10, 100]

  /// For each size, `quire edit` and each peer opened in a pseudo-terminal of 120×40: from
  /// the spawn to the first screen, and to the text taking a key typed the moment it shows
  /// (`PeerRun.openTimes`), and for `quire edit` to the whole text taking one (a key typed
  /// at its end); then `quire edit`'s open to editable at 100 MB against vim's open,
  /// whose first screen is editable, in the same run.
  static func openFigures(_ run: Run) -> [Figure] {
    var figures: [Figure] = []
    for editor in [PeerEditor.quire] + PeerEditor.peers where editor.executable == nil {
      figures.append(
        StartupFigures.notInstalled(
          "editor: peer \(editor.name): not installed (apt-get install \(editor.name))"))
    }
    for megabytes in openSizes {
      for editor in [PeerEditor.quire] + PeerEditor.peers {
        guard let executable = editor.executable else { continue }
        let peer = PeerRun(editor: editor, executable: executable)
        let label = "editor: \(editor == .quire ? "quire edit" : "peer " + peerLabel(editor)) \(megabytes) MB"
        let key = openKey(editor, megabytes)
        let count = editor == .quire || editor == .vim ? launches : slowLaunches
        figures += [
          Figure(name: "\(label), open to first screen", unit: "ms", target: nil, repetitions: 1) {
            openTimes(peer, megabytes: megabytes, launches: count, run: run, key: key).firstScreen
          },
          Figure(name: "\(label), open to editable", unit: "ms", target: nil, repetitions: 1) {
            openTimes(peer, megabytes: megabytes, launches: count, run: run, key: key).editable
          },
        ]
        guard editor == .quire else { continue }
        figures.append(
          Figure(name: "\(label), open to the whole text editable", unit: "ms", target: nil, repetitions: 1) {
            openTimes(peer, megabytes: megabytes, launches: count, run: run, key: key).whole
          })
      }
    }
    figures.append(
      Figure(
        name: "editor: quire edit 100 MB open to editable ÷ vim's open", unit: "×", target: 0.25,
        repetitions: 1
      ) {
        guard let quire = run.openTimes[openKey(.quire, 100)], let vim = run.openTimes[openKey(.vim, 100)]
        else {
          return .nan
        }
        return quire.editable / vim.firstScreen
      })
    return figures
  }

  /// Where `Run.openTimes` keeps the figures of `editor` on `megabytes`.
  private static func openKey(_ editor: PeerEditor, _ megabytes: Int) -> String {
    "\(editor.name) \(megabytes)"
  }

  /// The medians over `launches` of the open to the first screen, to editable and to the
  /// whole text editable, measured once per run and kept under `key`; not a number when a
  /// launch fails.
  private static func openTimes(_ peer: PeerRun, megabytes: Int, launches: Int, run: Run, key: String) -> (
    firstScreen: Double, editable: Double, whole: Double
  ) {
    if let known = run.openTimes[key] { return known }
    let file = run.file(megabytes: megabytes)
    let shown = [PeerProse.marker, String(run.prose.lateScreenLine.prefix(40))]
    var firstScreens: [Double] = []
    var editables: [Double] = []
    var wholes: [Double] = []
    for _ in 0..<launches {
      do throws(PeerError) {
        let times = try peer.openTimes(
          file: file, folder: run.folder, shown: shown, size: size, timeout: .seconds(60))
        firstScreens.append(times.firstScreen)
        editables.append(times.editable)
        wholes.append(times.whole)
      } catch {
        print("\(peer.name): \(error)")
        return (.nan, .nan, .nan)
      }
    }
    firstScreens.sort()
    editables.sort()
    wholes.sort()
    let times = (firstScreens[launches / 2], editables[launches / 2], wholes[launches / 2])
    run.openTimes[key] = times
    return times
  }
}
