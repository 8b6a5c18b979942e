/// Every group of figures, in report order. Each layer adds its group here.
func allFigureGroups() -> [FigureGroup] {
  [RenderFigures.group()]
}
