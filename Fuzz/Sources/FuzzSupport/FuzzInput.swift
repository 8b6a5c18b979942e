/// The parts of a fuzz input cut at a separator byte, for targets that take several values
/// from one input (a note and the tags to give it; the arguments of a command line).
public func fuzzParts(_ bytes: [UInt8], separator: UInt8) -> [[UInt8]] {
  bytes.split(separator: separator, omittingEmptySubsequences: false).map(Array.init)
}

/// The input libFuzzer passes, as an array (empty for no input).
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
  data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
}
