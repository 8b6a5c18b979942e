#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Following symbolic links to the file they lead to, so that saving writes the target and
/// the link stays a link.
enum SymbolicLinks {
  /// At most this many links are followed, as the kernel's own limit.
  static let maximumHops = 40

  /// The canonical path of the file `path` leads to: links followed to the last one (which may
  /// name a file that does not exist yet), in its folder's canonical form.
  static func resolve(_ path: String) throws(DocumentError) -> String {
    guard !path.isEmpty else { throw .cannotOpen(path: path, reason: SystemErrorNumber(ENOENT)) }
    var current = path
    var hops = 0
    while true {
      switch FileStatus.ofLink(current) {
      case .success(let status) where status.kind == .symbolicLink:
        hops += 1
        guard hops <= maximumHops, let target = readLink(current) else {
          throw .cannotOpen(path: path, reason: SystemErrorNumber(ELOOP))
        }
        current = target.hasPrefix("/") ? target : PathText.join(PathText.folder(of: current), target)
        continue
      case .success, .failure(SystemErrorNumber(ENOENT)):
        break
      case .failure(SystemErrorNumber(ENOTDIR)):
        throw .notAFolder(
          path: path, part: PathText.firstNonFolder(in: current) ?? PathText.folder(of: current))
      case .failure(let reason):
        throw .cannotOpen(path: path, reason: reason)
      }
      break
    }
    let folder = PathText.folder(of: current)
    switch PathText.canonicalFolder(folder) {
    case .success(let canonical):
      return PathText.join(canonical, PathText.name(of: current))
    case .failure(SystemErrorNumber(ENOENT)):
      throw .missingFolder(path: path, folder: folder)
    case .failure(SystemErrorNumber(ENOTDIR)):
      throw .notAFolder(path: path, part: PathText.firstNonFolder(in: current) ?? folder)
    case .failure(let reason):
      throw .cannotOpen(path: path, reason: reason)
    }
  }

  /// The text of the link at `path`, or `nil` when it cannot be read.
  static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
