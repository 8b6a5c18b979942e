/// Every group of figures, in report order. Each layer adds its group here.
func allFigureGroups() -> [FigureGroup] {
  [
    // The lead runs it at 100 MB once the storage is a rope.
    historyFigures(megabytes: 1),
    peerFigures(),
  ]
}
