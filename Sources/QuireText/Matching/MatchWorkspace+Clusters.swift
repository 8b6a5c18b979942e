extension MatchWorkspace {
  /// Loads the candidate's clusters: the key and bonus of each (and, when it is not one
  /// cluster per byte, its class and where it starts). Returns the number of clusters.
  /// O(n) bytes; a cluster above ASCII met for the first time costs a fold and a comparison
  /// with each query key.
  func load(_ base: UnsafePointer<UInt8>, count: Int, pattern: MatchPattern) -> Int {
    if ByteSearch.isOneClusterPerByte(base, from: 0, to: count) {
      loadOneClusterPerByte(base, count: count, window: 0..<count)
      return count
    }
    return loadClusters(base, count: count, pattern: pattern)
  }

  /// Loads the key and bonus of the clusters in `window` of a candidate of one cluster per
  /// byte (the others are left unset: nothing outside the window can match). O(window).
  func loadOneClusterPerByte(_ base: UnsafePointer<UInt8>, count: Int, window: Range<Int>) {
    reserve(clusters: count + 1)
    // Locals: a class property is checked for exclusive access on every use.
    let (keys, bonuses) = (self.keys, self.bonuses)
    isOneClusterPerByte = true
    let before = window.lowerBound - 1
    var previous = before < 0 ? Int(MatchCharClass.white.rawValue) : Int(asciiClasses[Int(base[before])])
    for index in window {
      let byte = Int(base[index])
      keys[index] = asciiKeys[byte]
      let current = Int(asciiClasses[byte])
      bonuses[index] = bonusTable[previous &* 8 &+ current]
      previous = current
    }
  }

  /// Loads every cluster of a candidate that is not one cluster per byte: segmented, with
  /// where each starts. Returns the number of clusters.
  private func loadClusters(_ base: UnsafePointer<UInt8>, count: Int, pattern: MatchPattern) -> Int {
    reserve(clusters: count + 1)
    // Locals: a class property is checked for exclusive access on every use.
    let (keys, bonuses, classes, starts) = (self.keys, self.bonuses, self.classes, self.starts)
    var previous = Int(MatchCharClass.white.rawValue)
    isOneClusterPerByte = false
    var clusters = BufferGraphemes(base, count: count)
    var index = 0
    while let cluster = clusters.next() {
      let lower = cluster.range.lowerBound
      starts[index] = lower
      let key: Int32
      let current: Int
      if !cluster.isValid {
        key = -1
        current = Int(MatchCharClass.nonWord.rawValue)
      } else if cluster.range.count == 1 {
        let byte = Int(base[lower])
        key = asciiKeys[byte]
        current = Int(asciiClasses[byte])
      } else {
        let found = keyAndClass(base + lower, count: cluster.range.count, pattern)
        key = found.key
        current = Int(found.charClass)
      }
      keys[index] = key
      classes[index] = UInt8(current)
      bonuses[index] = bonusTable[previous &* 8 &+ current]
      previous = current
      index += 1
    }
    starts[index] = count
    return index
  }

  /// The key index and class of the valid cluster of `count` bytes at `base`, through the
  /// cache.
  private func keyAndClass(_ base: UnsafePointer<UInt8>, count: Int, _ pattern: MatchPattern)
    -> (key: Int32, charClass: UInt8)
  {
    guard count <= ClusterKeyCache.longest else { return Self.work(base, count: count, pattern) }
    let packed = ClusterKeyCache.pack(base, count: count)
    if let known = cache.lookUp(packed.low, packed.high) { return known }
    let found = Self.work(base, count: count, pattern)
    cache.insert(packed.low, packed.high, key: found.key, charClass: found.charClass)
    return found
  }

  /// Works out the key index and class of a valid cluster from its scalars.
  private static func work(_ base: UnsafePointer<UInt8>, count: Int, _ pattern: MatchPattern)
    -> (key: Int32, charClass: UInt8)
  {
    let scalars = BufferGraphemes(base, count: count).scalars(in: 0..<count)
    let charClass = scalars.first.map { MatchCharClass.of($0) } ?? .nonWord
    return (pattern.keyIndex(of: scalars), charClass.rawValue)
  }
}
