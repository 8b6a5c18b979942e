/// Turns the bytes a terminal sends into input events: a pure state machine, fed bytes as
/// they arrive, in pieces of any size.
///
/// The decoder has no clock and does no I/O. Bytes that may begin a longer sequence (an Esc,
/// a CSI not yet finished, part of a UTF-8 character, a bracketed paste) are held, and
/// ``waitingFor`` says so; when nothing more arrives within ``timeoutMilliseconds`` (the Esc
/// timeout, or the longer paste timeout) the caller calls ``flush()`` to resolve them as
/// they stand, so a lone Esc becomes the Esc key.
///
/// Feeding the same bytes in pieces of any size gives the same events as feeding them at
/// once. Held bytes are bounded: at most ``maximumSequenceBytes`` for a sequence, and at
/// most ``maximumPasteBytes`` (plus the 5 bytes of a partly seen end marker) for a paste.
public struct InputDecoder: Sendable {
  /// What held bytes are waiting for.
  public enum Wait: Hashable, Sendable {
    /// The rest of an escape sequence or of a UTF-8 character: flush after
    /// ``InputDecoder/escapeTimeoutMilliseconds``.
    case sequence
    /// The end of a bracketed paste: flush after the caller's paste timeout, which can be
    /// longer, since a large paste may arrive in many reads.
    case paste
    /// The rest of something only a terminal sends, never a key: a control sequence with a
    /// private marker (`Esc [ ?`, `Esc [ >`, `Esc [ <` …: replies and mouse reports) or a
    /// control string (`Esc ]`, `Esc P`, `Esc _`) under way. The terminal sends it whole, so
    /// the rest is coming: flush after the longer paste timeout, so that a reply split by a
    /// slow link is not cut at the Esc timeout and its tail read as keys.
    case reply
  }

  /// How long a lone Esc waits for the rest of a sequence before it counts as the Esc key,
  /// in milliseconds.
  public var escapeTimeoutMilliseconds: Int

  /// How long an unfinished bracketed paste waits for more before the caller flushes it,
  /// in milliseconds: longer than the Esc timeout, since a large paste, over a slow link,
  /// can pause between reads.
  public var pasteTimeoutMilliseconds: Int

  /// The most bytes of a bracketed paste held before they are delivered: a longer paste
  /// arrives as several paste events, and none of its bytes is read as keys. An unterminated
  /// paste ends when the caller flushes after ``pasteTimeoutMilliseconds``.
  public let maximumPasteBytes: Int

  /// The longest escape sequence held; a longer one is dropped whole, up to its final byte.
  public static let maximumSequenceBytes = 128

  /// The default for ``maximumPasteBytes``: 64 MiB.
  public static let defaultMaximumPasteBytes = 64 << 20

  /// Bytes of an escape sequence or UTF-8 character not yet complete.
  var pending: [UInt8] = []
  /// The overlong sequence being dropped up to its end, if any.
  var skipping: Skip?
  /// The paste being received, when inside a bracketed paste.
  var paste: PasteState?

  public init(
    escapeTimeoutMilliseconds: Int = 25,
    pasteTimeoutMilliseconds: Int = 1000,
    maximumPasteBytes: Int = InputDecoder.defaultMaximumPasteBytes
  ) {
    self.escapeTimeoutMilliseconds = escapeTimeoutMilliseconds
    self.pasteTimeoutMilliseconds = pasteTimeoutMilliseconds
    self.maximumPasteBytes = max(1, maximumPasteBytes)
  }

