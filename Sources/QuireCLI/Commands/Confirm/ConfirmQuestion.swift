/// What `confirm` asks: a question with a yes and a no.
struct ConfirmQuestion: Equatable, Sendable {
  var prompt: String
  /// The yes button's word; `nil` for Yes.
  var affirmative: String?
  /// The no button's word; `nil` for No.
  var negative: String?
  /// Whether an empty answer (and the first focus) is yes.
  var defaultsToYes = true
}
