import Quire
import QuireTestSupport
import Testing

/// The preview pane as it draws what was read: a text's lines with its controls visible, and
/// the words for what is not shown. Driven by events, with no file.
@MainActor @Suite struct FilePickerPreviewTests {
  /// The picker with one file, its preview `read`, drawn 60 columns wide.
  static func drawn(_ read: FilePreview) -> String {
    var picker = FilePicker(folder: "/f")
    _ = picker.start()
    _ = picker.receive(.listed(generation: 0, [FileEntry(name: "a", kind: .file)]))
    _ = picker.receive(.listingEnded(generation: 0, .success(())))
    _ = picker.receive(.previewRead(path: "/f/a", read))
    return ComponentHarness(picker, size: TerminalSize(columns: 80, rows: 4)).screen()
  }

  @Test(arguments: [
    (FilePreview.binary, "binary"),
    (.empty, "empty file"),
    (.unreadable(SystemErrorNumber(13)), "unreadable: permission denied"),
    (.special(.namedPipe), "a named pipe, not read"),
    (.special(nil), "a link that leads nowhere"),
    (.folder([], more: false), "Empty folder"),
  ])
  func whatIsNotShownIsSaid(read: FilePreview, words: String) {
    let screen = Self.drawn(read)
    #expect(screen.split(separator: "\n")[1].hasSuffix("│ " + words), "\(screen)")
  }

  @Test func aTextsControlsAreShownNeverObeyed() {
    let screen = Self.drawn(.text(["clear\u{1B}[2Jnow", "bell\u{07}", "tab\tstop"]))
    let rows = screen.split(separator: "\n").map(String.init)
    #expect(rows[1].hasSuffix("│ clear^[[2Jnow"))
    #expect(rows[2].hasSuffix("│ bell^G"))
    #expect(rows[3].hasSuffix("│ tab stop"))
    #expect(!screen.contains("\u{1B}"))
  }

  @Test func aFoldersFirstEntriesAreShownWithMoreMarked() {
    let screen = Self.drawn(
      .folder([FileEntry(name: "inner", kind: .folder), FileEntry(name: "x.md", kind: .file)], more: true))
    let rows = screen.split(separator: "\n").map(String.init)
    #expect(rows[1].hasSuffix("│ inner/"))
    #expect(rows[2].hasSuffix("│ x.md"))
    #expect(rows[3].hasSuffix("│ …"))
  }

  @Test func noPreviewIsDrawnWhenNarrow() {
    var picker = FilePicker(folder: "/f")
    _ = picker.start()
    _ = picker.receive(.listed(generation: 0, [FileEntry(name: "a", kind: .file)]))
    _ = picker.receive(.previewRead(path: "/f/a", .text(["secret"])))
    let screen = ComponentHarness(picker, size: TerminalSize(columns: 59, rows: 4)).screen()
    #expect(!screen.contains("secret") && !screen.contains("│"))
  }
}
