/// The matcher's scratch memory, reused from candidate to candidate so that matching one
/// allocates nothing: per-cluster keys and bonuses, the score matrices of fzf's algorithm,
/// and a cache of the keys of clusters above ASCII.
///
/// Owned by one `Matcher`; a copied matcher makes its own before it writes (see
/// `Matcher.uniqueWorkspace`), which is why sharing it across threads is sound.
final class MatchWorkspace: @unchecked Sendable {
  /// The query's key index for each of its clusters.
  let patternKeys: UnsafeMutableBufferPointer<Int32>
  /// The key index of each ASCII byte standing alone as a cluster, or -1.
  let asciiKeys: UnsafeMutableBufferPointer<Int32>
  /// The class of each ASCII byte.
  let asciiClasses: UnsafeMutableBufferPointer<UInt8>
  /// `MatchScoring.bonusTable`.
  let bonusTable: UnsafeMutableBufferPointer<Int32>
  /// `MatchPattern.asciiBytes`, and for each whether its search ignores case.
  let asciiBytes: UnsafeMutableBufferPointer<UInt8>
  let asciiFoldsCase: UnsafeMutableBufferPointer<Bool>

  /// Clusters the per-cluster buffers hold room for.
  private(set) var capacity = 0
  /// Per cluster of the candidate: its key index (-1 when no query cluster equals it)…
  private(set) var keys = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  /// …its bonus…
  private(set) var bonuses = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  /// …its class, when the candidate is not one cluster per byte…
  private(set) var classes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
  /// …and where its bytes start (one more entry: the end), when not one cluster per byte.
  private(set) var starts = UnsafeMutablePointer<Int>.allocate(capacity: 2)
  /// fzf's first score row and run lengths (`H0`, `C0`).
  private(set) var firstScores = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  private(set) var firstRuns = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  /// Whether the candidate loaded last has one cluster per byte (all ASCII, no CR LF).
  var isOneClusterPerByte = true

  /// Cells the matrices hold room for.
  private(set) var matrixCapacity = 0
  /// fzf's score matrix `H` and run-length matrix `C`, a row per query cluster.
  private(set) var scores = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  private(set) var runs = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  /// The first place each query cluster can match (fzf's `F`), and the matched places.
  let firsts: UnsafeMutableBufferPointer<Int>
  let positions: UnsafeMutableBufferPointer<Int>

  /// The cache of keys and classes of clusters above ASCII (see `ClusterKeyCache`).
  var cache = ClusterKeyCache()

  /// The shape code of each ASCII byte standing alone as a cluster: one code for each
  /// distinct pair of its key and class (see `ShapeScores`).
  let shapeCodes: UnsafeMutableBufferPointer<UInt8>
  /// The scores of the shapes ranked so far, made by the first ranking that wants them.
  var shapeScores: ShapeScores?

  /// The largest matrix fzf's algorithm fills; beyond it the greedy pass scores instead
  /// (fzf does the same past its 100 K-cell slab). 8 MB of matrices.
  static let matrixLimit = 1 << 20

  init(pattern: MatchPattern) {
    let count = pattern.clusterKeys.count
    patternKeys = .allocate(capacity: count)
    _ = patternKeys.initialize(from: pattern.clusterKeys)
    asciiKeys = .allocate(capacity: 128)
    _ = asciiKeys.initialize(from: pattern.asciiKeys)
    asciiClasses = .allocate(capacity: 128)
    _ = asciiClasses.initialize(from: (0..<128).map { MatchCharClass.of(ascii: UInt8($0)).rawValue })
    bonusTable = .allocate(capacity: 64)
    _ = bonusTable.initialize(from: MatchScoring.bonusTable)
    asciiBytes = .allocate(capacity: pattern.asciiBytes.count)
    _ = asciiBytes.initialize(from: pattern.asciiBytes)
    asciiFoldsCase = .allocate(capacity: pattern.asciiFoldsCase.count)
    _ = asciiFoldsCase.initialize(from: pattern.asciiFoldsCase)
    firsts = .allocate(capacity: max(1, count))
    positions = .allocate(capacity: max(1, count))
    shapeCodes = .allocate(capacity: 128)
    // Codes by (key + 1) · 8 + class, numbered as first met.
    var codeOfPair = [UInt8](repeating: .max, count: (pattern.keys.count + 1) * 8)
    var codeCount: UInt8 = 0
    for byte in 0..<128 {
      let pair = Int(pattern.asciiKeys[byte] + 1) * 8 + Int(asciiClasses[byte])
      if codeOfPair[pair] == .max {
        codeOfPair[pair] = codeCount
        codeCount += 1
      }
      shapeCodes[byte] = codeOfPair[pair]
    }
  }

  deinit {
    for pointer in [patternKeys, asciiKeys, bonusTable] { pointer.deallocate() }
    asciiClasses.deallocate()
    asciiBytes.deallocate()
    asciiFoldsCase.deallocate()
    keys.deallocate()
    bonuses.deallocate()
    classes.deallocate()
    starts.deallocate()
    firstScores.deallocate()
    firstRuns.deallocate()
    scores.deallocate()
    runs.deallocate()
    firsts.deallocate()
    positions.deallocate()
    cache.deallocate()
    shapeCodes.deallocate()
    shapeScores?.deallocate()
  }

  /// Makes room for `count` clusters, at least doubling. Amortised O(1) per candidate.
  func reserve(clusters count: Int) {
    guard count > capacity else { return }
    let size = max(count, capacity * 2, 256)
    keys.deallocate()
    bonuses.deallocate()
    classes.deallocate()
    starts.deallocate()
    firstScores.deallocate()
    firstRuns.deallocate()
    keys = .allocate(capacity: size)
    bonuses = .allocate(capacity: size)
    classes = .allocate(capacity: size)
    starts = .allocate(capacity: size + 1)
    firstScores = .allocate(capacity: size)
    firstRuns = .allocate(capacity: size)
    capacity = size
  }

  /// Makes room for matrices of `cells` cells, at least doubling.
  func reserve(cells: Int) {
    guard cells > matrixCapacity else { return }
    let size = max(cells, matrixCapacity * 2, 1024)
    scores.deallocate()
    runs.deallocate()
    scores = .allocate(capacity: size)
    runs = .allocate(capacity: size)
    matrixCapacity = size
  }
}
