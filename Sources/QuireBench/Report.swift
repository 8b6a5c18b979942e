/// How the benchmark prints its figures.
enum Report {
  /// One line: name, median with unit, target and whether it is met. A figure that could not be measured (not a number) is its name alone.
  static func line(_ figure: Figure, _ median: Double) -> String {
    guard median.isFinite else { return figure.name }
    let name = figure.name.padding(to: 58)
    let value = format(median) + " " + figure.unit
    guard let target = figure.target else { return "\(name) \(value)" }
    let verdict = median <= target ? "ok" : "MISSED"
    return "\(name) \(value.padding(to: 14)) target ≤ \(format(target)) \(figure.unit)  \(verdict)"
  }

  /// All figures as one JSON array of objects with name, unit, median and target.
  static func json(_ results: [(figure: Figure, median: Double)]) -> String {
    let rows = results.map { result in
      let target = result.figure.target.map { format($0) } ?? "null"
      let median = result.median.isFinite ? format(result.median) : "null"
      return "  {\"name\": \"\(result.figure.name)\", \"unit\": \"\(result.figure.unit)\", "
        + "\"median\": \(median), \"target\": \(target)}"
    }
    return "[\n" + rows.joined(separator: ",\n") + "\n]"
  }

  static func format(_ value: Double) -> String {
    if value >= 100 { return String(Int(value.rounded())) }
    let scaled = (value * 1000).rounded() / 1000
    return String(scaled)
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
