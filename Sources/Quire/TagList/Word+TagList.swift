extension Word {
  // The tag list.
  public static let oneTag = Word("tags.one", "1 tag")
  /// `{count}` is the number of tags.
  public static let tagCount = Word("tags.count", "{count} tags")
  public static let helpShowNotes = Word("help.show-notes", "show notes")
}
