import Foundation
import QuireText
import Testing

/// Compares `displayWidth(of:)` with the Python `wcwidth` package over every code point that
/// the installed Unicode data assigns, allowing only the differences listed in
/// `DisplayWidthDifferences.all`.
@Suite struct DisplayWidthWcwidthTests {
  /// One run of code points of one general category to which `wcwidth.wcwidth` gives one width.
  struct Run {
    var codePoints: ClosedRange<UInt32>
    var category: String
    var width: Int
  }

  struct WcwidthUnavailable: Error, CustomStringConvertible {
    var description: String
  }

  /// Prints `first last category width` for each run of assigned code points (no surrogates).
  static let dumpScript = """
    import wcwidth
    runs = []
    pending = None
    for line in open("/usr/share/unicode/UnicodeData.txt", encoding="utf-8"):
        fields = line.split(";")
        code_point, category = int(fields[0], 16), fields[2]
        if category == "Cs":
            continue
        if fields[1].endswith(", First>"):
            pending = code_point
            continue
        start = pending if fields[1].endswith(", Last>") else code_point
        pending = None
        for cp in range(start, code_point + 1):
            width = wcwidth.wcwidth(chr(cp))
            last = runs[-1] if runs else None
            if last and last[1] == cp - 1 and last[2] == category and last[3] == width:
                last[1] = cp
            else:
                runs.append([cp, cp, category, width])
    for first, last, category, width in runs:
        print(f"{first:X} {last:X} {category} {width}")
    """

  /// The widths `wcwidth` gives, as runs, read from a `python3` child process.
  static func wcwidthRuns() throws -> [Run] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", dumpScript]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw WcwidthUnavailable(
        description: "python3 with the wcwidth package and /usr/share/unicode are needed "
          + "(pip install wcwidth; apt-get install unicode-data)")
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
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
