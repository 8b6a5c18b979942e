import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of a few entries of every kind, and file pickers on it as a person meets them:
/// the page in an `AppDriver`, or the prompt `quire file` draws inline.
@MainActor
final class FilePickerHarness {
  let temporary = TemporaryFolder(prefix: "quire-files")
  /// The folder shown, canonical.
  let folder: String

  /// `drafts/` (holding `old.md`), `Groceries.md`, `ideas.txt`, `binary.dat`, `.hidden`,
  /// `latest → Groceries.md`, `gone → nowhere`.
  init() throws {
    folder = try #require(try? FolderPath.canonical(temporary.path).get())
    mkdir(folder + "/drafts", 0o700)
    try TemporaryFolder.writeFile(Array("# Old\n".utf8), to: folder + "/drafts/old.md")
    try TemporaryFolder.writeFile(Array("milk\neggs\r\nbread\tfresh\n".utf8), to: folder + "/Groceries.md")
    try TemporaryFolder.writeFile(Array("an idea\n".utf8), to: folder + "/ideas.txt")
    try TemporaryFolder.writeFile([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01], to: folder + "/binary.dat")
    try TemporaryFolder.writeFile(Array("secret\n".utf8), to: folder + "/.hidden")
    symlink("Groceries.md", folder + "/latest")
    symlink("nowhere", folder + "/gone")
  }

  /// A picker of the folder (or `path`) inline, as `quire file` shows it.
  func prompt(
    _ picker: FilePicker? = nil, size: TerminalSize = TerminalSize(columns: 80, rows: 16),
    maximumRows: Int = 8
  ) async -> AppDriver<String?> {
    let picker = picker ?? FilePicker(folder: folder)
    return await AppDriver(size: size, surface: .inline) { stack in
      try await stack.push(FilePickerPrompt(picker: picker, maximumRows: maximumRows))
    }
  }

  /// A picker of the folder on a page of its own.
  func page(_ picker: FilePicker? = nil, size: TerminalSize = TerminalSize(columns: 80, rows: 12)) async
    -> AppDriver<String?>
  {
    let picker = picker ?? FilePicker(folder: folder)
    return await AppDriver(size: size) { stack in
      try await stack.push(FilePickerScreen(picker: picker))
    }
  }
}
