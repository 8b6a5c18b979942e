import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A bare pseudo-terminal, no child: the test types into `master` and reads what the code
/// under test, holding `slave`, wrote to it.
public final class PseudoTerminalPair: KeyboardTerminal {
  /// The master side (non-blocking), which the test reads and writes.
  public let master: Int32
  /// The slave side, the terminal the code under test uses.
  public let slave: Int32

  /// Opens a new pair of `size`.
  public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws(PseudoTerminalError) {
    let (master, slave, _) = try PseudoTerminal.openPair(size: size)
    self.master = master
    self.slave = slave
  }

  deinit {
    _ = close(master)
    _ = close(slave)
  }

  /// The slave's settings now.
  public func attributes() -> TerminalAttributes {
    var settings = termios()
    _ = tcgetattr(slave, &settings)
    return TerminalAttributes(settings)
  }

  /// Types `text` on the terminal.
  public func type(_ text: String) {
    send(Array(text.utf8))
  }

  /// Sends raw `bytes` to the terminal.
  public func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// What was written to the terminal since the last call.
  public func readOutput() -> String {
    String(decoding: PseudoTerminal.readAll(master), as: UTF8.self)
  }
}
