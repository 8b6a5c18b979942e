import QuireDocuments

/// The inline file picker `quire file` draws below the shell's cursor: the folder's path
/// (and at its right how many entries there are, or how many match), the filter after `> `,
/// at most `maximumRows` rows of entries with the preview beside them when the terminal is
/// wide enough, and the keys on the last row.
///
/// ```
///  /home/ada/notes                                                    4 entries
///  > Type to filter
///  › drafts/                              │ ideas.md
///    Groceries.md                         │ plan.md
///    Ideas.md                             │
///    latest → Ideas.md                    │
///  ↑↓ move  ⏎ open  ← up  . hidden  type to filter  esc cancel
/// ```
///
/// It finishes with the chosen path, or `nil` (Esc), as `FilePickerScreen` does.
@MainActor
public final class FilePickerPrompt: FilePickerHost {
  public typealias Result = String
  public typealias Message = FilePickerEvent

  /// The picker.
  public var picker: FilePicker
  /// The most rows of entries shown (10 by default, `quire file --height N`).
  public var maximumRows: Int
  /// The listings running.
  var readings: [Int: FolderReading] = [:]

  /// A prompt showing `picker` in at most `maximumRows` rows of entries.
  public init(picker: FilePicker, maximumRows: Int = 10) {
    self.picker = picker
    self.maximumRows = max(1, maximumRows)
  }

  /// Lists the folder as soon as the prompt is pushed.
  public func didAppear(context: ScreenContext<FilePickerPrompt>) {
    start(context: context)
  }

  /// Takes what the picker's tasks bring back.
  public func receive(_ message: FilePickerEvent, context: ScreenContext<FilePickerPrompt>) {
    place(in: context.area, strings: context.strings)
    take(message, context: context)
  }

  /// The title row, the filter row, `maximumRows` rows (however many entries the folder has,
  /// so entering another does not change the height), and the keys.
  public func preferredHeight(width: Int, context: DrawContext) -> Int {
    1 + 1 + maximumRows + 1
  }

  /// The picker's keys.
  public func helpItems(context: DrawContext) -> [HelpItem] {
    picker.helpItems(context.strings)
  }
}
