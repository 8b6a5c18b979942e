import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a history refuses, and how its failures read: one line naming the file, and a caller
/// that goes on without the history after warning once.
@Suite struct HistorySafetyTests {
  @Test(arguments: [
    ("", "it is empty"), ("../x", "it contains '/'"), ("/etc/passwd", "it contains '/'"),
    ("a/b", "it contains '/'"),
    (".", "it starts with a dot"), ("..", "it starts with a dot"), (".hidden", "it starts with a dot"),
    ("a\0b", "it contains a NUL character"), ("line\nbreak", "it contains a control character"),
    (String(repeating: "n", count: 201), "it is longer than 200 bytes"),
  ])
  func namesThatLeaveTheFolderAreRefused(_ name: String, _ reason: String) {
    #expect(throws: HistoryError.invalidName(name, reason: reason)) {
      try HistoryStore(name: name, folder: "/tmp")
    }
  }

  @Test func aRefusedNameSaysWhyInOneLine() {
    let error = HistoryError.invalidName("a\0b", reason: "it contains a NUL character")
    #expect(error.description == "history name 'a\\u{0}b' is not allowed: it contains a NUL character")
  }

  @Test func ordinaryNamesAreAccepted() throws {
    for name in ["hosts", "git branches", "日本", "a.b", "x-y_z"] {
      #expect(try HistoryStore(name: name, folder: "/tmp").name.value == name)
    }
  }

  @Test func aSymbolicLinkAsTheFileIsRefused() throws {
    try TemporaryFolder.with { folder in
      let store = try HistoryStore(name: "hosts", folder: folder + "/history")
      try store.record("x")
      try TemporaryFolder.writeFile(Array("secret\n".utf8), to: folder + "/elsewhere")
      unlink(store.path)
      symlink(folder + "/elsewhere", store.path)
      #expect(throws: HistoryError.symbolicLink(path: store.path)) { try store.load() }
      #expect(throws: HistoryError.symbolicLink(path: store.path)) { try store.record("y") }
      #expect(
        TemporaryFolder.read(folder + "/elsewhere") == Array("secret\n".utf8), "the target is untouched")
    }
  }

  @Test func aSymbolicLinkAsTheFolderIsRefused() throws {
    try TemporaryFolder.with { folder in
      mkdir(folder + "/real", 0o700)
      symlink(folder + "/real", folder + "/history")
      let store = try HistoryStore(name: "hosts", folder: folder + "/history")
      #expect(throws: HistoryError.symbolicLink(path: folder + "/history")) { try store.record("y") }
      #expect(throws: HistoryError.symbolicLink(path: folder + "/history")) { try store.load() }
      #expect(DirectoryListing.names(in: folder + "/real").isEmpty)
    }
  }

  @Test func aFifoInPlaceOfTheFileIsRefusedWithoutBlocking() throws {
    try TemporaryFolder.with { folder in
      let store = try HistoryStore(name: "hosts", folder: folder)
      mkfifo(store.path, 0o600)
      #expect(throws: HistoryError.notAFile(path: store.path)) { try store.load() }
      #expect(throws: HistoryError.notAFile(path: store.path)) { try store.record("x") }
    }
  }

  @Test func aFolderThatCannotBeMadeIsAnErrorNamingTheFile() throws {
    try TemporaryFolder.with { folder in
      try TemporaryFolder.writeFile([], to: folder + "/state")
      let store = try HistoryStore(name: "hosts", folder: folder + "/state/quire/history")
      let error = #expect(throws: HistoryError.self) { try store.record("x") }
      #expect(error?.description == "cannot open the folder of history \(store.folder): Not a directory")
    }
  }

  @Test func aFolderInPlaceOfTheFileIsRefused() throws {
    try TemporaryFolder.with { folder in
      let store = try HistoryStore(name: "hosts", folder: folder)
      mkdir(store.path, 0o700)
      #expect(throws: HistoryError.self) { try store.record("x") }
      #expect(throws: HistoryError.self) { try store.load() }
    }
  }

  @Test func aPermissionProblemNamesTheFile() throws {
    // Root is not held back by permissions: run as root, the writer becomes the user nobody.
    let writer = try #require(BuiltProducts.executable(named: "QuireHistoryWriter"))
    try TemporaryFolder.with { folder in
      let history = folder + "/history"
      mkdir(history, 0o700)
      chmod(history, getuid() == 0 ? 0o755 : 0o555)
      chmod(folder, 0o755)
      let run = try DetachedProcess.run(
        executable: writer, arguments: ["record", history, "hosts", "v", "1"],
        environment: ["QUIRE_TEST_AS_NOBODY": "1"])
      #expect(run.status == .exited(1))
      let output = String(decoding: run.standardOutput, as: UTF8.self)
      #expect(output == "cannot write to history \(history)/hosts: Permission denied\n")
    }
  }

  @Test func aMissingHistoryIsNoFailure() {
    TemporaryFolder.with { folder in
      var history = BestEffortHistory(name: "hosts", paths: XDGPaths(environment: ["HOME": folder]))
      #expect(history.load() == [])
      #expect(history.takeWarning() == nil)
      history.record("x")
      #expect(history.load() == ["x"])
      #expect(!history.hasFailed)
    }
  }

  @Test func bestEffortWarnsOnceAndGoesOn() throws {
    try TemporaryFolder.with { folder in
      try TemporaryFolder.writeFile([], to: folder + "/state")
      var history = BestEffortHistory(
        name: "hosts", paths: XDGPaths(environment: ["HOME": "/", "XDG_STATE_HOME": folder + "/state"]))
      #expect(history.load() == [])
      let warning = history.takeWarning()
      #expect(
        warning?.description
          == "cannot open the folder of history \(folder)/state/quire/history: Not a directory")
      history.record("y")
      history.forget("x")
      #expect(history.load() == [])
      #expect(history.takeWarning() == nil, "warned once")
      #expect(history.hasFailed)
    }
  }

  @Test func bestEffortWithABadNameWarnsAtOnce() {
    var history = BestEffortHistory(name: "../up", paths: XDGPaths(environment: ["HOME": "/nonexistent"]))
    #expect(history.load() == [])
    #expect(history.takeWarning() == .invalidName("../up", reason: "it contains '/'"))
    #expect(history.takeWarning() == nil)
  }
}
