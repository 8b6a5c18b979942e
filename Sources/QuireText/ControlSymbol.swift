/// The visible stand-in for a control character, so that no content byte ever reaches the
/// terminal as a control sequence.
///
/// C0 controls and DEL are shown in caret notation (`^[` for ESC, `^?` for DEL), C1 controls
/// as their hex code in angle brackets (`<9b>`), as vim does. Bidirectional embedding,
/// override and isolate controls have no stand-in and are not drawn (empty string). Tab is
/// not a control here: layout expands it.
public enum ControlSymbol {
  /// The text drawn in place of `scalar`, or `nil` when `scalar` is drawn as itself.
  public static func symbol(for scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x09: return nil
    case 0x00...0x1F: return "^" + String(Character(Unicode.Scalar(UInt8(scalar.value + 0x40))))
    case 0x7F: return "^?"
    case 0x80...0x9F:
      let hex = String(scalar.value, radix: 16)
      return "<" + hex + ">"
    case 0x202A...0x202E, 0x2066...0x2069: return ""
    default: return nil
    }
  }
}
