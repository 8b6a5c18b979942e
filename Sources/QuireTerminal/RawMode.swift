#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The raw-mode settings derived from the terminal's own, as `cfmakeraw` makes them.
///
/// Echo and line editing are off, and so is ISIG: Ctrl-C and Ctrl-Z arrive as keys (Quire
/// uses Ctrl-Z for undo and maps Ctrl-C to quit, cancelling). Output processing is off too, so
/// the renderer's bytes reach the screen as written. Reads return as soon as one byte is there.
enum RawMode {
  /// `attributes` with raw mode applied; `attributes` itself is what is given back later.
  static func raw(from attributes: termios) -> termios {
    var raw = attributes
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }
}
