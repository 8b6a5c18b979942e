import Foundation
import QuireTestSupport

/// A segmentation test file of the Unicode data (`GraphemeBreakTest.txt`,
/// `WordBreakTest.txt`), read from the copy committed under `Tests/UnicodeData`, the data the
/// tables are generated from.
struct UnicodeTestFile {
  /// One case: the text's bytes and the byte offsets of the boundaries the file expects.
  struct Case: CustomStringConvertible {
    var line: Int
    var source: String
    var bytes: [UInt8]
    var boundaries: [Int]

    var description: String { "line \(line): \(source)" }
  }

  /// The folder of the committed copies (made by `Scripts/vendor-unicode-data.py`).
  static let directory = RepositoryFile.root() + "/Tests/UnicodeData/auxiliary"

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// The cases of the file `name`; throws when the file is missing.
  static func cases(_ name: String) throws -> [Case] {
    let path = directory + "/" + name
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Missing(description: "\(path) is missing from the checkout")
    }
    var cases: [Case] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let source = line.trimmingCharacters(in: .whitespaces)
      guard !source.isEmpty else { continue }
      var bytes: [UInt8] = []
      var boundaries: [Int] = []
      for token in source.split(separator: " ") {
        switch token {
        case "÷": boundaries.append(bytes.count)
        case "×": break
        default:
          guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { continue }
          bytes += Array(String(Character(scalar)).utf8)
        }
      }
      cases.append(Case(line: index + 1, source: source, bytes: bytes, boundaries: boundaries))
    }
    return cases
  }
}
