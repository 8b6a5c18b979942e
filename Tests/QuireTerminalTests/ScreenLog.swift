import QuireTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The frames of a renderer property test, written for an independent emulator to replay
/// (`Scripts/check-screens-pyte.sh` feeds them to pyte and compares its screens): only when
/// `QUIRE_SCREEN_LOG` names a folder, one file per test case.
///
/// A line per frame: `frame COLUMNS ROWS ORIGIN CURSOR BYTES LINES STYLES`, where ORIGIN is
/// the screen row the grid's first row is on (0 full screen), CURSOR is `COLUMN,ROW` in the
/// grid or `-` when hidden, BYTES the frame's bytes in hex, LINES the grid's rows (as
/// `CellGrid.line` gives them) in hex, comma-separated, `-` for an empty row, and STYLES the
/// rows' styles, comma-separated, as a terminal of the test's colour depth shows them
/// (`Style.downgraded(to:)`). A row's styles are `-` when every cell is plain, else its runs
/// of cells in one style other than plain, `;`-separated, each `FIRST[-LAST]=ATTRIBUTES/FG/BG`:
/// the columns (inclusive, continuation cells counted), the attributes' names (`bold`, `dim`,
/// `italic`, `underline`, `reverse`, `strikethrough`) joined by `+`, and the two colours as
/// `Color` describes them (an ANSI colour's name such as `red` or `brightBlue`, a palette index
/// such as `208`, or `#rrggbb`), each empty when it is the default. For example
/// `0-2=bold+underline/red/;5=//#1a2b3c,-`. Bytes written outside a frame (a shell's text) are
/// a line `write COLUMNS ROWS BYTES`.
final class ScreenLog {
  private let file: UnsafeMutablePointer<FILE>

  /// The log of the test case `name`, or nil when no folder is named.
  init?(_ name: String) {
    guard let folder = getenv("QUIRE_SCREEN_LOG").map({ String(cString: $0) }), !folder.isEmpty,
      let file = fopen(folder + "/" + name + ".frames", "w")
    else { return nil }
    self.file = file
  }

  deinit { fclose(file) }

  /// Records bytes written to a screen of `size` outside a frame.
  func write(_ bytes: [UInt8], size: TerminalSize) {
    fputs("write \(size.columns) \(size.rows) \(bytes.isEmpty ? "-" : Self.hex(bytes))\n", file)
  }

  /// Records a frame: the bytes written for it to a screen of `size` whose colour depth is
  /// `depth`, and the grid it shows from screen row `origin`.
  func record(
    _ bytes: [UInt8], size: TerminalSize, grid: CellGrid, origin: Int = 0, depth: ColorDepth = .trueColor
  ) {
    let cursor = grid.cursor.map { "\($0.position.column),\($0.position.row)" } ?? "-"
    let lines = (0..<grid.size.rows).map { row in
      let text = Array(grid.line(row).utf8)
      return text.isEmpty ? "-" : Self.hex(text)
    }
    let styles = (0..<grid.size.rows).map { Self.styles(of: grid.cells(ofRow: $0), depth: depth) }
    let bytesText = bytes.isEmpty ? "-" : Self.hex(bytes)
    let record =
      "frame \(size.columns) \(size.rows) \(origin) \(cursor) \(bytesText) \(lines.joined(separator: ",")) "
      + "\(styles.joined(separator: ","))\n"
    fputs(record, file)
  }

  /// The runs of `cells` in one style other than plain, downgraded to `depth`, as the
  /// record's STYLES gives a row; `-` when there are none.
  private static func styles(of cells: ArraySlice<Cell>, depth: ColorDepth) -> String {
    let styles = cells.map { $0.style.downgraded(to: depth) }
    var runs: [String] = []
    var first = 0
    while first < styles.count {
      var last = first
      while last + 1 < styles.count, styles[last + 1] == styles[first] { last += 1 }
      if styles[first] != .plain {
        runs.append((first == last ? "\(first)" : "\(first)-\(last)") + "=" + text(of: styles[first]))
      }
      first = last + 1
    }
    return runs.isEmpty ? "-" : runs.joined(separator: ";")
  }

  private static let attributeNames: [(Style.Attributes, String)] = [
    (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
    (.strikethrough, "strikethrough"),
  ]

  /// `ATTRIBUTES/FG/BG`, as the record's STYLES gives a style.
  private static func text(of style: Style) -> String {
    let attributes = attributeNames.filter { style.attributes.contains($0.0) }.map(\.1)
    let colors = [style.foreground, style.background].map { $0 == .default ? "" : $0.description }
    return ([attributes.joined(separator: "+")] + colors).joined(separator: "/")
  }

  private static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      result.append(digits[Int(byte >> 4)])
      result.append(digits[Int(byte & 0xF)])
    }
    return String(decoding: result, as: UTF8.self)
  }
}
