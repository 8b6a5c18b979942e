/// The inline prompt `quire input` draws below the shell's cursor: a title row (when there is
/// a title), then `> ` and the field, with `⏎ okay  esc cancel` at the right when there is
/// room or on a row below when not, and the field's message under it when it has one.
///
/// ```
///  Add item
///  > Item name                                                  ⏎ okay  esc cancel
/// ```
///
/// Return finishes with the text unless the validator refuses it; Esc finishes with `nil`.
/// It asks for only the rows it draws, since the inline area is as tall as its screen asks.
@MainActor
public final class InputPrompt: Screen {
  public typealias Result = String

  /// The title row's text; `nil` for no title row.
  public var title: String?
  /// The field edited.
  public var field: TextField
  /// Return = Okay, Esc = Cancel; the hint shows the first key of each.
  public var keys: KeyMap<DialogAction>
  /// The mark before the field.
  public static let promptMark = "> "
  /// The fewest cells the field keeps beside the hint before the hint moves below it.
  public static let minimumFieldWidth = 12
  /// The cells the field has at least on the inline surface, where the prompt is only as
  /// wide as it needs (`preferredWidth(context:)`): room to type before the text scrolls.
  public static let inlineFieldWidth = 30

  /// A prompt titled `title` around `field`.
  public init(title: String? = nil, field: TextField = TextField()) {
    self.title = title.flatMap { $0.isEmpty ? nil : $0 }
    self.field = field
    self.keys = DialogAction.defaultKeys
  }

  /// The title row, the field's row, the message row and the hint's own row, each only
  /// when it is there.
  public func preferredHeight(width: Int, context: DrawContext) -> Int {
    layout(width: width, strings: context.strings).height
  }

  /// Okay and Cancel, then the field's keys (the inline surface has no help bar; these are
  /// for an app that shows one).
  public func helpItems(context: DrawContext) -> [HelpItem] {
    keys.helpItems(context.strings) + field.helpItems(context.strings)
  }
}
