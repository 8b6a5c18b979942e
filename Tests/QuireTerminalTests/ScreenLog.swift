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
/// A line per frame: `frame COLUMNS ROWS ORIGIN CURSOR BYTES LINES`, where ORIGIN is the
/// screen row the grid's first row is on (0 full screen), CURSOR is `COLUMN,ROW` in the grid
/// or `-` when hidden, BYTES the frame's bytes in hex, and LINES the grid's rows (as
/// `CellGrid.line` gives them) in hex, comma-separated, `-` for an empty row. Bytes written
/// outside a frame (a shell's text) are a line `write COLUMNS ROWS BYTES`.
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

  /// Records a frame: the bytes written for it to a screen of `size`, and the grid it shows
  /// from screen row `origin`.
  func record(_ bytes: [UInt8], size: TerminalSize, grid: CellGrid, origin: Int = 0) {
    let cursor = grid.cursor.map { "\($0.position.column),\($0.position.row)" } ?? "-"
    let lines = (0..<grid.size.rows).map { row in
      let text = Array(grid.line(row).utf8)
      return text.isEmpty ? "-" : Self.hex(text)
    }
    let bytesText = bytes.isEmpty ? "-" : Self.hex(bytes)
    let record =
      "frame \(size.columns) \(size.rows) \(origin) \(cursor) \(bytesText) \(lines.joined(separator: ","))\n"
    fputs(record, file)
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
