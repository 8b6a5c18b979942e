import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire choose --filter QUERY`: the options that match, best first, on standard output,
/// with no interface, as `fzf --filter` does. The arguments, or standard input's lines when
/// there are none (and it is a pipe or a file), then the remembered values not among them.
///
/// Standard input is streamed: it is read in blocks and each line matched as it arrives,
/// straight from the block (no string per line); only the lines that match are kept, packed
/// in one byte buffer. Equal scores keep input order. Lines go out as they came in, and an
/// argument or a remembered value goes out with the bytes it carries (`PreservedBytes`).
struct ChooseFilter {
  var query: String
  var mode: MatchMode

  /// The bytes read from standard input at a time.
  static let blockSize = 1 << 20

  /// One line that matched: where its bytes are in `kept`, and its score.
  private struct Kept {
    var start: Int
    var count: Int
  }

  /// Matches and prints; 0 when something matched, 1 when nothing did, 3 when reading or
  /// writing failed.
  func run(options: [String], remembered: [String]) -> ExitStatus {
    var matcher = Matcher(query: query, mode: mode)
    var kept: [UInt8] = []
    var lines: [Kept] = []
    var ranked: [RankedCandidate] = []
    func keep(_ line: UnsafeBufferPointer<UInt8>) {
      guard !line.isEmpty, let score = matcher.score(utf8: line) else { return }
      ranked.append(RankedCandidate(index: lines.count, score: score))
      lines.append(Kept(start: kept.count, count: line.count))
      kept.append(contentsOf: line)
    }
    for option in options {
      option.preservedBytes.withUnsafeBufferPointer { keep($0) }
    }
    if ChooseOptions.standardInputBringsOptions(arguments: options) {
      if let failure = Self.forEachLine(ofDescriptor: 0, keep) {
        StandardError.write("\(ChooseCommand.name): cannot read standard input (\(failure))\n")
        return .failure
      }
    }
    if !remembered.isEmpty {
      var seen = Set<String>()
      for line in lines {
        let text = String(preservingBytes: kept[line.start..<(line.start + line.count)])
        seen.insert(SelectionItem.key(for: text))
      }
      for value in remembered.reversed() where !seen.contains(SelectionItem.key(for: value)) {
        seen.insert(SelectionItem.key(for: value))
        value.preservedBytes.withUnsafeBufferPointer { keep($0) }
      }
    }
    RankedCandidate.rank(&ranked)
    var output = StandardOutputBuffer()
    let toTerminal = StandardOutput.isTerminal
    kept.withUnsafeBufferPointer { bytes in
      for match in ranked {
        let line = lines[match.index]
        let slice = UnsafeBufferPointer(rebasing: bytes[line.start..<(line.start + line.count)])
        if toTerminal {
          // A line is content: to a terminal it goes out with its controls made visible.
          let shown = Sanitiser.visibleText(String(preservingBytes: slice)).preservedBytes
          shown.withUnsafeBufferPointer { output.append($0) }
        } else {
          output.append(slice)
        }
        output.append(0x0A)
      }
    }
    if let failure = output.flush() {
      StandardError.write("\(ChooseCommand.name): cannot write the matches: \(failure)\n")
      return .failure
    }
    return ranked.isEmpty ? .cancelled : .accepted
  }

  /// Calls `body` with each line of the descriptor's input (without its line feed), read in
  /// blocks of `blockSize`; a line longer than a block is gathered first. Returns why
  /// reading failed, or `nil` at the end of input.
  static func forEachLine(ofDescriptor descriptor: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Void)
    -> String?
  {
    var buffer = [UInt8](repeating: 0, count: blockSize)
    var filled = 0
    while true {
      if filled == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
      let count = buffer.withUnsafeMutableBytes { bytes in
        read(descriptor, bytes.baseAddress.map { $0 + filled }, bytes.count - filled)
      }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        if errno == EIO { break }
        return ErrorNumber.message(errno)
      }
      if count == 0 { break }
      let end = filled + count
      let consumed = buffer.withUnsafeBufferPointer { bytes -> Int in
        guard let base = bytes.baseAddress else { return 0 }
        var start = 0
        while start < end,
          let found = memchr(base + start, 0x0A, end - start)
        {
          let newline = UnsafeRawPointer(found) - UnsafeRawPointer(base)
          body(UnsafeBufferPointer(start: base + start, count: newline - start))
          start = newline + 1
        }
        return start
      }
      if consumed > 0 {
        buffer.withUnsafeMutableBytes { bytes in
          guard let base = bytes.baseAddress else { return }
          memmove(base, base + consumed, end - consumed)
        }
      }
      filled = end - consumed
    }
    if filled > 0 {
      buffer.withUnsafeBufferPointer { bytes in
        body(UnsafeBufferPointer(rebasing: bytes[0..<filled]))
      }
    }
    return nil
  }
}

/// Standard output written in blocks of about 1 MiB, for many short lines.
struct StandardOutputBuffer {
  private var bytes: [UInt8] = []
  private var failure: String?

  init() {
    bytes.reserveCapacity(1 << 20)
  }

  mutating func append(_ line: UnsafeBufferPointer<UInt8>) {
    bytes.append(contentsOf: line)
    if bytes.count >= 1 << 20 { write() }
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// Writes what is left; returns why writing failed, if it did.
  mutating func flush() -> String? {
    write()
    return failure
  }

  private mutating func write() {
    guard failure == nil, !bytes.isEmpty else {
      bytes.removeAll(keepingCapacity: true)
      return
    }
    failure = StandardOutput.write(bytes)
    bytes.removeAll(keepingCapacity: true)
  }
}
