extension Substring {
  /// Without leading and trailing spaces and tabs.
  func trimmingBlanks() -> Substring {
    drop { $0 == " " || $0 == "\t" }.trimmingTrailingBlanks()
  }
}

extension StringProtocol {
  /// Without trailing spaces and tabs.
  func trimmingTrailingBlanks() -> SubSequence {
    var end = endIndex
    while end > startIndex {
      let before = index(before: end)
      guard self[before] == " " || self[before] == "\t" else { break }
      end = before
    }
    return self[startIndex..<end]
  }
}
