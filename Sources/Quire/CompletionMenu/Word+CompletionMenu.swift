extension Word {
  /// The help bar's Tab/Return while a completion menu is open.
  public static let helpInsert = Word("help.insert", "insert")
  /// The row a completion menu shows while its completer works.
  public static let completionLoading = Word("completion.loading", "Loading…")
}
