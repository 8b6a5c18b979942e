/// Collects what a plain prompt writes to standard error.
final class Transcript {
  var text = ""
}
