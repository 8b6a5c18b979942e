/// What `write` asks: a text of several lines, within limits.
struct TextQuestion: Equatable, Sendable {
  var title: String?
  /// The text to start from; a lone dot first keeps it.
  var value: String?
  var placeholder: String?
  /// At most this many characters (grapheme clusters; a line break counts as one).
  var characterLimit: Int?
  /// At most this many lines.
  var lineLimit: Int?
}
