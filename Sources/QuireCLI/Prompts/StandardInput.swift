import Quire

/// Standard input as a `PromptInput`, read through the terminal layer's `DescriptorReader`:
/// reads wait with a deadline, and on a terminal typing can be hidden (always given back,
/// whatever signal comes). Another descriptor can stand in for standard input (the
/// terminal, when standard input brought `quire choose` its options).
struct StandardInput: PromptInput {
  private var reader: DescriptorReader

  init(descriptor: Int32 = 0) {
    reader = DescriptorReader(descriptor: descriptor)
  }

  /// The descriptor read: 0, unless another was given.
  var descriptor: Int32 { reader.descriptor }
  var isTerminal: Bool { reader.isTerminal }

  mutating func read(until deadline: ContinuousClock.Instant?) -> PromptRead {
    switch reader.read(until: deadline) {
    case .bytes(let bytes): .bytes(bytes)
    case .end: .end
    case .timedOut: .timedOut
    case .closed: .failed("cannot read standard input: it is closed")
    case .failed(let number): .failed("cannot read standard input (\(ErrorNumber.message(number)))")
    }
  }

  mutating func hideTyping() -> Bool {
    reader.hideTyping()
  }

  mutating func showTyping() {
    reader.showTyping()
  }
}
