import QuireText

/// Texts with their selection written inline, so motion tests read like the screen:
/// `"hel|lo"` is a caret after "hel"; `"he[ll|]o"` selects "ll" with the head at its end;
/// `"he[|ll]o"` selects it with the head at its start.
public enum CaretMarkup {
  /// The text and the selection described by `markup`.
  public static func parse(_ markup: String) -> (text: String, selection: TextSelection) {
    var text: [UInt8] = []
    var open: Int?
    var close: Int?
    var caret: Int?
    for byte in markup.utf8 {
      switch byte {
      case UInt8(ascii: "["): open = text.count
      case UInt8(ascii: "]"): close = text.count
      case UInt8(ascii: "|"): caret = text.count
      default: text.append(byte)
      }
    }
    let head = caret ?? close ?? text.count
    let anchor: Int
    if let open, let close {
      anchor = head == open ? close : open
    } else {
      anchor = head
    }
    return (
      String(decoding: text, as: UTF8.self), TextSelection(anchor: ByteOffset(anchor), head: ByteOffset(head))
    )
  }

  /// `text` with `selection` written inline, the inverse of `parse`.
  public static func render(_ text: String, _ selection: TextSelection) -> String {
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    let range = selection.range
    for index in 0...bytes.count {
      if !selection.isEmpty, index == range.lowerBound.value { out.append(UInt8(ascii: "[")) }
      if index == selection.head.value { out.append(UInt8(ascii: "|")) }
      if !selection.isEmpty, index == range.upperBound.value { out.append(UInt8(ascii: "]")) }
      if index < bytes.count { out.append(bytes[index]) }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
