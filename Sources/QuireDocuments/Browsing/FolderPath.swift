import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths of folders a file picker walks: text that carries every byte that is not UTF-8
/// (`PreservedBytes`), joined and taken apart without touching the disk, except
/// `canonical`.
public enum FolderPath {
  /// `name` inside `folder`.
  public static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The folder holding `path`: `/a/b` → `/a`, `/a` → `/`, `/` → `nil` (nothing above).
  public static func parent(of path: String) -> String? {
    guard path != "/" else { return nil }
    return PathText.folder(of: path)
  }

  /// The last part of `path`: `/a/b` → `b`.
  public static func name(of path: String) -> String {
    PathText.name(of: path)
  }

  /// The NUL-terminated bytes of `path`, for a system call.
  static func system(_ path: String) -> [CChar] {
    (path.preservedBytes + [0]).map { CChar(bitPattern: $0) }
  }

  /// The absolute path of the folder `path` names with every symbolic link resolved, or why
  /// it is no folder that can be listed.
  public static func canonical(_ path: String) -> Result<String, FolderError> {
    let bytes = system(path)
    switch FileStatus.of(bytes) {
    case .success(let status) where status.kind != .folder:
      return .failure(.notAFolder(path: path, kind: status.kind))
    case .success:
      break
    case .failure(let reason):
      return .failure(.cannotList(path: path, reason: reason))
    }
    guard let resolved = realpath(bytes, nil) else {
      return .failure(.cannotList(path: path, reason: .current))
    }
    defer { free(resolved) }
    let length = strlen(resolved)
    return .success(
      String(
        preservingBytes: UnsafeBufferPointer(start: resolved, count: length).map { UInt8(bitPattern: $0) }))
  }
}
