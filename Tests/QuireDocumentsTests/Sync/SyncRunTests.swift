import QuireDocuments
import Testing

/// A sync's steps as a value: tables of outcomes (no git, no remote), each with the step it
/// must answer, including the races with the other machine (a push refused because it
/// pushed first, again and again) and every way a step fails.
@Suite struct SyncRunTests {
  static let target = SyncRun.Target(remote: "origin", branch: "main")
  static let offline = SyncFailure.unreachable
  static let came = SyncRun.Integration(changed: ["a.md"], conflictCopies: [])
  static let conflicted = SyncRun.Integration(
    changed: ["b.md"], conflictCopies: ["b (conflict 2026-12-03 101010).md"])

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [(SyncRun.Event, [SyncRun.Effect])]
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "commit, find the remote, fetch, integrate, push",
      steps: [
        (.committed(.success(true)), [.findRemote]),
        (.remoteFound(.success(target)), [.fetch(target)]),
        (.fetched(.success(true)), [.integrate(target)]),
        (.integrated(.success(came)), [.push(target)]),
        (.pushed(.accepted), [.finish(.success(SyncReport(committed: true, changed: ["a.md"], sent: true)))]),
      ]),
    Row(
      name: "a remote without the branch yet is pushed to without integrating",
      steps: [
        (.committed(.success(false)), [.findRemote]),
        (.remoteFound(.success(target)), [.fetch(target)]),
        (.fetched(.success(false)), [.push(target)]),
        (.pushed(.accepted), [.finish(.success(SyncReport(sent: true)))]),
      ]),
    Row(
      name: "a remote that has every commit already is sent nothing",
      steps: [
        (.committed(.success(false)), [.findRemote]),
        (.remoteFound(.success(target)), [.fetch(target)]),
        (.fetched(.success(true)), [.integrate(target)]),
        (.integrated(.success(.init())), [.push(target)]),
        (.pushed(.upToDate), [.finish(.success(SyncReport()))]),
      ]),
    Row(
      name: "a push refused because the other side pushed first fetches and integrates again",
      steps: [
        (.committed(.success(true)), [.findRemote]),
        (.remoteFound(.success(target)), [.fetch(target)]),
        (.fetched(.success(true)), [.integrate(target)]),
        (.integrated(.success(came)), [.push(target)]),
        (.pushed(.refused), [.fetch(target)]),
        (.fetched(.success(true)), [.integrate(target)]),
        (.integrated(.success(conflicted)), [.push(target)]),
        (
          .pushed(.accepted),
          [
            .finish(
              .success(
                SyncReport(
                  committed: true, changed: ["a.md", "b.md"], conflictCopies: conflicted.conflictCopies,
                  refusedPushes: 1, sent: true)))
          ]
        ),
      ]),
    Row(
      name: "a remote that keeps changing is given up after five refusals",
      steps: [
        (.committed(.success(false)), [.findRemote]),
        (.remoteFound(.success(target)), [.fetch(target)]),
      ]
        + (1...4).flatMap { _ in
          [
            (SyncRun.Event.fetched(.success(true)), [SyncRun.Effect.integrate(target)]),
            (.integrated(.success(.init())), [.push(target)]),
            (.pushed(.refused), [.fetch(target)]),
          ]
        } + [
          (.fetched(.success(true)), [.integrate(target)]),
          (.integrated(.success(.init())), [.push(target)]),
          (.pushed(.refused), [.finish(.failure(.remoteKeptChanging))]),
        ]),
    Row(
      name: "no remote: what was pending is committed, and the sync says why it went no further",
      steps: [
        (.committed(.success(true)), [.findRemote]),
        (.remoteFound(.success(nil)), [.finish(.failure(.noRemote))]),
      ]),
    Row(
      name: "an unreachable remote ends the sync at the fetch",
      steps: [
        (.committed(.success(false)), [.findRemote]),
        (.remoteFound(.success(target)), [.fetch(target)]),
        (.fetched(.failure(offline)), [.finish(.failure(offline))]),
      ]),
    Row(
      name: "a failed commit ends the sync before anything is fetched",
      steps: [
        (
          .committed(.failure(.gitFailed("index.lock exists"))),
          [.finish(.failure(.gitFailed("index.lock exists")))]
        )
      ]),
    Row(
      name: "a folder not on a branch ends the sync",
      steps: [
        (.committed(.success(false)), [.findRemote]),
        (.remoteFound(.failure(.notOnBranch)), [.finish(.failure(.notOnBranch))]),
      ]),
    Row(
      name: "a failed merge ends the sync without pushing",
      steps: [
        (.committed(.success(false)), [.findRemote]),
        (.remoteFound(.success(target)), [.fetch(target)]),
        (.fetched(.success(true)), [.integrate(target)]),
        (
          .integrated(.failure(.gitFailed("merge refused"))), [.finish(.failure(.gitFailed("merge refused")))]
        ),
      ]),
    Row(
      name: "a push the remote refuses for another reason ends the sync",
      steps: [
        (.committed(.success(false)), [.findRemote]),
        (.remoteFound(.success(target)), [.fetch(target)]),
        (.fetched(.success(false)), [.push(target)]),
        (.pushed(.failed(.authenticationRefused)), [.finish(.failure(.authenticationRefused))]),
      ]),
    Row(
      name: "an outcome the sync does not wait for changes nothing",
      steps: [
        (.pushed(.accepted), []), (.fetched(.success(true)), []),
        (.committed(.success(false)), [.findRemote]),
        (.committed(.success(true)), []), (.integrated(.success(came)), []),
        (.remoteFound(.success(nil)), [.finish(.failure(.noRemote))]),
        (.remoteFound(.success(target)), []), (.pushed(.refused), []),
      ]),
  ]

  @Test(arguments: rows)
  func eachOutcomeAnswersTheNextStep(row: Row) {
    var run = SyncRun()
    #expect(run.start() == [.commit])
    for (number, (event, effects)) in row.steps.enumerated() {
      #expect(run.receive(event) == effects, "step \(number + 1): \(event)")
    }
    if case .finish(let result) = row.steps.last?.1.last {
      #expect(run.phase == .finished(result))
    }
  }
}

