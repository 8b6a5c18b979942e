import QuireText

/// Decides how a grapheme cluster of content is shown so that no content ever reaches the
/// terminal as a control sequence.
///
/// C0 controls, DEL and C1 controls (ESC above all) are shown as their visible stand-in
/// from `ControlSymbol.symbol(for:)`, which `CellGrid` draws in reverse video; bidirectional
/// embeddings, overrides and isolates are dropped; a cluster of width 0 (a combining mark or
/// a joiner with no base before it, a zero-width format character) is dropped, because a
/// cell must show something and has nothing to attach it to. A byte that is not UTF-8, carried
/// in a `String` (`PreservedBytes`), is shown as U+FFFD, as the editor shows an invalid
/// sequence. Everything else is shown as it is.
public enum Sanitiser {
  /// How one cluster is shown.
  public enum Outcome: Hashable, Sendable {
    /// The cluster itself, taking `width` cells (1 or 2).
    case text(width: Int)
    /// A visible stand-in: one narrow cell per character, drawn in reverse video.
    case symbol(String)
    /// Not drawn.
    case hidden
    /// A carried byte that is not UTF-8: `replacementCharacter` in one cell, in the text's
    /// style.
    case replacement
  }

  /// What a carried byte that is not UTF-8 shows as: U+FFFD.
  public static let replacementCharacter: Character = "\u{FFFD}"

  /// How `character` is shown. O(scalars in the cluster).
  public static func outcome(for character: Character) -> Outcome {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return .text(width: 1) }
    var symbol = ""
    var hasControl = false
    for scalar in character.unicodeScalars {
      if PreservedBytes.byte(carriedBy: scalar) != nil { return .replacement }
      if let stand = ControlSymbol.symbol(for: scalar) {
        hasControl = true
        symbol += stand
      } else if isControl(scalar) {
        hasControl = true
      }
    }
    if hasControl { return symbol.isEmpty ? .hidden : .symbol(symbol) }
    let width = displayWidth(of: character)
    if width <= 0 { return .hidden }
    return .text(width: min(2, width))
  }

  /// Whether `scalar` is a C0 or C1 control or DEL (tab included: drawing expands it).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// `text` with every cluster as it is shown: stand-ins in place of controls, dropped
  /// clusters left out, tabs as one space. For text that is not drawn into a grid
  /// (a line written in plain line mode). O(n).
  public static func visibleText(_ text: some StringProtocol) -> String {
    var result = ""
    for character in text {
      if character == "\t" {
        result += " "
        continue
      }
      switch outcome(for: character) {
      case .text: result.append(character)
      case .replacement: result.append(replacementCharacter)
      case .symbol(let symbol): result += symbol
      case .hidden: break
      }
    }
    return result
  }
}
