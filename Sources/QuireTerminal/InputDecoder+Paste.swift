extension InputDecoder {
  /// A bracketed paste being received: its bytes so far, and how much of the end marker
  /// `Esc [ 2 0 1 ~` has been seen.
  struct PasteState: Sendable {
    /// The bytes that end a bracketed paste.
    static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// The pasted bytes so far, not counting a partly seen end marker.
    var content: [UInt8] = []
    /// How many bytes of ``endMarker`` are seen at the end of the input so far.
    var markerMatched = 0

    /// The paste event for what arrived, a partly seen end marker included. The text is
    /// decoded as UTF-8 with invalid bytes as U+FFFD; line endings (CR LF, CR) are kept as
    /// sent, for the editor to normalise.
    /// Delivers the bytes held so far as one piece of the paste, cut after the last whole
    /// UTF-8 character, and keeps receiving: a paste longer than the cap arrives as several
    /// paste events, and none of its bytes is ever read as keys. O(k).
    mutating func deliverHeldPiece(into events: inout [InputEvent]) {
      // Hold back the last UTF-8 sequence when it is not complete yet.
      var cut = content.count
      var lead = content.count - 1
      while lead > 0, content.count - lead < 4, content[lead] & 0xC0 == 0x80 { lead -= 1 }
      if lead > 0, content[lead] >= 0xC0 {
        let length = content[lead] >= 0xF0 ? 4 : content[lead] >= 0xE0 ? 3 : 2
        if content.count - lead < length { cut = lead }
      }
      events.append(.paste(String(decoding: content[..<cut], as: UTF8.self)))
      content.removeSubrange(..<cut)
    }

    func finish() -> InputEvent {
      let bytes = content + Self.endMarker.prefix(markerMatched)
      return .paste(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Adds bytes from `input` at `start` to the paste under way, until its end marker or
  /// the size cap; returns the index of the first byte not consumed.
  ///
  /// - Complexity: O(*n*) in the number of bytes consumed.
  mutating func consumePaste(_ input: [UInt8], from start: Int, into events: inout [InputEvent]) -> Int {
    guard var state = paste else { return start }
    paste = nil
    let marker = PasteState.endMarker
    var index = start
    while index < input.count {
      if state.markerMatched == 0 {
        // Copy the run of bytes before the next Esc at once.
        let room = maximumPasteBytes - state.content.count
        var end = index
        while end < input.count, input[end] != 0x1B, end - index < room { end += 1 }
        state.content.append(contentsOf: input[index..<end])
        index = end
        if state.content.count >= maximumPasteBytes { state.deliverHeldPiece(into: &events) }
        if index < input.count, input[index] == 0x1B {
          state.markerMatched = 1
          index += 1
        }
        continue
      }
      let byte = input[index]
      index += 1
      if byte == marker[state.markerMatched] {
        state.markerMatched += 1
        if state.markerMatched == marker.count {
          state.markerMatched = 0
          events.append(state.finish())
          return index
        }
        continue
      }
      state.content.append(contentsOf: marker.prefix(state.markerMatched))
      state.markerMatched = 0
      if byte == 0x1B {
        state.markerMatched = 1
      } else {
        state.content.append(byte)
      }
      if state.content.count >= maximumPasteBytes { state.deliverHeldPiece(into: &events) }
    }
    paste = state
    return index
  }
}
