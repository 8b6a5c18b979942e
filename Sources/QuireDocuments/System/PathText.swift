#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Taking paths apart and joining them, as text, without touching the disk (except
/// `canonicalFolder`).
enum PathText {
  /// The folder part of `path`: `a/b` → `a`, `b` → `.`, `/b` → `/`.
  static func folder(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let head = trimmingTrailingSlashes(String(trimmed[..<slash]))
    return head.isEmpty ? "/" : head
  }

  /// The last part of `path`: `a/b` → `b`, `a/b/` → `b`.
  static func name(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// `name` inside `folder`.
  static func join(_ folder: String, _ name: String) -> String {
    if name.hasPrefix("/") { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The absolute path of the folder `path` names with every symbolic link resolved, or the
  /// error number of `realpath`.
  static func canonicalFolder(_ path: String) -> Result<String, SystemErrorNumber> {
    guard let resolved = realpath(path, nil) else { return .failure(.current) }
    defer { free(resolved) }
    return .success(String(cString: resolved))
  }

  /// The first leading part of `path` that exists and is not a folder (`a/b` of `a/b/c` when
  /// `a/b` is a file), or `nil`.
  static func firstNonFolder(in path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "/" : ""
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    // With a final slash the last part must be a folder too.
    for part in path.hasSuffix("/") ? parts[...] : parts.dropLast() {
      prefix = prefix.isEmpty || prefix == "/" ? prefix + part : prefix + "/" + part
      if case .success(let status) = FileStatus.of(prefix), status.kind != .folder { return prefix }
    }
    return nil
  }

  /// `name` cut to at most `limit` UTF-8 bytes, at a character boundary.
  static func truncated(_ name: String, toBytes limit: Int) -> String {
    guard name.utf8.count > limit else { return name }
    var result = ""
    var count = 0
    for character in name {
      let size = character.utf8.count
      if count + size > limit { break }
      result.append(character)
      count += size
    }
    return result
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var result = Substring(path)
    while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
    return String(result)
  }
}
