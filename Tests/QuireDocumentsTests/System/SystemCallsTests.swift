import CQuireSystem
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C wrappers reach the real system calls, rather than answering ENOSYS, which would
/// leave only the Swift fallbacks in use: a rename that refuses atomically, and the file
/// system's type on Linux. (The extended attributes are proved by the save that keeps them.)
@Suite struct SystemCallsTests {
  let temporary = TemporaryFolder()

  @Test func renamingWithoutReplacingRefusesAnExistingNameAtomically() throws {
    TestFiles.writeFile("one", to: temporary.file("one.md"))
    TestFiles.writeFile("two", to: temporary.file("two.md"))
    let refused = quire_rename_no_replace(temporary.file("one.md"), temporary.file("two.md"))
    let reason = errno
    #expect(refused == -1)
    #expect(reason == EEXIST)
    #expect(TestFiles.readText(temporary.file("two.md")) == "two")
    #expect(quire_rename_no_replace(temporary.file("one.md"), temporary.file("first.md")) == 0)
    #expect(TestFiles.names(in: temporary.path) == ["first.md", "two.md"])
  }

  @Test func theFileSystemTypeIsKnownOnLinuxOnly() throws {
    let descriptor = open(temporary.path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var type: UInt64 = 0
    let answer = quire_file_system_type(descriptor, &type)
    let reason = errno
    #if os(Linux)
      #expect(answer == 0)
      #expect(type != 0)
    #else
      #expect(answer == -1)
      #expect(reason == ENOSYS)
    #endif
  }
}
