import FuzzSupport
import QuireText

// libFuzzer driver for the text engine: every input is a header of parameters and a text
// (see `TextFuzzInput`). The text is loaded in blocks and saved back, segmented into
// clusters, moved over from a few offsets or wrapped in a mode (each drawn from the input),
// and edited through a short script of edits, undos and redos; any broken property stops the
// run with a message, which libFuzzer reports as a crash with the input that caused it. Each
// input costs about what its text and edits cost, not a walk per offset: many cheap inputs
// explore more than a few thorough ones.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let raw = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let input = TextFuzzInput(raw)
  let (text, _) = LoadingCheck.run(input)
  let isBoundary = GraphemeCheck.run(text, phase: input.phase, "clusters of \(input)")
  // The checks at a few offsets cost far more than those of a whole text: each input runs
  // one kind, so that it stays a millisecond or two.
  if input.checksMotions {
    MotionCheck.run(text, isBoundary, input, "motions in \(input)")
  } else {
    WrapCheck.run(text, input, isBoundary)
  }
  let edited = EditScriptCheck.run(text, input)
  let editedBoundaries = GraphemeCheck.run(
    edited, phase: input.phase, "clusters after the edit script of \(input)")
  WrapCheck.runCoverage(edited, input, editedBoundaries)
  return 0
}

exit(runFuzzer(testOneInput))
