import QuireTerminal
import QuireTestSupport
import Testing

/// A region split by constraints: a table of the layouts a screen asks for, then random
/// constraints and sizes held to the rules `LayoutConstraint` states.
@Suite struct CellRectSplitTests {
  @Test(arguments: [
    // A title, a body, a help bar.
    ([LayoutConstraint.length(1), .fill, .length(1)], 10, [1, 8, 1]),
    // The same percentage is the same size wherever it stands (25 % of 10 rounds to 3).
    ([.percentage(25), .percentage(25)], 10, [3, 3]),
    ([.percentage(50), .fill, .percentage(50)], 11, [6, 0, 5]),
    // Fills share by weight; the cell left over goes to the largest remainder.
    ([.fill(1), .fill(2)], 10, [3, 7]),
    // Equal fills: the earlier take the cells left over.
    ([.fill, .fill, .fill], 10, [4, 3, 3]),
    // A minimum grows when nothing fills, and not when something does.
    ([.min(3), .length(2)], 10, [8, 2]),
    ([.min(3), .fill], 10, [3, 7]),
    ([.min(1), .min(1)], 5, [3, 2]),
    // Nothing fills or has a minimum: the rest stays empty after the last part.
    ([.length(2), .percentage(30)], 10, [2, 3]),
    // Too little room: the last parts are cut first.
    ([.length(6), .length(6)], 10, [6, 4]),
    ([.length(3), .fill, .min(2)], 4, [3, 0, 1]),
    ([.length(1), .fill, .length(1)], 1, [1, 0, 0]),
    ([.length(1), .fill, .length(1)], 0, [0, 0, 0]),
    // Values past the ends count as the nearest that means something.
    ([.length(-3), .percentage(250), .fill(-1)], 10, [0, 10, 0]),
    ([.length(Int.max), .length(Int.max)], 7, [7, 0]),
    ([.fill(Int.max), .fill(Int.max)], 9, [5, 4]),
    ([], 10, []),
  ])
  func sizes(constraints: [LayoutConstraint], total: Int, expected: [Int]) {
    #expect(LayoutConstraint.sizes(constraints, total: total) == expected)
  }

  @Test func aVerticalSplitStacksFullWidthRowsFromTheRegionsTop() {
    let region = CellRect(column: 4, row: 2, columns: 30, rows: 10)
    let parts = region.split(.vertical, [.length(1), .fill, .length(2)])
    #expect(
      parts == [
        CellRect(column: 4, row: 2, columns: 30, rows: 1), CellRect(column: 4, row: 3, columns: 30, rows: 7),
        CellRect(column: 4, row: 10, columns: 30, rows: 2),
      ])
  }

  @Test func aHorizontalSplitSetsFullHeightColumnsSideBySide() {
    let region = CellRect(column: 1, row: 5, columns: 20, rows: 3)
    let parts = region.split(.horizontal, [.percentage(40), .length(1), .fill])
    #expect(
      parts == [
        CellRect(column: 1, row: 5, columns: 8, rows: 3), CellRect(column: 9, row: 5, columns: 1, rows: 3),
        CellRect(column: 10, row: 5, columns: 11, rows: 3),
      ])
  }

  static func constraint(_ random: inout SeededRandom) -> LayoutConstraint {
    let value = Int.random(in: -2...40, using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return .length(value)
    case 1: return .min(value)
    case 2: return .percentage(Int.random(in: -10...120, using: &random))
    default: return .fill(Int.random(in: -1...5, using: &random))
    }
  }

  /// The size a constraint asks for by itself, written from the rules' words.
  static func own(_ constraint: LayoutConstraint, _ total: Int) -> Int {
    switch constraint {
    case .length(let cells), .min(let cells): return min(max(0, cells), total)
    case .percentage(let percent):
      return Int((Double(min(max(0, percent), 100)) * Double(total) / 100).rounded())
    case .fill: return 0
    }
  }

  @Test(arguments: 1...400)
  func randomSplitsKeepTheRules(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let constraints = (0..<Int.random(in: 0...6, using: &random)).map { _ in Self.constraint(&random) }
    let total = Int.random(in: 0...120, using: &random)
    let sizes = LayoutConstraint.sizes(constraints, total: total)
    let why = "seed \(seed): \(constraints) in \(total) → \(sizes)"
    #expect(sizes.count == constraints.count, "\(why)")
    #expect(sizes.allSatisfy { $0 >= 0 } && sizes.reduce(0, +) <= total, "\(why)")
    let own = constraints.map { Self.own($0, total) }
    if own.reduce(0, +) >= total {
      // Cut from the last part back: each keeps what it asks for of what the earlier left.
      var left = total
      for (index, asked) in own.enumerated() {
        #expect(sizes[index] == min(asked, left), "\(why): part \(index)")
        left -= sizes[index]
      }
      return
    }
    let fills = constraints.map { constraint -> Int in
      if case .fill(let weight) = constraint { return max(0, weight) }
      return 0
    }
    let mins = constraints.map { constraint -> Int in
      if case .min = constraint { return 1 }
      return 0
    }
    let weights = fills.contains { $0 > 0 } ? fills : mins
    let sum = weights.reduce(0, +)
    let rest = total - own.reduce(0, +)
    #expect(
      sizes.reduce(0, +) == (sum > 0 ? total : total - rest), "\(why): the rest goes to the sharing parts")
    for index in constraints.indices {
      let share = sizes[index] - own[index]
      if weights[index] == 0 {
        #expect(share == 0, "\(why): part \(index) takes only its own size")
      } else {
        // Its share by weight, rounded down or up.
        let exact = Double(rest) * Double(weights[index]) / Double(sum)
        #expect(
          Double(share) >= exact.rounded(.down) && Double(share) <= exact.rounded(.up),
          "\(why): part \(index)")
      }
    }
    let region = CellRect(column: 3, row: 1, columns: total, rows: 4)
    let parts = region.split(.horizontal, constraints)
    var column = region.column
    for (part, size) in zip(parts, sizes) {
      #expect(
        part == CellRect(column: column, row: 1, columns: size, rows: 4), "\(why): the parts touch, in order")
      column += size
    }
  }
}
