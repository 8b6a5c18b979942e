import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seeded file paths, as `find` prints them from a home folder and a few projects: folders
/// one to seven deep from a list of common names, file names of one to three words joined by
/// `_`, `-` or camelCase with an extension, and about one in fifty with a word outside ASCII.
struct GeneratedPaths {
  private var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  private mutating func next(_ bound: Int) -> Int { random.next(below: bound) }

  /// The next path (without a line break).
  mutating func next() -> String {
    var path = Self.roots[next(Self.roots.count)]
    for _ in 0..<(1 + next(7)) {
      path += "/" + Self.folders[next(Self.folders.count)]
    }
    var words: [String] = []
    for _ in 0..<(1 + next(3)) {
      words.append(
        next(50) == 0 ? Self.otherWords[next(Self.otherWords.count)] : Self.folders[next(Self.folders.count)])
    }
    let name: String
    switch next(3) {
    case 0: name = words.joined(separator: "_")
    case 1: name = words.joined(separator: "-")
    default:
      name = words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.capitalizedFirst }.joined()
    }
    return path + "/" + name + Self.extensions[next(Self.extensions.count)]
  }

  /// Writes `count` paths, a line each, to a new file at `path`.
  mutating func save(count: Int, to path: String) throws(PeerError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .system("cannot create \(path)") }
    defer { _ = close(descriptor) }
    var chunk: [UInt8] = []
    chunk.reserveCapacity(1 << 20 + 512)
    for index in 0..<count {
      chunk += next().utf8
      chunk.append(0x0A)
      if chunk.count >= 1 << 20 || index == count - 1 {
        var done = 0
        while done < chunk.count {
          let wrote = chunk.withUnsafeBytes {
            write(descriptor, $0.baseAddress.map { $0 + done }, $0.count - done)
          }
          guard wrote > 0 else { throw .system("cannot write \(path)") }
          done += wrote
        }
        chunk.removeAll(keepingCapacity: true)
      }
    }
  }

  private static let roots = [
    "home/ana", "home/ana/projects", "srv/www", "usr/share", "opt", "var/lib", "work",
  ]
  private static let folders = [
    "src", "lib", "test", "tests", "docs", "components", "assets", "build", "config", "utils", "models",
    "views", "controllers", "scripts", "vendor", "node_modules", "packages", "internal", "cmd", "pkg", "api",
    "core", "common", "services", "handlers", "middleware", "images", "fonts", "styles", "templates",
    "locales", "migrations", "fixtures", "examples", "tools", "bin", "include", "Sources", "Tests",
    "Resources", "main", "app", "server", "client", "shared", "data", "cache", "logs", "backup", "notes",
    "photos", "music", "video", "downloads", "archive", "old", "new", "draft", "final", "report", "index",
    "button", "widget", "parser", "lexer", "render", "layout", "window", "editor", "buffer", "history",
    "matcher", "storage", "network", "socket", "session", "user", "account", "settings", "theme", "icon",
  ]
  private static let otherWords = ["café", "résumé", "日本語", "naïve", "données", "Ünïcödé", "München", "фото"]
  private static let extensions = [
    ".swift", ".go", ".rs", ".py", ".js", ".ts", ".md", ".json", ".yaml", ".c", ".h", ".txt", ".png", ".html",
    ".css", "",
  ]
}

extension String {
  fileprivate var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
