/// How `quire` ends, as its exit status (DESIGN.md §2, gum's and dialog's conventions).
package struct ExitStatus: Hashable, Sendable, Comparable {
  /// The number the process exits with.
  package var code: Int32

  /// The answer was accepted (or the command did what it was asked).
  static let accepted = ExitStatus(code: 0)
  /// The user cancelled, or the input ended before an answer.
  static let cancelled = ExitStatus(code: 1)
  /// The command line could not be used.
  static let usage = ExitStatus(code: 2)
  /// Reading or writing failed, or the data could not be used.
  static let failure = ExitStatus(code: 3)
  /// No answer came within `--timeout`.
  static let timedOut = ExitStatus(code: 124)
  /// Interrupted with Ctrl-C.
  static let interrupted = ExitStatus(code: 130)

  package static func < (left: ExitStatus, right: ExitStatus) -> Bool { left.code < right.code }
}
