/// One figure the benchmark reports: a measurement repeated and summarised by its median.
struct Figure {
  /// What is measured, as the report names it ("load 100 MB of prose").
  var name: String
  /// The unit `measure` returns ("ms", "µs", "KB", "bytes/key", "MiB").
  var unit: String
  /// The target from the issue, in `unit`; `nil` when none is set.
  var target: Double?
  /// How many times to measure; the report gives the median.
  var repetitions: Int
  /// Makes one measurement, in `unit`. Setup that is not measured happens inside, around the
  /// timed part (see `Stopwatch`).
  var measure: () -> Double
}

/// A group of figures about one layer, built lazily so that `--filter` skips the setup of the
/// groups it does not run.
struct FigureGroup {
  var name: String
  var figures: () -> [Figure]
}
