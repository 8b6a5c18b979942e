/// Why a peer could not be measured; its description is the note the benchmark prints.
enum PeerError: Error, CustomStringConvertible {
  /// A file or a pseudo-terminal could not be set up.
  case system(String)
  /// The editor did not show what was expected in time.
  case notShown(String)

  var description: String {
    switch self {
    case .system(let message): message
    case .notShown(let message): message
    }
  }
}
