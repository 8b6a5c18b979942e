/// A form as a screen (seed 003's multi-field editor): a title, the fields, and the keys.
/// Full screen, the title sits over a rule and the app's help bar shows the keys; inline
/// (`quire form`), the title, the fields and a help line take only the rows they need. When
/// the fields do not fit, they scroll to keep the focused one shown.
///
/// The screen finishes with the values (`FormValues`, in the fields' order) when the form
/// submits, and with `nil` on Esc. A multi-line field opens the field editor's full-screen
/// editor (Cancel and Done); a choice field opens a selection list; a date field a date
/// picker.
///
/// ```swift
/// let values = try await stack.push(FormScreen(title: "Contact", fields: [
///   FormField(key: "name", label: "Name", isRequired: true),
///   FormField(key: "email", label: "Email", validator: { $0.contains("@") ? nil : "Not a valid address." }),
///   FormField(key: "notes", label: "Notes", kind: .multiline),
/// ]))
/// ```
@MainActor
public final class FormScreen: Screen {
  public typealias Result = FormValues

  /// The title over the fields; `nil` for none.
  public var title: String?
  /// The fields, the focus and the keys.
  public var form: Form
  /// The environment the multi-line editor's `$EDITOR` hand-off reads (`VISUAL`, `EDITOR`,
  /// `PATH`, `TMPDIR`).
  public var environment: [String: String]

  /// Today, for a date field's picker.
  public var today: CalendarDate

  /// A form titled `title` of `fields`, the focus on the first; a date field's picker
  /// marks `today` and starts its weeks on the first day of the locale `environment` names.
  public init(
    title: String? = nil, fields: [FormField], environment: [String: String] = [:],
    today: CalendarDate = .today()
  ) {
    self.title = title.flatMap { $0.isEmpty ? nil : $0 }
    self.form = Form(fields: fields)
    self.environment = environment
    self.today = today
  }

  /// All there is full screen; inline, the title, the fields' rows and the help line.
  public func preferredHeight(width: Int, context: DrawContext) -> Int {
    guard context.surface == .inline else { return Int.max }
    return (title == nil ? 0 : 1) + form.rowsNeeded(width: width) + 1
  }

  public func helpItems(context: DrawContext) -> [HelpItem] {
    form.helpItems(context.strings)
  }
}
