import QuireDocuments
import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saving on a file system that is full or read-only: a small tmpfs in a private mount
/// namespace, with the child program doing the saves inside it.
@Suite(.timeLimit(.minutes(2))) struct SaveFileSystemTests {
  let folder = TemporaryFolder()
  let mountPoint: String
  let smaller: String
  let larger: String
  let smallerBytes = [UInt8](repeating: UInt8(ascii: "a"), count: 300_000)
  let largerBytes = [UInt8](repeating: UInt8(ascii: "b"), count: 600_000)

  init() {
    mountPoint = folder.file("disk")
    mkdir(mountPoint, 0o755)
    smaller = folder.file("smaller.txt")
    larger = folder.file("larger.txt")
    TestFiles.writeFile(smallerBytes, to: smaller)
    TestFiles.writeFile(largerBytes, to: larger)
  }

  private func line(_ name: String, _ bytes: [UInt8]) -> String {
    "\(name) \(bytes.count) \(ContentHash(of: bytes))"
  }

  /// Runs `script` in a private namespace, or says why it cannot and checks the same
  /// failure through an injected error number instead.
  private func runPrivately(_ script: String, orInject number: Int32, at step: SaveStep) throws -> [String]? {
    if let reason = PrivateMount.unavailableReason {
      print("SaveFileSystemTests: no private tmpfs (\(reason)); checking with an injected error instead")
      let path = folder.file("note.md")
      TestFiles.writeFile(smallerBytes, to: path)
      var options = SaveOptions()
      options.injectedFailure = { $0 == step ? number : nil }
      #expect(
        throws: DocumentError.cannotSave(
          path: path, step: step, reason: SystemErrorNumber(number), backup: nil)
      ) {
        try SafeSave.save(bytes: largerBytes, to: path, options: options)
      }
      #expect(TestFiles.readFile(path) == smallerBytes)
      return nil
    }
    let child = try #require(Child.executable)
    return try PrivateMount.run(script, arguments: [mountPoint, child, smaller, larger])
  }

  @Test func fullDiskLeavesTheOriginalAndNoTemporaryFile() throws {
    let script = """
      mount -t tmpfs -o size=1m tmpfs "$1" || exit 97
      "$2" save "$1/note.md" "$3"
      "$2" fill "$1/filler"
      "$2" save "$1/note.md" "$4"
      "$2" dump "$1" | grep -v '^filler '
      """
    guard let output = try runPrivately(script, orInject: ENOSPC, at: .writingTemporaryFile) else { return }
    #expect(output.count == 4, "\(output)")
    #expect(output.first == "saved created")
    #expect(output.dropFirst().first?.hasSuffix("No space left on device") == true)
    #expect(
      output.dropFirst(2).first
        == "error: cannot save \(mountPoint)/note.md: the disk is full (while writing the temporary file)")
    #expect(Array(output.dropFirst(3)) == [line("note.md", smallerBytes)])
  }

  @Test func fullDiskFailsAnInPlaceSaveBeforeAnyByteChanges() throws {
    let script = """
      mount -t tmpfs -o size=2m tmpfs "$1" || exit 97
      "$2" save "$1/note.md" "$3"
      ln "$1/note.md" "$1/link.md"
      "$2" fill "$1/filler" 450000 > /dev/null
      "$2" save "$1/note.md" "$4"
      "$2" dump "$1" | grep -v '^filler '
      rm "$1/filler"
      "$2" save "$1/note.md" "$4"
      "$2" dump "$1"
      """
    guard let output = try runPrivately(script, orInject: ENOSPC, at: .reservingSpace) else { return }
    #expect(
      output == [
        "saved created",
        "error: cannot save \(mountPoint)/note.md: the disk is full (while reserving disk space)",
        line("link.md", smallerBytes), line("note.md", smallerBytes),
        "saved inPlace",
        line("link.md", largerBytes), line("note.md", largerBytes),
      ])
  }

  @Test func readOnlyFileSystemIsReportedAtOpenAndSave() throws {
    let script = """
      mount -t tmpfs -o size=1m tmpfs "$1" || exit 97
      "$2" save "$1/note.md" "$3"
      mount -o remount,ro "$1" || exit 98
      "$2" open "$1/note.md"
      "$2" save "$1/note.md" "$4"
      "$2" dump "$1"
      """
    guard let output = try runPrivately(script, orInject: EROFS, at: .checkingFile) else { return }
    #expect(
      output == [
        "saved created",
        #"opened readOnly=true notices=["read-only: the file system is read-only"]"#,
        "error: cannot save \(mountPoint)/note.md: the file system is read-only (while checking the file)",
        line("note.md", smallerBytes),
      ])
  }
}
