#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scratch folder holding shell scripts that stand in for a user's editor, for tests of the
/// `$EDITOR` hand-off; removed with all it holds when the value goes away.
public final class EditorScripts {
  /// The folder, with a space in its name so that paths are quoted where they must be.
  public let folder: String

  /// A new empty folder in `$TMPDIR` (or `/tmp`).
  public init() throws(EditorScriptsError) {
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    var template = Array((base + "/quire editor XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw EditorScriptsError(operation: "create a folder in", path: base)
    }
    folder = String(cString: made)
  }

  deinit {
    for name in DirectoryListing.names(in: folder) { unlink(folder + "/" + name) }
    rmdir(folder)
  }

  /// Writes an executable script `name` whose body is `body` (after `#!/bin/sh`); returns its
  /// path quoted for the shell, as `$EDITOR` must hold a path with a space.
  @discardableResult
  public func script(_ name: String, _ body: String) throws(EditorScriptsError) -> String {
    try save("#!/bin/sh\n" + body + "\n", as: name, mode: 0o755)
    return "'" + path(name) + "'"
  }

  /// Writes `text` to the file `name` in the folder.
  public func save(_ text: String, as name: String, mode: mode_t = 0o644) throws(EditorScriptsError) {
    // Closed on exec: a child another test starts meanwhile must not hold a script open for
    // writing, or running the script fails with "text file busy".
    let descriptor = open(path(name), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw EditorScriptsError(operation: "create", path: path(name)) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw EditorScriptsError(operation: "write", path: path(name)) }
  }

  /// The path of `name` in the folder.
  public func path(_ name: String) -> String { folder + "/" + name }

  /// Whether something named `path` exists.
  public static func exists(_ path: String) -> Bool {
    var information = stat()
    return lstat(path, &information) == 0
  }

  /// The bytes of the file `name` in the folder, if it can be read.
  public func bytes(_ name: String) -> [UInt8]? {
    let descriptor = open(path(name), O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return count == 0 ? result : nil }
      result += chunk[..<count]
    }
  }

  /// The text of the file `name` in the folder, without its final line break.
  public func text(_ name: String) -> String? {
    guard var bytes = bytes(name) else { return nil }
    while bytes.last == 0x0A { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A scratch file or folder that could not be made.
public struct EditorScriptsError: Error, CustomStringConvertible {
  public var operation: String
  public var path: String
  public var description: String { "cannot \(operation) \(path)" }
}
