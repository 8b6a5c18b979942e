import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The benchmark run as a filter, as `quire choose --filter Q` filters: every line of
/// standard input matched against the query, the matching lines written to standard output
/// best first (ties in input order). The match figures time it and read its peak memory
/// beside `fzf --filter Q` on the same file.
enum MatchFilterChild {
  /// The hidden flag, followed by the query.
  static let flag = "--match-filter-child"

  /// Filters standard input by `query` and exits.
  static func run(query: String) -> Never {
    var input = readAll(0)
    var lineStarts: [Int] = []
    var lineEnds: [Int] = []
    var matches: [RankedCandidate] = []
    var matcher = Matcher(query: query)
    input.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      var start = 0
      while start < bytes.count {
        let rest = bytes.count - start
        let end =
          memchr(base + start, 0x0A, rest).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
          ?? bytes.count
        let line = UnsafeBufferPointer(start: base + start, count: end - start)
        if let score = matcher.score(utf8: line) {
          matches.append(RankedCandidate(index: lineStarts.count, score: score))
        }
        lineStarts.append(start)
        lineEnds.append(end)
        start = end + 1
      }
    }
    RankedCandidate.rank(&matches)
    var output: [UInt8] = []
    output.reserveCapacity(1 << 20)
    input.withUnsafeMutableBufferPointer { bytes in
      for match in matches {
        let start = lineStarts[match.index]
        let end = lineEnds[match.index]
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        output.append(0x0A)
        if output.count >= 1 << 20 {
          writeAll(output, to: 1)
          output.removeAll(keepingCapacity: true)
        }
      }
    }
    writeAll(output, to: 1)
    exit(0)
  }

  /// Every byte readable from `descriptor`, read in growing blocks.
  private static func readAll(_ descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var info = stat()
    let size = fstat(descriptor, &info) == 0 && info.st_size > 0 ? Int(info.st_size) : 1 << 20
    bytes.reserveCapacity(size + 1)
    var block = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      bytes.append(contentsOf: block[0..<count])
    }
    return bytes
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var done = 0
    while done < bytes.count {
      let wrote = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress.map { $0 + done }, $0.count - done)
      }
      if wrote < 0 && errno == EINTR { continue }
      guard wrote > 0 else { return }
      done += wrote
    }
  }
}
