/// How much of a region one part of a split takes, along the split's axis.
///
/// The rules are plain arithmetic, not a solver, so a split is the same every time and the
/// same constraint gets the same size wherever it stands:
/// 1. Each part first takes its own size: `length(n)` and `min(n)` take `n`, `percentage(p)`
///    takes `p` % of the whole region rounded half up, `fill` takes nothing.
/// 2. When those sizes are more than the region has, the parts are cut from the last one back:
///    the first parts (a title, a field) keep their size, the last ones shrink, to nothing if
///    need be.
/// 3. What is left goes to the `fill` parts, shared by their weights (each gets its share
///    rounded down; the cells left over go one each to the parts with the largest remainders,
///    the earlier first); with no `fill`, to the `min` parts alike; with neither, it stays
///    empty after the last part.
public enum LayoutConstraint: Hashable, Sendable {
  /// Exactly this many cells, when they fit.
  case length(Int)
  /// At least this many cells, when they fit; more when no part fills.
  case min(Int)
  /// This share of the whole region, in percent, rounded half up.
  case percentage(Int)
  /// A share of what the other parts leave, by weight (1 when all fill alike).
  case fill(Int)

  /// The largest weight a `fill` counts with (a larger one counts as this).
  public static let maximumWeight = 1 << 20

  /// A part that fills what is left with weight 1.
  public static let fill = LayoutConstraint.fill(1)

  /// The size of each part, in order, when `constraints` split `total` cells (see the rules
  /// above). Never negative; adds up to `total` at most, and to exactly `total` when a part
  /// fills or has a minimum and the parts' own sizes fit.
  public static func sizes(_ constraints: [LayoutConstraint], total: Int) -> [Int] {
    let total = Swift.max(0, total)
    var sizes = constraints.map { $0.ownSize(of: total) }
    var over = sizes.reduce(0, +) - total
    if over > 0 {
      for index in sizes.indices.reversed() where over > 0 {
        let cut = Swift.min(sizes[index], over)
        sizes[index] -= cut
        over -= cut
      }
      return sizes
    }
    let rest = -over
    var weights = constraints.map { constraint -> Int in
      if case .fill(let weight) = constraint { return Swift.min(Swift.max(0, weight), maximumWeight) }
      return 0
    }
    if weights.allSatisfy({ $0 == 0 }) {
      weights = constraints.map { constraint in
        if case .min = constraint { return 1 }
        return 0
      }
    }
    for (index, share) in shares(of: rest, by: weights).enumerated() { sizes[index] += share }
    return sizes
  }

  /// The part's size before anything is shared out.
  private func ownSize(of total: Int) -> Int {
    switch self {
    // No part can take more than the region, and so the sum cannot overflow.
    case .length(let cells), .min(let cells): return Swift.min(Swift.max(0, cells), total)
    case .percentage(let percent):
      let clamped = Swift.min(Swift.max(0, percent), 100)
      return (clamped * total + 50) / 100
    case .fill: return 0
    }
  }

  /// `amount` shared by `weights`: each its share rounded down, the cells left over one each
  /// to the largest remainders, the earlier first; nothing when every weight is 0.
  private static func shares(of amount: Int, by weights: [Int]) -> [Int] {
    let sum = weights.reduce(0, +)
    guard sum > 0, amount > 0 else { return weights.map { _ in 0 } }
    var shares = weights.map { amount * $0 / sum }
    let remainders = weights.map { amount * $0 % sum }
    let left = amount - shares.reduce(0, +)
    let order = weights.indices.filter { weights[$0] > 0 }.sorted {
      remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1
    }
    for index in order.prefix(left) { shares[index] += 1 }
    return shares
  }
}

/// Which way a region is split: into rows one above the other, or columns side by side.
public enum LayoutAxis: Hashable, Sendable {
  /// Parts one above the other, each as wide as the region.
  case vertical
  /// Parts side by side, each as tall as the region.
  case horizontal
}

extension CellRect {
  /// The region split along `axis` into one rectangle a constraint, in order, touching and
  /// inside it (see `LayoutConstraint` for how the sizes are found):
  ///
  ///     let parts = area.split(.vertical, [.length(1), .fill, .length(1)])
  ///     // parts[0]: the title row, parts[1]: the body, parts[2]: the help bar
  public func split(_ axis: LayoutAxis, _ constraints: [LayoutConstraint]) -> [CellRect] {
    let total = axis == .vertical ? rows : columns
    var offset = axis == .vertical ? row : column
    return LayoutConstraint.sizes(constraints, total: total).map { size in
      defer { offset += size }
      switch axis {
      case .vertical: return CellRect(column: column, row: offset, columns: columns, rows: size)
      case .horizontal: return CellRect(column: offset, row: row, columns: size, rows: rows)
      }
    }
  }
}
