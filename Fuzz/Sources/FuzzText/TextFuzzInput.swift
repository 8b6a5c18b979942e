import QuireText

/// One fuzz input read as a header of parameters and a text.
///
/// The first `headerSize` bytes are parameters, a missing byte read as 0:
/// 0–2 the sizes of the blocks the text is loaded in (cycled; 0 appends an empty block),
/// 3 the wrap width (1–200), 4 the tab size (1–16), 5 the anchor spacing (the default below
/// 0x80, else 2–30 bytes, so that short lines meet anchors), 6 the horizontal offset under no
/// wrap (0–39) and, from 0xC0, a history memory limit of 0–1512 bytes, 7 the number of steps
/// of the edit script (0–23). The rest, at most
/// `maxTextBytes` bytes, is the text; the edit script reads its operands from the whole input.
struct TextFuzzInput: CustomStringConvertible {
  /// The bytes of the parameters before the text.
  static let headerSize = 8
  /// The most bytes of text. With the debug node sizes (leaves of 8 to 32 bytes, 2 to 4
  /// children) 256 bytes already make trees three to five levels deep (and the edit script's
  /// long inserts deeper), and the checks over the whole text stay well under a millisecond.
  static let maxTextBytes = 256

  /// The whole input.
  let raw: [UInt8]
  /// The text: the file's bytes to load.
  let text: [UInt8]
  /// The sizes of the blocks the builder is given, cycled.
  let blockSizes: [Int]
  let width: Int
  let tabSize: Int
  let anchorSpacing: Int
  let horizontalOffset: Int
  let editSteps: Int
  /// The memory limit of the edit script's history; `nil` for the default.
  let historyLimit: Int?
  /// Where the checks that visit a spread of offsets start it: a sum of the input's bytes.
  let phase: Int
  /// Whether the checks at a few offsets are those of the motions, or else those of the
  /// positions in the wrap mode: a bit of a hash of `phase`, so that each gets half the
  /// inputs, whatever offsets and mode `phase` draws.
  let checksMotions: Bool

  init(_ raw: [UInt8]) {
    func parameter(_ index: Int) -> Int { index < raw.count ? Int(raw[index]) : 0 }
    self.raw = raw
    text = Array(raw.dropFirst(Self.headerSize).prefix(Self.maxTextBytes))
    blockSizes = (0..<3).map { parameter($0) % 97 }
    width = parameter(3) % 200 + 1
    tabSize = parameter(4) % 16 + 1
    anchorSpacing = parameter(5) < 0x80 ? WrapLayout.defaultAnchorSpacing : parameter(5) % 29 + 2
    horizontalOffset = parameter(6) % 40
    editSteps = parameter(7) % 24
    historyLimit = parameter(6) >= 0xC0 ? (parameter(6) & 0x3F) * 24 : nil
    phase = raw.reduce(0) { $0 &+ Int($1) }
    checksMotions = (phase &* 0x9E37_79B1) >> 16 & 1 == 0
  }

  /// The layout the input asks for, in `mode`.
  func layout(_ mode: WrapLayout.Mode) -> WrapLayout {
    WrapLayout(width: width, tabSize: tabSize, wrap: mode, horizontalOffset: horizontalOffset)
      .withAnchorSpacing(anchorSpacing)
  }

  /// The parameters and the first bytes of the text, for a failure message.
  var description: String {
    let shown = text.prefix(96).map { byte in
      let hex = String(byte, radix: 16)
      return byte < 0x10 ? "0" + hex : hex
    }
    return "blocks \(blockSizes) width \(width) tab \(tabSize) anchors \(anchorSpacing) "
      + "offset \(horizontalOffset) steps \(editSteps) history \(historyLimit.map(String.init) ?? "-"), "
      + "\(text.count) bytes: "
      + shown.joined(separator: " ") + (text.count > 96 ? " …" : "")
  }
}
