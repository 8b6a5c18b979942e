/// Each deliberate difference between `displayWidth(of:)` and the Python `wcwidth` package
/// (0.7.0, pinned by Scripts/check-width-oracle.sh; Unicode 17 tables) over the code points the
/// committed Unicode data (Tests/UnicodeData) assigns.
enum DisplayWidthDifferences {
  /// Code points chosen by range or by general category.
  enum Selection {
    case range(ClosedRange<UInt32>)
    case category(String)
  }

  struct Difference {
    var selection: Selection
    var quire: Int
    var wcwidth: Int
    var reason: String
  }

  static let all: [Difference] = [
    // Control characters: wcwidth gives -1 (or 0 for NUL), but Quire never sends a content
    // byte to the terminal as a control; it draws the stand-in of ControlSymbol instead.
    Difference(
      selection: .range(0x00...0x00), quire: 2, wcwidth: 0,
      reason: "NUL is drawn as its stand-in ^@, two cells"),
    Difference(
      selection: .range(0x01...0x08), quire: 2, wcwidth: -1,
      reason: "C0 controls are drawn in caret notation (^A), two cells"),
    Difference(
      selection: .range(0x09...0x09), quire: 1, wcwidth: -1,
      reason: "tab counts one cell here; layout expands it to the next tab stop"),
    Difference(
      selection: .range(0x0A...0x1F), quire: 2, wcwidth: -1,
      reason: "C0 controls are drawn in caret notation (^J, ^[), two cells"),
    Difference(
      selection: .range(0x7F...0x7F), quire: 2, wcwidth: -1,
      reason: "DEL is drawn as ^?, two cells"),
    Difference(
      selection: .range(0x80...0x9F), quire: 4, wcwidth: -1,
      reason: "C1 controls are drawn as their hex code (<9b>), four cells"),

    // Spacing marks take a cell of their own, as the brief's zero-width set (Mn, Me, Cf,
    // default ignorables, Hangul medial and final jamo) and glibc's wcwidth have it; wcwidth
    // 0.7 gives them 0.
    Difference(
      selection: .category("Mc"), quire: 1, wcwidth: 0,
      reason: "spacing combining marks advance the cursor: one cell"),
    Difference(
      selection: .range(0x302E...0x302F), quire: 2, wcwidth: 0,
      reason: "Hangul tone marks are spacing marks that are East Asian Wide: two cells"),
    Difference(
      selection: .range(0x16FF0...0x16FF1), quire: 2, wcwidth: 0,
      reason: "Vietnamese reading marks are spacing marks that are East Asian Wide: two cells"),

    // Unicode version: the committed data is Unicode 15.0, wcwidth's tables are Unicode 17.
    // These symbols became East Asian Wide in Unicode 16.0.
    Difference(
      selection: .range(0x2630...0x2637), quire: 1, wcwidth: 2,
      reason: "trigram symbols: East Asian Wide only from Unicode 16.0"),
    Difference(
      selection: .range(0x268A...0x268F), quire: 1, wcwidth: 2,
      reason: "digram and monogram symbols: East Asian Wide only from Unicode 16.0"),
    Difference(
      selection: .range(0x4DC0...0x4DFF), quire: 1, wcwidth: 2,
      reason: "hexagram symbols: East Asian Wide only from Unicode 16.0"),
    Difference(
      selection: .range(0x1D300...0x1D356), quire: 1, wcwidth: 2,
      reason: "Tai Xuan Jing symbols: East Asian Wide only from Unicode 16.0"),
    Difference(
      selection: .range(0x1D360...0x1D376), quire: 1, wcwidth: 2,
      reason: "counting rod numerals: East Asian Wide only from Unicode 16.0"),
  ]

  /// The index in `all` of the difference that covers `value`; ranges before categories.
  static func index(for value: UInt32, category: String) -> Int? {
    let byRange = all.firstIndex { difference in
      if case .range(let range) = difference.selection { return range.contains(value) }
      return false
    }
    if let byRange { return byRange }
    return all.firstIndex { difference in
      if case .category(let name) = difference.selection { return name == category }
      return false
    }
  }
}
