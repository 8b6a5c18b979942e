import QuireTestSupport
import Testing

/// Expects no `mismatch` from one of the kit's non-throwing waits (`waitForScreen`): when
/// there is one, records the kit's message (the rows side by side, or the text it held) at
/// `sourceLocation`, and the test goes on.
func expect(_ mismatch: ScreenMismatch?, sourceLocation: SourceLocation = #_sourceLocation) {
  if let mismatch { Issue.record("\(mismatch)", sourceLocation: sourceLocation) }
}
