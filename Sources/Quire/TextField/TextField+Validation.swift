extension TextField {
  /// What the field says under itself.
  public enum Notice: Hashable, Sendable {
    /// The validator's message: the text cannot be accepted.
    case invalid(String)
    /// Typing or a paste was refused or cut by the character limit.
    case limitReached
  }

  /// The validator's message for the text now, shown or not; `nil` when it is acceptable.
  public var validationError: String? { validator?(text) }

  /// The message the field shows now: the validation error once the text was edited or
  /// accepting was tried, else the limit notice after the limit cut typing or a paste.
  public var message: Notice? {
    if showsValidation, let error = validationError { return .invalid(error) }
    return hitLimit ? .limitReached : nil
  }

  /// The text, when the validator accepts it; otherwise `nil`, and the message shows from
  /// now on. Return in an overlay or a prompt calls it.
  public mutating func accept() -> String? {
    showsValidation = true
    return validationError == nil ? text : nil
  }
}
