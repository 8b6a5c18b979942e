#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error number from the C library (`errno`), told in words a user understands.
public struct SystemErrorNumber: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value of `errno`, such as `ENOSPC`.
  public var value: Int32

  public init(_ value: Int32) { self.value = value }

  /// The current `errno` of the calling thread.
  static var current: SystemErrorNumber { SystemErrorNumber(errno) }

  /// Why the call failed, in a few lowercase words: "the disk is full", "permission denied".
  public var description: String {
    switch value {
    case ENOSPC: return "the disk is full"
    case EDQUOT: return "the disk quota is used up"
    case EACCES, EPERM: return "permission denied"
    case EROFS: return "the file system is read-only"
    case ENOENT: return "no such file or folder"
    case ENOTDIR: return "a part of the path is not a folder"
    case EISDIR: return "it is a folder"
    case ELOOP: return "too many symbolic links"
    case ENAMETOOLONG: return "the name is too long"
    case EIO: return "an input/output error"
    case EXDEV: return "it is on another file system"
    case EMFILE, ENFILE: return "too many open files"
    case ETXTBSY: return "the file is busy"
    default:
      guard let text = strerror(value) else { return "error \(value)" }
      var words = String(cString: text)
      if let first = words.first, first.isUppercase, words.dropFirst().first?.isLowercase != false {
        words = first.lowercased() + words.dropFirst()
      }
      return words
    }
  }
}
