/// What `input` asks: one line.
struct LineQuestion: Equatable, Sendable {
  var title: String?
  /// The answer to start from; an empty answer keeps it.
  var value: String?
  var placeholder: String?
  /// Whether what is typed is hidden (and the current value never shown).
  var isSecret = false
}
