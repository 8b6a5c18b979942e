/// The number of terminal cells `text` takes when drawn on one row: the sum of the widths of
/// its grapheme clusters (see `displayWidth(of:)` for one `Character`). O(n).
///
/// Printable ASCII that no combining mark follows is counted one cell per byte without
/// looking anything up.
public func displayWidth(of text: some StringProtocol) -> Int {
  let utf8 = text.utf8
  let fast = utf8.withContiguousStorageIfAvailable { bytes in printableASCIIPrefix(bytes) }
  var width = fast ?? 0
  var index = fast.map { utf8.index(utf8.startIndex, offsetBy: $0) } ?? utf8.startIndex
  let end = utf8.endIndex
  while index < end {
    let byte = utf8[index]
    let next = utf8.index(after: index)
    if byte &- 0x20 < 0x5F, next == end || utf8[next] < 0x80 {
      width += 1
      index = next
      continue
    }
    width += displayWidth(of: text[index])
    index = text.index(after: index)
  }
  return width
}

/// The number of leading bytes of `bytes` that are printable ASCII followed by ASCII (or the
/// end): clusters of one byte and one cell each. O(k).
func printableASCIIPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
  var index = 0
  let count = bytes.count
  while index < count, bytes[index] &- 0x20 < 0x5F {
    index += 1
  }
  // The last printable byte joins a following mark; leave it to the cluster path.
  if index < count, index > 0, bytes[index] >= 0x80 { index -= 1 }
  return index
}

/// The number of terminal cells one grapheme cluster takes. O(scalars in the cluster).
///
/// - East Asian Wide and Fullwidth characters take 2 cells; others 1.
/// - Emoji shown in emoji style take 2 cells as one cluster: emoji-presentation characters,
///   text-default characters followed by VS16 (U+FE0F, keycaps included), ZWJ sequences,
///   flags (two regional indicators) and skin-tone sequences. An emoji-presentation
///   character followed by VS15 (U+FE0E) is shown in text style: 1 cell.
/// - Combining and zero-width characters take 0 cells: marks (Mn, Me), format characters
///   (Cf), default ignorables and Hangul medial vowels and final consonants. A cluster of a
///   base and its marks takes the width of the base; a cluster made only of them takes 0.
/// - A control character takes the width of the stand-in `ControlSymbol.symbol(for:)` gives
///   it (`^[` is 2 cells, `<9b>` is 4, bidirectional controls 0).
/// - Tab takes 1 cell here: its width depends on its column, so layout expands it.
public func displayWidth(of character: Character) -> Int {
  let scalars = character.unicodeScalars
  var iterator = scalars.makeIterator()
  guard let first = iterator.next() else { return 0 }
  guard iterator.next() != nil else { return scalarWidth(first) }
  return clusterWidth(scalars)
}

/// The cells one code point takes on its own. O(log runs), O(1) for ASCII.
func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
  if scalar.value &- 0x20 < 0x5F { return 1 }
  let properties = UnicodeProperties.of(scalar)
  switch properties.widthClass {
  case 3: return controlWidth(scalar)
  case let width: return width
  }
}

/// The cells of the stand-in drawn for a control character. O(1).
func controlWidth(_ scalar: Unicode.Scalar) -> Int {
  guard let symbol = ControlSymbol.symbol(for: scalar) else { return 1 }
  return symbol.utf8.count
}

/// The cells of a cluster of two or more code points. O(scalars in the cluster).
func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
  var iterator = scalars.makeIterator()
  guard let first = iterator.next() else { return 0 }
  let base = UnicodeProperties.of(first)
  let isEmojiBase =
    base.isExtendedPictographic || base.hasEmojiVariation || base.graphemeBreak == .regionalIndicator
  guard isEmojiBase else {
    var width = scalarWidth(first)
    while let scalar = iterator.next() { width += scalarWidth(scalar) }
    return width
  }
  var width = scalarWidth(first)
  var previousWasJoiner = false
  while let scalar = iterator.next() {
    switch scalar.value {
    case 0xFE0F where base.hasEmojiVariation: width = 2
    case 0xFE0E where base.hasEmojiVariation: width = 1
    case 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF: width = 2
    default:
      if previousWasJoiner, UnicodeProperties.of(scalar).isExtendedPictographic { width = 2 }
    }
    previousWasJoiner = scalar.value == 0x200D
  }
  return width
}