/// What git's listings say, read as the sync reads them: the unmerged files and how each is
/// settled, the changes a commit names.
@Suite struct SyncListingTests {
  @Test func unmergedFilesAreSettledWithoutDroppingASide() {
    let listing = Array(
      ("100644 aaaa 1\tboth.md\u{0}100644 bbbb 2\tboth.md\u{0}100644 cccc 3\tboth.md\u{0}"
        + "100644 dddd 1\tgone here.md\u{0}100644 eeee 3\tgone here.md\u{0}"
        + "100644 ffff 1\tgone there.md\u{0}100644 1111 2\tgone there.md\u{0}"
        + "100644 2222 1\tgone both.md\u{0}").utf8)
    let notes = UnmergedNote.parse(unmerged: listing)
    #expect(notes.map(\.path) == ["both.md", "gone here.md", "gone there.md", "gone both.md"])
    #expect(
      notes.map(\.steps) == [
        [.keep(stage: 2), .copy(stage: 3)], [.keep(stage: 3)], [.keep(stage: 2)], [.remove],
      ])
  }

  @Test func aCommitNamesTheNotesItChanges() {
    let status = Array(
      "M\u{0}Groceries.md\u{0}R100\u{0}Old.md\u{0}New.md\u{0}A\u{0}Trip.txt\u{0}D\u{0}Gone.md\u{0}".utf8)
    let changes = NoteChange.parse(nameStatus: status)
    #expect(
      changes == [
        .edited("Groceries.md"), .renamed(from: "Old.md", to: "New.md"), .added("Trip.txt"),
        .deleted("Gone.md"),
      ])
    #expect(NoteChange.commitMessage(changes) == "Edit Groceries, Rename Old to New, Add Trip, Delete Gone")
    let many = (1...6).map { NoteChange.edited("n\($0).md") }
    #expect(NoteChange.commitMessage(many) == "Edit n1, Edit n2, Edit n3, Edit n4 and 2 more")
  }

  @Test(arguments: [
    (
      "fatal: '/nowhere/notes.git' does not appear to be a git repository\nfatal: Could not read from remote repository.",
      SyncFailure.unreachable
    ),
    (
      "fatal: unable to access 'https://example.org/n.git/': Could not resolve host: example.org",
      .unreachable
    ),
    (
      "remote: Invalid username or password.\nfatal: Authentication failed for 'https://example.org/n.git/'",
      .authenticationRefused
    ),
    ("git@example.org: Permission denied (publickey).", .authenticationRefused),
    ("fatal: the \u{1B}[31mremote\u{1B}[0m hung up\n", .gitFailed("fatal: the [31mremote[0m hung up")),
  ])
  func gitsWordsSayWhyTheRemoteFailed(text: String, failure: SyncFailure) {
    #expect(SyncFailure.remote(text) == failure)
  }
}
