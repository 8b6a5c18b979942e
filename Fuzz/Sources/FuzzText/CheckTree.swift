import FuzzSupport
import QuireText

/// Checks that `text`'s tree keeps its rules.
func checkTree(_ text: TextStorage, _ context: @autoclosure () -> String) {
  let problems = text.invariantViolations()
  check(problems.isEmpty, "\(context()): broken tree: \(problems.prefix(5).joined(separator: "; "))")
}
