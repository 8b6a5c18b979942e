/// Candidates prepared for matching query after query, as a selection list filters its
/// values at each keystroke: their UTF-8 in one buffer, and for each a summary of the ASCII
/// characters it holds, so that a query rejects most candidates with one comparison and the
/// rest are read without a `String` in between.
public struct MatchCandidates: Sendable {
  /// The candidates' UTF-8, one after another.
  private(set) var bytes: [UInt8] = []
  /// Where each candidate ends in `bytes` (it starts where the one before ends).
  private(set) var ends: [Int] = []
  /// For each candidate, `CharacterSummary.of` its bytes.
  private(set) var summaries: [UInt64] = []

  /// No candidates.
  public init() {}

  /// `values`, in order. O(total bytes).
  public init(_ values: some Sequence<String>) {
    for value in values { append(value) }
  }

  /// The number of candidates.
  public var count: Int { ends.count }

  /// Adds `value` as the last candidate. O(its bytes).
  public mutating func append(_ value: String) {
    let start = bytes.count
    bytes.append(contentsOf: value.utf8)
    ends.append(bytes.count)
    summaries.append(
      bytes.withUnsafeBufferPointer {
        CharacterSummary.of($0.baseAddress.map { $0 + start }, bytes.count - start)
      })
  }

  /// The candidate at `index`, as a string (invalid UTF-8 cannot occur: it was a string).
  public subscript(index: Int) -> String {
    let start = index == 0 ? 0 : ends[index - 1]
    return String(decoding: bytes[start..<ends[index]], as: UTF8.self)
  }

  /// Calls `body` with the UTF-8 of the candidate at `index`.
  func withUTF8<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let start = index == 0 ? 0 : ends[index - 1]
    return bytes.withUnsafeBufferPointer { buffer in
      body(UnsafeBufferPointer(rebasing: buffer[start..<ends[index]]))
    }
  }
}
