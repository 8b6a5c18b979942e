import QuireDocuments

/// The file picker as a page of its own: the navigation bar (`‹ Cancel`, the folder, `Done
/// ›`), a rule, the filter row, the entries with the preview beside them when the terminal
/// is wide enough, a rule, and the help bar the runtime draws from `helpItems`.
///
/// ```
///  ‹ Cancel                    /home/ada/notes                              Done ›
///  ─────────────────────────────────────────────────────────────────────────────
///  Type to filter                    4 entries │
///  › drafts/                                   │ ideas.md
///    Groceries.md                              │ plan.md
///    Ideas.md                                  │
///    latest → Ideas.md                         │
///  ─────────────────────────────────────────────────────────────────────────────
///  ↑↓ move  ⏎ open  ← up  . hidden  type to filter  esc cancel
/// ```
///
/// It finishes with the chosen path, or `nil` (Esc, Cancel).
///
/// ```swift
/// let path = try await stack.push(FilePickerScreen(picker: FilePicker(folder: "/home/ada")))
/// ```
@MainActor
public final class FilePickerScreen: FilePickerHost {
  public typealias Result = String
  public typealias Message = FilePickerEvent

  /// The picker.
  public var picker: FilePicker
  /// The listings running.
  var readings: [Int: FolderReading] = [:]

  /// A page showing `picker`.
  public init(picker: FilePicker) {
    self.picker = picker
  }

  /// Lists the folder as soon as the page is pushed.
  public func didAppear(context: ScreenContext<FilePickerScreen>) {
    start(context: context)
  }

  /// Takes what the picker's tasks bring back.
  public func receive(_ message: FilePickerEvent, context: ScreenContext<FilePickerScreen>) {
    place(in: context.area, strings: context.strings)
    take(message, context: context)
  }

  /// The picker's keys.
  public func helpItems(context: DrawContext) -> [HelpItem] {
    picker.helpItems(context.strings)
  }

  /// Tells the picker how many rows it has and how wide its filter is.
  func place(in area: CellRect, strings: Strings) {
    guard !area.isEmpty else { return }
    let layout = SelectionListScreen.layout(
      in: TerminalSize(columns: area.columns, rows: area.rows), strings: strings)
    picker.rowsShown = layout.list.rows
    let width = FilePicker.split(width: area.columns).list
    picker.setFilterWidth(
      SelectionList.filterLayout(width: width, status: picker.status(strings)).field.columns)
  }
}
