import QuireTestSupport
import QuireText
import Testing

/// Compares `displayWidth(of:)` with the Python `wcwidth` package over every code point that
/// the committed Unicode data assigns, allowing only the differences listed in
/// `DisplayWidthDifferences.all`.
///
/// The oracle's answers are the committed `Tests/WidthOracle/wcwidth.txt`, so this test needs
/// no Python; `Scripts/check-width-oracle.sh` (run by CI) asks the pinned wcwidth again and
/// fails when the record differs from what it answers.
@Suite struct DisplayWidthWcwidthTests {
  /// One run of code points of one general category to which `wcwidth.wcwidth` gives one width.
  struct Run {
    var codePoints: ClosedRange<UInt32>
    var category: String
    var width: Int
  }

  struct OracleMissing: Error, CustomStringConvertible {
    var description: String
  }

  /// The widths `wcwidth` gave, as runs, from the committed record.
  static func wcwidthRuns() throws -> [Run] {
    let path = "Tests/WidthOracle/wcwidth.txt"
    guard let text = RepositoryFile.text(path) else {
      throw OracleMissing(description: "\(path) is missing from the checkout")
    }
    return text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ")
      guard fields.count == 4, let first = UInt32(fields[0], radix: 16),
        let last = UInt32(fields[1], radix: 16), let width = Int(fields[3])
      else { return nil }
      return Run(codePoints: first...last, category: String(fields[2]), width: width)
    }
  }

  @Test func everyAssignedCodePointHasWcwidthsWidthOrAListedDifference() throws {
    let runs = try Self.wcwidthRuns()
    var unexplained: [Mismatch] = []
    var stale: [Mismatch] = []
    var used = Set<Int>()
    var checked = 0
    for run in runs {
      for value in run.codePoints {
        guard let scalar = Unicode.Scalar(value) else { continue }
        checked += 1
        let quire = displayWidth(of: Character(scalar))
        let mismatch = Mismatch(value: value, quire: quire, wcwidth: run.width)
        if let index = DisplayWidthDifferences.index(for: value, category: run.category) {
          used.insert(index)
          let difference = DisplayWidthDifferences.all[index]
          if quire != difference.quire || run.width != difference.wcwidth { stale.append(mismatch) }
        } else if quire != run.width {
          unexplained.append(mismatch)
        }
      }
    }
    let unused = DisplayWidthDifferences.all.indices.filter { !used.contains($0) }
    #expect(checked > 250_000, "only \(checked) assigned code points came from wcwidth")
    #expect(unexplained.count == 0, "unlisted differences:\n\(Mismatch.summary(unexplained))")
    #expect(stale.count == 0, "listed differences that no longer hold:\n\(Mismatch.summary(stale))")
    #expect(unused.count == 0, "listed differences matching no code point: \(unused)")
  }

  /// A code point where the two widths differ.
  struct Mismatch {
    var value: UInt32
    var quire: Int
    var wcwidth: Int

    /// The mismatches grouped into runs, one line each, for a readable failure message.
    static func summary(_ mismatches: [Mismatch]) -> String {
      var groups: [(first: Mismatch, last: UInt32)] = []
      for mismatch in mismatches {
        if let group = groups.last, group.last == mismatch.value - 1, group.first.quire == mismatch.quire,
          group.first.wcwidth == mismatch.wcwidth
        {
          groups[groups.count - 1].last = mismatch.value
        } else {
          groups.append((mismatch, mismatch.value))
        }
      }
      return groups.prefix(200).map { group in
        let first = String(group.first.value, radix: 16, uppercase: true)
        let last = String(group.last, radix: 16, uppercase: true)
        return "\(first)...\(last): quire \(group.first.quire), wcwidth \(group.first.wcwidth)"
      }.joined(separator: "\n")
    }
  }
}
