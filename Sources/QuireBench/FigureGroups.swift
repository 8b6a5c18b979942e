/// Every group of figures, in report order. Each layer adds its group here.
func allFigureGroups() -> [FigureGroup] {
  [
    StorageFigures.group(),
    DocumentFigures.group(),
    WrapFigures.group,
    historyFigures(megabytes: 100),
    KeystrokeFigures.group,
    RenderFigures.group(),
    PromptFigures.group(),
    MatchFigures.group(),
    SelectionFigures.group(),
    CompletionFigures.group(),
    FilePickerFigures.group(),
    TextAreaFigures.group(),
    HighlightFigures.group(),
    FormFigures.group(),
    StartupFigures.group(),
    EditorFigures.group(),
    IndexFigures.group(),
    OmnibarFigures.group(),
    LinkFigures.group(),
    SyncFigures.group(),
    peerFigures(),
  ]
}
