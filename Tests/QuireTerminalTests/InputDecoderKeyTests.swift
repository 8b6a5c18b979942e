import QuireTerminal
import Testing

/// A key event, for the tables below.
func key(_ key: Key, _ modifiers: Modifiers = [], _ kind: KeyEvent.Kind = .press) -> InputEvent {
  .key(KeyEvent(key, modifiers: modifiers, kind: kind))
}

/// A character key event, for the tables below.
func char(_ character: Character, _ modifiers: Modifiers = []) -> InputEvent {
  .key(KeyEvent(.character(character), modifiers: modifiers))
}

/// The bytes of `text`, which spells escapes as `\u{1B}`.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Decodes `input` fed in pieces of the given sizes (the last size repeating), returning the
/// events from `feed` alone and those a final `flush()` adds.
func decode(_ input: [UInt8], pieces: [Int]) -> (fed: [InputEvent], flushed: [InputEvent]) {
  var decoder = InputDecoder()
  var fed: [InputEvent] = []
  var index = 0
  var piece = 0
  while index < input.count {
    let size = max(1, pieces.isEmpty ? input.count : pieces[min(piece, pieces.count - 1)])
    piece += 1
    let end = min(input.count, index + size)
    fed += decoder.feed(input[index..<end])
    index = end
  }
  return (fed, decoder.flush())
}

/// Expects `input` to decode to `expected` fed whole, one byte at a time, and split in two
/// at every byte boundary. Without `needsFlush`, the events must come from `feed` alone
/// (nothing waits for a timeout); with it, only once `flush()` is called.
func expectDecodes(
  _ input: [UInt8], _ expected: [InputEvent], needsFlush: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var ways: [(String, [Int])] = [("whole", []), ("one byte at a time", [1])]
  for cut in 1..<max(1, input.count) { ways.append(("split at \(cut)", [cut, input.count])) }
  for (name, pieces) in ways {
    let (fed, flushed) = decode(input, pieces: pieces)
    if needsFlush {
      #expect(fed + flushed == expected, "\(name)", sourceLocation: sourceLocation)
    } else {
      #expect(fed == expected, "\(name)", sourceLocation: sourceLocation)
      #expect(flushed == [], "\(name): bytes were left waiting", sourceLocation: sourceLocation)
    }
  }
}

@Suite struct InputDecoderKeyTests {
  @Test(arguments: [
    ("\u{00}", char(" ", .control)),
    ("\u{01}", char("a", .control)),
    ("\u{03}", char("c", .control)),
    ("\u{1A}", char("z", .control)),
    ("\u{1C}", char("\\", .control)),
    ("\u{1D}", char("]", .control)),
    ("\u{1E}", char("^", .control)),
    ("\u{1F}", char("_", .control)),
    ("\u{7F}", key(.backspace)),
    ("\u{08}", key(.backspace)),
    ("\t", key(.tab)),
    ("\r", key(.enter)),
    ("\n", key(.enter)),
    ("a", char("a")),
    ("~", char("~")),
    ("é", char("é")),
    ("€", char("€")),
    ("😀", char("😀")),
  ])
  func controlKeysAndText(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }

  @Test func everyControlLetterButTheNamedKeysIsCtrlLetter() {
    let named: Set<UInt8> = [0x08, 0x09, 0x0A, 0x0D]
    for byte in UInt8(0x01)...0x1A where !named.contains(byte) {
      let letter = Character(Unicode.Scalar(byte + 0x60))
      expectDecodes([byte], [char(letter, .control)])
    }
  }

  @Test(arguments: [
    ("\u{1B}a", char("a", .alt)),
    ("\u{1B}Z", char("Z", .alt)),
    ("\u{1B}\u{7F}", key(.backspace, .alt)),
    ("\u{1B}\r", key(.enter, .alt)),
    ("\u{1B}\u{01}", char("a", [.alt, .control])),
    ("\u{1B}é", char("é", .alt)),
    ("\u{1B}\u{1B}[A", key(.up, .alt)),
    ("\u{1B}\u{1B}[5~", key(.pageUp, .alt)),
    ("\u{1B}\u{1B}OD", key(.left, .alt)),
    ("\u{1B}[1;3A", key(.up, .alt)),
  ])
  func altAsAnEscapePrefix(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }

  @Test(arguments: [
    ("\u{1B}", [key(.escape)]),
    ("\u{1B}\u{1B}", [key(.escape), key(.escape)]),
    ("\u{1B}[", [char("[", .alt)]),
    ("\u{1B}O", [char("O", .alt)]),
    ("\u{1B}\u{1B}[", [key(.escape), char("[", .alt)]),
  ])
  func heldEscapesResolveOnFlush(input: String, expected: [InputEvent]) {
    expectDecodes(bytes(input), expected, needsFlush: true)
  }

  @Test func escapeTwiceThenAKeyIsEscapeThenAltKey() {
    expectDecodes(bytes("\u{1B}\u{1B}x"), [key(.escape), char("x", .alt)])
  }

