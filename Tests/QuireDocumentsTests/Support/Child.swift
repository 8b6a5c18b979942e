import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `QuireDocumentsChild`, the tests' helper program.
enum Child {
  /// The user the child becomes when the tests run as root, so that permissions apply.
  static let unprivilegedUser = 65534

  static var executable: String? { BuiltProducts.executable(named: "QuireDocumentsChild") }

  /// Runs the child with `arguments`; as `unprivilegedUser` when `asUser` and the tests run
  /// as root. Its standard output, trimmed.
  static func run(_ arguments: [String], asUser: Bool = false, timeout: Duration = .seconds(30)) throws -> (
    status: ProcessStatus?, output: String
  ) {
    let executable = try #require(executable, "the QuireDocumentsChild executable is built")
    let prefix = asUser && TestFiles.isRoot ? ["--uid", String(unprivilegedUser)] : []
    let run = try DetachedProcess.run(
      executable: executable, arguments: prefix + arguments, environment: ["PATH": "/usr/bin:/bin"],
      timeout: timeout)
    let output = String(decoding: run.standardOutput + run.standardError, as: UTF8.self)
    return (run.status, String(output.drop { $0 == "\n" }.reversed().drop { $0 == "\n" }.reversed()))
  }

  /// Gives `path` to the unprivileged user when the tests run as root (so the child, as
  /// that user, owns it).
  static func giveToUser(_ path: String) {
    if TestFiles.isRoot { chown(path, uid_t(unprivilegedUser), gid_t(unprivilegedUser)) }
  }

  /// Starts `executable` with `arguments`, its output and errors to `/dev/null`, for a test
  /// that kills it; its process ID, or `nil` when it could not be started.
  static func spawn(_ executable: String, _ arguments: [String]) -> pid_t? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    var environment: [UnsafeMutablePointer<CChar>?] = [strdup("PATH=/usr/bin:/bin"), nil]
    defer { for pointer in argv + environment { free(pointer) } }
    var process: pid_t = 0
    guard posix_spawn(&process, executable, &actions, nil, &argv, &environment) == 0 else { return nil }
    return process
  }
}
