extension Canvas {
  /// A one-line message fitted to `width` cells so that its reason is still seen: a message
  /// that does not fit keeps its end after the last `: ` (the reason: `the name is too
  /// long`) and its start, and loses the middle of what is between (the long path), marked
  /// with an ellipsis. A message with no reason loses its middle. O(clusters).
  ///
  /// `cannot move /home/ann/notes/A very long name….md to the trash: the name is too long`
  /// becomes `cannot move /home/ann/no…me.md to the trash: the name is too long`.
  static func fittedMessage(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    guard shownWidth(of: text) > width else { return text }
    guard let colon = text.ranges(of: ": ").last else { return middleCut(text, toWidth: width) }
    let reason = String(text[colon.lowerBound...])
    let room = width - shownWidth(of: reason)
    // A reason too long to leave the start room (a path after the colon): cut at the end.
    guard room >= 8 else { return truncated(text, toWidth: width) }
    return middleCut(String(text[..<colon.lowerBound]), toWidth: room) + reason
  }

  /// `text` in at most `width` cells: its first third and its last two thirds kept (a path's
  /// end says most), an ellipsis between.
  private static func middleCut(_ text: String, toWidth width: Int) -> String {
    guard shownWidth(of: text) > width else { return text }
    let startRoom = (width - shownWidth(of: ellipsis)) / 3
    guard startRoom > 0 else { return truncated(text, toWidth: width) }
    var start = ""
    var used = 0
    for character in text {
      let cells = shownWidth(of: character)
      if used + cells > startRoom { break }
      used += cells
      start.append(character)
    }
    return start + truncatedAtStart(String(text.dropFirst(start.count)), toWidth: width - used)
  }
}
