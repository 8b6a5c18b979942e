extension Word {
  // The tag list.
  /// The tag list's count for one tag: “1 tag”.
  public static let oneTag = Word("tags.one", "1 tag")
  /// `{count}` is the number of tags.
  public static let tagCount = Word("tags.count", "{count} tags")
  /// The help bar's word for showing a tag's notes: “show notes”.
  public static let helpShowNotes = Word("help.show-notes", "show notes")
}
