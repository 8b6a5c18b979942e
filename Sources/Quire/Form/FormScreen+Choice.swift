extension FormScreen {
  /// Opens the list of the choice field at `index`.
  func openChoice(_ options: [String], field index: Int, context: ScreenContext<FormValues>) {}
}
