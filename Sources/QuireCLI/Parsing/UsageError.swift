import Quire

/// A command line `quire` cannot use; its description is the one line shown on standard
/// error before exiting with status 2.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  var description: String

  init(description: String) {
    self.description = description
  }

  /// An error of `command` (`quire input`) saying `message`.
  init(_ command: String, _ message: String) {
    self.description = command + ": " + message
  }

  /// `argument` as an error line shows it: quoted, with control characters made visible,
  /// so that nothing from the command line reaches the terminal as a control sequence.
  static func quoted(_ argument: String) -> String {
    "'" + Sanitiser.visibleText(argument) + "'"
  }
}
