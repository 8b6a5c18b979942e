/// The words of the links between notes in the notes app's editor.
extension Word {
  /// The help bar's word for following a link: “follow”.
  public static let helpFollowLink = Word("help.follow-link", "follow")
  /// The help bar's word for going back to the note the link was followed from: “back to note”.
  public static let helpLinkBack = Word("help.link-back", "back to note")
  /// The help bar's word for listing backlinks: “backlinks”.
  public static let helpBacklinks = Word("help.backlinks", "backlinks")
  /// The status line's count of backlinks: “{count} backlinks”.
  public static let statusBacklinks = Word("document.status.backlinks", "{count} backlinks")
  /// The status line's count for one backlink: “1 backlink”.
  public static let statusOneBacklink = Word("document.status.one-backlink", "1 backlink")
  /// The title of the list of backlinks: “Backlinks”.
  public static let backlinksTitle = Word("links.backlinks-title", "Backlinks")
  /// A row of the list of backlinks: the note, the line and the text around the link:
  /// “{note}:{line}  {context}”.
  public static let backlinkRow = Word("links.backlink-row", "{note}:{line}  {context}")
  /// Said when no note links to this one: “No notes link here.”
  public static let noticeNoBacklinks = Word("links.no-backlinks", "No notes link here.")
  /// Said when the note a link names cannot be made: “The note {name} cannot be made: {reason}”.
  public static let noticeLinkNotMade = Word("links.not-made", "The note {name} cannot be made: {reason}")
}
