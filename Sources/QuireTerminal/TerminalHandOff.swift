/// What a child program is given while the terminal is handed to it
/// (`TerminalSurface.suspended(_:)`): the terminal to run on, so that it draws there and reads
/// the keyboard whatever the program's own standard streams are (pipes, files).
public struct TerminalHandOff: Hashable, Sendable {
  /// The terminal's open descriptor, for the child's standard input and output; `nil` when
  /// the surface is not a real terminal (in memory), and a child keeps the process's streams.
  public var descriptor: Int32?

  public init(descriptor: Int32?) {
    self.descriptor = descriptor
  }
}

extension TerminalSurface {
  /// `suspended(_:)` for a `body` that does not need to know the terminal.
  public func suspended<Result>(_ body: () throws -> Result) throws -> Result {
    try suspended { (_: TerminalHandOff) throws -> Result in try body() }
  }
}
