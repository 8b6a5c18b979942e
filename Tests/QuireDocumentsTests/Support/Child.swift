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
}
