/// What a subtree of a `TextStorage` holds, in counts that add up from children to parent.
///
/// A CR LF pair never spans two leaves, so the line breaks of a subtree are the sum of its
/// leaves' line breaks.
struct RopeSummary: Hashable, Sendable {
  /// The number of bytes.
  var bytes: Int = 0
  /// The number of LF bytes, those of CR LF pairs included.
  var lineFeeds: Int = 0
  /// The number of CR bytes, those of CR LF pairs included.
  var carriageReturns: Int = 0
  /// The number of CR LF pairs.
  var carriageReturnLineFeeds: Int = 0

  /// The number of line breaks: LF, CR LF and lone CR each count once.
  var lineBreaks: Int { lineFeeds + carriageReturns - carriageReturnLineFeeds }

  static func += (lhs: inout RopeSummary, rhs: RopeSummary) {
    lhs.bytes += rhs.bytes
    lhs.lineFeeds += rhs.lineFeeds
    lhs.carriageReturns += rhs.carriageReturns
    lhs.carriageReturnLineFeeds += rhs.carriageReturnLineFeeds
  }
}

extension RopeSummary {
  /// The summary of one leaf's bytes. O(k), a word at a time.
  init(of bytes: UnsafeBufferPointer<UInt8>) {
    let counts = ByteScan.count(bytes)
    self.bytes = bytes.count
    lineFeeds = counts.lineFeeds
    carriageReturns = counts.carriageReturns
    carriageReturnLineFeeds =
      counts.carriageReturns == 0 ? 0 : ByteScan.countCarriageReturnLineFeeds(bytes)
  }

  /// The summary of one leaf's bytes. O(k).
  init(of bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { RopeSummary(of: $0) }
  }
}
