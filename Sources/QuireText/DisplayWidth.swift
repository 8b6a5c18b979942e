/// The number of terminal cells `text` takes when drawn on one row.
///
/// - Note: PLACEHOLDER until the tables generated from the Unicode data replace it: counts one
///   cell per grapheme cluster.
public func displayWidth(of text: some StringProtocol) -> Int {
  var width = 0
  for character in text { width += displayWidth(of: character) }
  return width
}

/// The number of terminal cells one grapheme cluster takes.
public func displayWidth(of character: Character) -> Int {
  1
}
