import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a shell script in a private user and mount namespace (`unshare -rm`), where it may
/// mount a small tmpfs or remount one read-only without touching the machine's mounts.
enum PrivateMount {
  static let unshare = "/usr/bin/unshare"

  /// Why private mounts cannot be made here, or `nil` when they can.
  static let unavailableReason: String? = {
    guard access(unshare, X_OK) == 0 else { return "\(unshare) is not installed" }
    let probe = try? DetachedProcess.run(
      executable: unshare, arguments: ["-rm", "sh", "-c", "mount -t tmpfs tmpfs /mnt && echo ok"],
      environment: ["PATH": "/usr/bin:/bin"])
    guard let probe, probe.status == .exited(0) else {
      let said = probe.map { String(decoding: $0.standardError, as: UTF8.self) } ?? "it did not start"
      return "unshare -rm cannot mount a tmpfs here: \(said)"
    }
    return nil
  }()

  /// Runs `script` with `sh` in a private namespace; `$1`… are `arguments`. Its output lines.
  static func run(_ script: String, arguments: [String]) throws -> [String] {
    let run = try DetachedProcess.run(
      executable: unshare, arguments: ["-rm", "sh", "-c", script, "sh"] + arguments,
      environment: ["PATH": "/usr/bin:/bin"], timeout: .seconds(60))
    let output = String(decoding: run.standardOutput, as: UTF8.self)
    let errors = String(decoding: run.standardError, as: UTF8.self)
    if !errors.isEmpty { print("private mount script said on standard error: \(errors)") }
    return output.split(separator: "\n").map(String.init)
  }
}