  @Test(arguments: [
    ("A", Key.up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
  ])
  func cursorKeysInBothForms(final: String, expected: Key) {
    expectDecodes(bytes("\u{1B}[" + final), [key(expected)])
    expectDecodes(bytes("\u{1B}O" + final), [key(expected)])
  }

  /// xterm's modifier parameter: 1 + Shift 1 + Alt 2 + Ctrl 4 + Super 8.
  static let modifierForms: [(Int, Modifiers)] = [
    (2, [.shift]), (3, [.alt]), (4, [.shift, .alt]), (5, [.control]), (6, [.shift, .control]),
    (7, [.alt, .control]), (8, [.shift, .alt, .control]), (9, [.super]),
    (13, [.control, .super]), (16, [.shift, .alt, .control, .super]),
  ]

  @Test(arguments: modifierForms)
  func modifiedCursorKeys(parameter: Int, modifiers: Modifiers) {
    let keys: [(String, Key)] = [
      ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
      ("P", .function(1)), ("Q", .function(2)), ("S", .function(4)),
    ]
    for (final, expected) in keys {
      expectDecodes(bytes("\u{1B}[1;\(parameter)\(final)"), [key(expected, modifiers)])
    }
  }

  @Test(arguments: modifierForms)
  func modifiedTildeKeys(parameter: Int, modifiers: Modifiers) {
    let keys: [(Int, Key)] = [
      (2, .insert), (3, .delete), (5, .pageUp), (6, .pageDown), (15, .function(5)), (24, .function(12)),
    ]
    for (code, expected) in keys {
      expectDecodes(bytes("\u{1B}[\(code);\(parameter)~"), [key(expected, modifiers)])
    }
  }

  @Test(arguments: [
    (1, Key.home), (2, .insert), (3, .delete), (4, .end), (5, .pageUp), (6, .pageDown),
    (7, .home), (8, .end),
    (11, .function(1)), (12, .function(2)), (13, .function(3)), (14, .function(4)),
    (15, .function(5)), (17, .function(6)), (18, .function(7)), (19, .function(8)),
    (20, .function(9)), (21, .function(10)), (23, .function(11)), (24, .function(12)),
    (25, .function(13)), (34, .function(20)),
  ])
  func tildeKeys(code: Int, expected: Key) {
    expectDecodes(bytes("\u{1B}[\(code)~"), [key(expected)])
  }

  @Test(arguments: [
    ("\u{1B}OP", key(.function(1))),
    ("\u{1B}OQ", key(.function(2))),
    ("\u{1B}OR", key(.function(3))),
    ("\u{1B}OS", key(.function(4))),
    ("\u{1B}O2P", key(.function(1), .shift)),
    ("\u{1B}O5S", key(.function(4), .control)),
    ("\u{1B}[R", key(.function(3))),
    ("\u{1B}[[A", key(.function(1))),
    ("\u{1B}[[B", key(.function(2))),
    ("\u{1B}[[E", key(.function(5))),
  ])
  func functionKeysInEveryForm(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }

  @Test(arguments: [
    ("\u{1B}[Z", key(.tab, .shift)),
    ("\u{1B}[2$", key(.insert, .shift)),
    ("\u{1B}[3^", key(.delete, .control)),
    ("\u{1B}[5@", key(.pageUp, [.control, .shift])),
    ("\u{1B}[a", key(.up, .shift)),
    ("\u{1B}[d", key(.left, .shift)),
    ("\u{1B}Oa", key(.up, .control)),
    ("\u{1B}Oc", key(.right, .control)),
    ("\u{1B}OM", key(.enter)),
    ("\u{1B}Op", char("0")),
    ("\u{1B}Oy", char("9")),
    ("\u{1B}Ok", char("+")),
  ])
  func shiftTabRxvtAndKeypadForms(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }

  @Test(arguments: [
    ("\u{1B}[13u", key(.enter)),
    ("\u{1B}[13;2u", key(.enter, .shift)),
    ("\u{1B}[13;5u", key(.enter, .control)),
    ("\u{1B}[9;2u", key(.tab, .shift)),
    ("\u{1B}[27u", key(.escape)),
    ("\u{1B}[127;3u", key(.backspace, .alt)),
    ("\u{1B}[97;5u", char("a", .control)),
    ("\u{1B}[97;6u", char("A", .control)),
    ("\u{1B}[97;2u", char("A")),
    ("\u{1B}[49:33;2u", char("!")),
    ("\u{1B}[49;2u", char("1", .shift)),
    ("\u{1B}[233;3u", char("é", .alt)),
    ("\u{1B}[57399u", char("0")),
    ("\u{1B}[57414;2u", key(.enter, .shift)),
    ("\u{1B}[57376u", key(.function(13))),
    ("\u{1B}[97;1:2u", key(.character("a"), [], .repeat)),
    ("\u{1B}[97;1:3u", key(.character("a"), [], .release)),
    ("\u{1B}[1;1:3A", key(.up, [], .release)),
    ("\u{1B}[3;5:2~", key(.delete, .control, .repeat)),
    ("\u{1B}[97;2;65u", char("A")),
  ])
  func kittyKeyboardProtocol(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }

  @Test(arguments: [
    ("\u{1B}[27;2;13~", key(.enter, .shift)),
    ("\u{1B}[27;5;13~", key(.enter, .control)),
    ("\u{1B}[27;3;97~", char("a", .alt)),
    ("\u{1B}[27;6;65~", char("A", .control)),
    ("\u{1B}[27;5;9~", key(.tab, .control)),
  ])
  func xtermModifyOtherKeys(input: String, expected: InputEvent) {
    expectDecodes(bytes(input), [expected])
  }

  @Test func kittyModifierKeysAndMediaKeysAreDropped() {
    expectDecodes(bytes("\u{1B}[57441;2u\u{1B}[57428ux"), [char("x")])
  }
}
