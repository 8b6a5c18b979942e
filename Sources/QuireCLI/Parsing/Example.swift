/// A command line showing a use of a command, with what it does.
struct Example: Hashable, Sendable {
  /// What to type, as in a shell script.
  var commandLine: String
  /// What it does, as a sentence.
  var explanation: String

  init(_ commandLine: String, _ explanation: String) {
    self.commandLine = commandLine
    self.explanation = explanation
  }
}