  /// Decodes `bytes`, returning the events they complete. Bytes that may begin a longer
  /// sequence are kept until more arrive or `flush()` is called.
  ///
  /// - Complexity: O(*n*) for text and pastes, in the number of bytes fed; a sequence of
  ///   *k* bytes is read again as each of its bytes arrives, O(*k*²) with *k* at most
  ///   ``maximumSequenceBytes``.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    let input = Array(bytes)
    var events: [InputEvent] = []
    var index = 0
    while index < input.count {
      if paste != nil {
        index = consumePaste(input, from: index, into: &events)
        continue
      }
      let byte = input[index]
      index += 1
      if skipping != nil {
        switch skip(byte) {
        case .consumed: continue
        case .notConsumed: break
        case .notConsumedAfterEscape: pending.append(0x1B)
        }
      }
      if pending.isEmpty, byte >= 0x20, byte < 0x7F {
        events.append(.key(KeyEvent(.character(Character(Unicode.Scalar(byte))))))
        continue
      }
      pending.append(byte)
      resolvePending(atEnd: false, into: &events)
    }
    assert(invariantViolation() == nil, invariantViolation() ?? "")
    return events
  }

  /// What held bytes are waiting for, or `nil` when nothing is held. When not `nil`, the
  /// caller calls ``flush()`` if nothing more arrives within the matching timeout.
  public var waitingFor: Wait? {
    if paste != nil { return .paste }
    if holdsTerminalReport { return .reply }
    if !pending.isEmpty || skipping != nil { return .sequence }
    return nil
  }

  /// Whether the held bytes begin something no key sends: `Esc [` and a private marker, or
  /// `Esc ]`, `Esc P`, `Esc _` with at least one byte of the string. O(1).
  var holdsTerminalReport: Bool {
    guard pending.count >= 3, pending[0] == 0x1B else { return false }
    switch pending[1] {
    case UInt8(ascii: "["): return (0x3C...0x3F).contains(pending[2])
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"): return true
    default: return false
    }
  }

  /// How long to wait for more bytes before calling ``flush()``, in milliseconds: the Esc
  /// timeout, or the paste timeout for a paste or a terminal's reply, as ``waitingFor``
  /// says; `nil` when nothing is held.
  public var timeoutMilliseconds: Int? {
    switch waitingFor {
    case .sequence: escapeTimeoutMilliseconds
    case .paste, .reply: pasteTimeoutMilliseconds
    case nil: nil
    }
  }

  /// Whether bytes are held waiting for the rest of a sequence; when true, the caller calls
  /// `flush()` if nothing more arrives within ``timeoutMilliseconds``.
  public var isWaiting: Bool { waitingFor != nil }

  /// Resolves held bytes as they stand: a lone Esc becomes the Esc key, `Esc [` Alt-[, part
  /// of a UTF-8 character U+FFFD, an unfinished paste a paste of what arrived, and an
  /// unfinished escape sequence is dropped.
  ///
  /// - Complexity: O(*k*) in the number of held bytes.
  public mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    if let paste {
      self.paste = nil
      events.append(paste.finish())
    }
    skipping = nil
    resolvePending(atEnd: true, into: &events)
    return events
  }

  /// Decodes complete sequences at the front of `pending`; with `atEnd`, resolves all of it.
  mutating func resolvePending(atEnd: Bool, into events: inout [InputEvent]) {
    while !pending.isEmpty {
      switch Self.step(pending, from: 0, atEnd: atEnd) {
      case .needMore:
        if pending.count > Self.maximumSequenceBytes {
          pending.removeAll()
          skipping = .controlSequence
        }
        return
      case .overlong(let skip):
        pending.removeAll()
        skipping = atEnd ? nil : skip
        return
      case .decoded(let length, let decoded):
        pending.removeFirst(min(length, pending.count))
        events.append(contentsOf: decoded)
      case .beginPaste(let length):
        // The opener ends at the byte just added, so `rest` is empty in practice; should
        // bytes follow it, they are pasted text.
        let rest = Array(pending.dropFirst(length))
        pending.removeAll()
        paste = PasteState()
        var index = 0
        while index < rest.count {
          if paste != nil {
            index = consumePaste(rest, from: index, into: &events)
          } else {
            pending.append(contentsOf: rest[index...])
            break
          }
        }
      }
    }
  }

  /// Checks the decoder's invariants, returning the first one broken, or `nil`: held bytes
  /// stay within their bounds, and a paste under way holds no sequence bytes.
  ///
  /// - Complexity: O(1).
  public func invariantViolation() -> String? {
    if pending.count > Self.maximumSequenceBytes {
      return "\(pending.count) sequence bytes held, more than \(Self.maximumSequenceBytes)"
    }
    guard let paste else { return nil }
    if !pending.isEmpty { return "sequence bytes held during a paste" }
    if paste.content.count >= maximumPasteBytes {
      return "paste of \(paste.content.count) bytes held, not less than \(maximumPasteBytes)"
    }
    if paste.markerMatched >= PasteState.endMarker.count { return "paste end marker seen but paste held" }
    return nil
  }

  /// The number of bytes held, for tests and invariant checks.
  public var heldByteCount: Int {
    pending.count + (paste.map { $0.content.count + $0.markerMatched } ?? 0)
  }
}
