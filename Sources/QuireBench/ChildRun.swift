#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The benchmark run again as a child, for a figure that needs a process of its own (its
/// peak memory, or a main actor of its own): the child prints numbers separated by spaces,
/// and the parent reads them back.
enum ChildRun {
  /// Runs `executable` (this benchmark unless given) with `arguments`, each quoted for the
  /// shell, and returns the numbers it printed, its whole output and its exit status.
  static func numbers(
    _ arguments: [String], executable: String = FilterRun.benchmarkExecutable
  ) -> (numbers: [Double], output: String, status: Int32) {
    let command = ([executable] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
    guard let pipe = popen(command, "r") else { return ([], "cannot start \(executable)", -1) }
    var output = ""
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), pipe) != nil {
      output += String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let status = pclose(pipe)
    let numbers = output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
    return (numbers, output, status)
  }

  /// Runs this benchmark as a memory child (`flag` and `arguments`) that prints its peak
  /// resident memory before and after its work, in MiB.
  static func memory(_ flag: String, _ arguments: String...) -> (before: Double, peak: Double) {
    let run = numbers([flag] + arguments)
    guard run.numbers.count == 2 else { fatalError("unexpected output of the memory child: \(run.output)") }
    return (run.numbers[0], run.numbers[1])
  }

  /// This process's peak resident memory so far, in MiB: what a memory child prints.
  static func ownPeakResidentMiB() -> Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Double(usage.ru_maxrss) / 1024
    #else
      getrusage(RUSAGE_SELF, &usage)
      return Double(usage.ru_maxrss) / 1024 / 1024
    #endif
  }
}
