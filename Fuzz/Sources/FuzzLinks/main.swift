import FuzzSupport

@testable import QuireDocuments

// libFuzzer driver for the links between notes: an input is a note's bytes. The links the
// parser finds must keep `NoteLinkParser.invariantProblem`'s rules: bracketed, in order,
// on the lines they say, the same parsed line by line, and what the index keeps of them
// one row per linking line.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let bytes = fuzzBytes(data, size)
  if let problem = NoteLinkParser.invariantProblem(in: bytes) { fatalError(problem) }
  return 0
}

exit(runFuzzer(testOneInput))
