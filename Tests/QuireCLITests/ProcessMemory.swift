import Foundation

/// What the kernel says of a running process's memory.
enum ProcessMemory {
  /// The most resident memory the process `id` has held so far (`VmHWM` in Linux's
  /// `/proc/ID/status`), in bytes; `nil` where the kernel does not say.
  static func peakResident(of id: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(id)/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
      return kilobytes * 1024
    }
    return nil
  }
}
