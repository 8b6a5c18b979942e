/// An exit status a command can end with and when, for the help text and the man page.
struct ExitStatusHelp: Hashable, Sendable {
  var status: ExitStatus
  /// When it happens, in lower case (`the answer was accepted`).
  var meaning: String

  init(_ status: ExitStatus, _ meaning: String) {
    self.status = status
    self.meaning = meaning
  }
}
