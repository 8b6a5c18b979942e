/// The words of the links between notes in the notes app's editor.
extension Word {
  public static let helpFollowLink = Word("help.follow-link", "follow")
  public static let helpLinkBack = Word("help.link-back", "back to note")
  public static let helpBacklinks = Word("help.backlinks", "backlinks")
  public static let statusBacklinks = Word("document.status.backlinks", "{count} backlinks")
  public static let statusOneBacklink = Word("document.status.one-backlink", "1 backlink")
  public static let backlinksTitle = Word("links.backlinks-title", "Backlinks")
  public static let backlinkRow = Word("links.backlink-row", "{note}:{line}  {context}")
  public static let noticeNoBacklinks = Word("links.no-backlinks", "No notes link here.")
  public static let noticeLinkNotMade = Word("links.not-made", "The note {name} cannot be made: {reason}")
}
