/// The kind of a file system entry.
public enum FileKind: Hashable, Sendable, CustomStringConvertible {
  case regular
  case folder
  case symbolicLink
  case namedPipe
  case socket
  case characterDevice
  case blockDevice
  case unknown

  init(mode: UInt32) {
    switch mode & 0o170000 {
    case 0o100000: self = .regular
    case 0o040000: self = .folder
    case 0o120000: self = .symbolicLink
    case 0o010000: self = .namedPipe
    case 0o140000: self = .socket
    case 0o020000: self = .characterDevice
    case 0o060000: self = .blockDevice
    default: self = .unknown
    }
  }

  /// The kind with its article, as a message says it: "a folder", "a named pipe".
  public var description: String {
    switch self {
    case .regular: "a file"
    case .folder: "a folder"
    case .symbolicLink: "a symbolic link"
    case .namedPipe: "a named pipe"
    case .socket: "a socket"
    case .characterDevice, .blockDevice: "a device"
    case .unknown: "an unknown kind of file"
    }
  }
}
