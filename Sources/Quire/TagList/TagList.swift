/// Every tag of the notes with how many notes have it, the most used first: ` Tags` and the
/// count at the top, then a row per tag (`› #work   12`). Return shows the notes with the
/// tag under the cursor (`TagListResult.filter`); `r` asks for a new name in an
/// `InputOverlay` and finishes with `rename`; Esc goes back with nothing.
///
/// ```
///  Tags                                                                 3 tags
///  ─────────────────────────────────────────────────────────────────────────────
///  › #work                                                                   12
///    #home                                                                    4
///    #q4                                                                      1
///  ─────────────────────────────────────────────────────────────────────────────
///  ⏎ show notes  r rename  esc back  ↑↓ move
/// ```
@MainActor
public final class TagList: Screen {
  public typealias Result = TagListResult

  /// The tags, in the order shown.
  public let tags: [TagCount]
  /// The cursor and the scrolling over `tags`.
  public internal(set) var viewport: ListViewport
  /// The keys; an application may change them.
  public var keys = TagListAction.defaultKeys

  /// A list of `tags`, the cursor on the first.
  public init(tags: [TagCount]) {
    self.tags = tags
    self.viewport = ListViewport(count: tags.count, cursor: tags.isEmpty ? nil : 0)
  }

  /// The tag under the cursor.
  public var selected: TagCount? { viewport.cursor.map { tags[$0] } }

  /// Return and `r` while there is a tag, Esc, and the moves.
  public func helpItems(context: DrawContext) -> [HelpItem] {
    var items = keys.helpItems(context.strings) { action in
      switch action {
      case .choose, .rename: self.selected != nil
      case .back: true
      case .move: false
      }
    }
    if let move = ListAction.moveHelp(keys, up: .move(.up), down: .move(.down), strings: context.strings),
      !tags.isEmpty
    {
      items.append(move)
    }
    return items
  }
}
