import QuireTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `defer-termination keep|stall`: takes the terminal inline with termination deferred, says
/// so, and on `.terminate` writes what it heard. `keep` then gives the terminal back and
/// exits 0, as a program that keeps its user's work does; `stall` goes on as if it had not
/// heard, so that a second signal must end it.
enum TerminationProbe {
  /// The line written once the terminal is taken.
  static let ready = "probe: termination deferred"

  static func run(mode: String) -> Int32 {
    guard mode == "keep" || mode == "stall" else {
      ProbeOutput.error("QuireTerminalProbe: unknown mode '\(mode)'\n")
      return 2
    }
    do {
      try withTerminal(mode: .inline) { session in
        session.defersTermination = true
        try session.write(Array((ready + "\r\n").utf8))
        while let event = try session.nextEvent() {
          guard case .terminate(let signal) = event else { continue }
          try session.write(Array("probe: asked to end by signal \(signal)\r\n".utf8))
          if mode == "keep" { return }
        }
      }
    } catch {
      ProbeOutput.error("QuireTerminalProbe: \(error)\n")
      return 3
    }
    return 0
  }
}
