#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's settings, comparable: what `stty -g` prints, as a value.
public struct TerminalAttributes: Equatable, Sendable, CustomStringConvertible {
  public var inputFlags: UInt
  public var outputFlags: UInt
  public var controlFlags: UInt
  public var localFlags: UInt
  public var controlCharacters: [UInt8]
  public var inputSpeed: UInt
  public var outputSpeed: UInt

  /// Copies `settings`.
  public init(_ settings: termios) {
    var copy = settings
    inputFlags = UInt(settings.c_iflag)
    outputFlags = UInt(settings.c_oflag)
    controlFlags = UInt(settings.c_cflag)
    localFlags = UInt(settings.c_lflag)
    controlCharacters = withUnsafeBytes(of: settings.c_cc) { Array($0) }
    inputSpeed = UInt(cfgetispeed(&copy))
    outputSpeed = UInt(cfgetospeed(&copy))
  }

  /// Whether the terminal is in raw mode: no echo, no line editing, no signals from keys.
  public var isRaw: Bool {
    localFlags & UInt(ECHO | ICANON | ISIG) == 0
  }

  /// Like `stty -g`: the flags in hex, then the control characters.
  public var description: String {
    let flags = [inputFlags, outputFlags, controlFlags, localFlags].map { String($0, radix: 16) }
    let characters = controlCharacters.map { String($0, radix: 16) }
    return (flags + characters).joined(separator: ":")
  }
}
