import QuireDocuments
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A save killed at any moment leaves the old file or the new one, never a mix, and at most
/// one temporary file, which the next save removes.
@Suite(.timeLimit(.minutes(5))) struct KillDuringSaveTests {
  let folder = TemporaryFolder()

  /// The seed: `QUIRE_SEED` to replay a failure, else a new one each run.
  static let seed: UInt64 =
    getenv("QUIRE_SEED").flatMap { UInt64(String(cString: $0)) } ?? UInt64.random(in: 0...UInt64.max)

  @Test func killedSavesLeaveOneVersionOrTheOther() throws {
    let child = try #require(Child.executable)
    var random = SeededRandom(seed: Self.seed)
    print("KillDuringSaveTests seed \(Self.seed) (replay with QUIRE_SEED=\(Self.seed))")
    // Two versions of different sizes: 10 MiB of one line pattern, 7 MiB of another.
    let first = Self.version(lines: "first version, line ", size: 10 << 20)
    let second = Self.version(lines: "the second, shorter version of the file, line ", size: 7 << 20)
    let inputs = folder.file("inputs")
    let notes = folder.file("notes")
    mkdir(inputs, 0o755)
    mkdir(notes, 0o755)
    TestFiles.writeFile(first, to: inputs + "/first")
    TestFiles.writeFile(second, to: inputs + "/second")
    let target = notes + "/note.md"
    TestFiles.writeFile(first, to: target)

    var seen = [0, 0]
    var roundsWithALeftover = 0
    var roundsWithASave = 0
    for round in 0..<200 {
      let before = Self.inode(target)
      let process = try #require(
        Child.spawn(child, ["save-loop", target, inputs + "/first", inputs + "/second"]))
      // One round in ten kills only after a save has finished (the file was replaced), so
      // finished saves are among the moments killed however slow the machine is.
      if round % 10 == 0 { Self.waitForReplacement(of: target, from: before) }
      var pause = timespec(tv_sec: 0, tv_nsec: Int(UInt64.random(in: 0...250_000_000, using: &random)))
      nanosleep(&pause, nil)
      kill(process, SIGKILL)
      var status: Int32 = 0
      waitpid(process, &status, 0)

      if Self.inode(target) != before { roundsWithASave += 1 }
      let bytes = try #require(TestFiles.readFile(target), "round \(round), seed \(Self.seed)")
      let isFirst = Self.same(bytes, first)
      let isSecond = Self.same(bytes, second)
      #expect(isFirst || isSecond, "round \(round): the file is neither version (seed \(Self.seed))")
      seen[isFirst ? 0 : 1] += 1
      let leftovers = TestFiles.names(in: notes).filter { $0 != "note.md" }
      #expect(leftovers.count <= 1, "round \(round): \(leftovers) (seed \(Self.seed))")
      #expect(leftovers.allSatisfy { $0.hasPrefix(".note.md.quire-") && $0.hasSuffix(".tmp") })
      if !leftovers.isEmpty { roundsWithALeftover += 1 }
      if !(isFirst || isSecond) || leftovers.count > 1 { break }
    }
    print(
      "KillDuringSaveTests: first version \(seen[0]) times, second \(seen[1]) times,"
        + " a temporary file left \(roundsWithALeftover) times, a save finished in \(roundsWithASave) rounds")
    #expect(roundsWithASave > 0, "no save ever finished (seed \(Self.seed))")

    _ = try SafeSave.save(bytes: Array("after the storm\n".utf8), to: target)
    #expect(TestFiles.names(in: notes) == ["note.md"], "the next save removes the leftover")
    #expect(TestFiles.readText(target) == "after the storm\n")
  }

  private static func version(lines prefix: String, size: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size + 100)
    var line = 0
    while bytes.count < size {
      bytes += Array("\(prefix)\(line)\n".utf8)
      line += 1
    }
    return Array(bytes[0..<size])
  }

  private static func same(_ left: [UInt8], _ right: [UInt8]) -> Bool {
    guard left.count == right.count else { return false }
    return left.withUnsafeBytes { a in
      right.withUnsafeBytes { b in
        guard let first = a.baseAddress, let second = b.baseAddress else { return a.count == 0 }
        return memcmp(first, second, a.count) == 0
      }
    }
  }

  /// Starts `executable` with its output thrown away; its process ID.
  /// The inode number of the file at `path`, 0 when there is none.
  static func inode(_ path: String) -> UInt64 {
    var status = stat()
    return stat(path, &status) == 0 ? UInt64(status.st_ino) : 0
  }

  /// Returns once the file at `path` is another file than the inode `before` (a save renamed
  /// its new file over it), or after a minute.
  static func waitForReplacement(of path: String, from before: UInt64) {
    for _ in 0..<12_000 where inode(path) == before {
      var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
      nanosleep(&pause, nil)
    }
  }
}
