/// The scores of prepared candidates already ranked for one query, by their shape: for a
/// candidate of one cluster per byte, everything the matcher reads of a byte is its key (which
/// query cluster it equals, if any) and its class, so two candidates whose bytes give the same
/// (key, class) pairs in the same order score the same, whatever the bytes. The 100,000
/// entries `note-000001.md` … have a few dozen shapes for `note-9`: the digits other than 9
/// are all "a number, no key".
///
/// A shape is one code a byte (`MatchWorkspace.shapeCodes`); the memo keeps each code
/// sequence with its whole score (or that it does not match), compared in full on a hit, so a
/// kept score is the score `Matcher.run` gives. Open addressing over 8,192 slots, filled to
/// three quarters and then only read; shapes longer than `longest` are not kept. It turns
/// itself off once a list proves too varied for it (`isUseful`). Belongs to one
/// `MatchWorkspace`, so to one query.
struct ShapeScores {
  struct Slot {
    /// The shape's hash; 0 for a free slot (a hash of 0 is stored as 1).
    var hash: UInt64
    /// Where its words are in `codes`, and how many codes it has.
    var start: Int32
    var count: Int32
    /// Its score, or `noMatch`.
    var score: Int32
  }

  static let slotCount = 8192
  static let longest = 255
  /// The score kept for a shape that does not match.
  static let noMatch = Int32.min
  /// Lookups after which the memo judges whether it pays (`isUseful`).
  static let trial = 4096

  private let slots: UnsafeMutablePointer<Slot>
  /// The shape of the candidate loaded last by `load`, eight codes a word.
  let shape: UnsafeMutablePointer<UInt64> = .allocate(capacity: (longest + 7) / 8)
  /// The kept shapes, one after another, eight codes a word.
  private var codes: UnsafeMutablePointer<UInt64>
  private var codesCapacity = 1 << 13
  private var codesUsed = 0
  private var used = 0
  private var lookups = 0
  private var hits = 0
  /// Whether to go on looking shapes up: false once, past `trial` lookups, fewer than one in
  /// four so far found a kept score (a list of varied names then pays the hashing for nothing).
  private(set) var isUseful = true

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(hash: 0, start: 0, count: 0, score: 0), count: Self.slotCount)
    codes = .allocate(capacity: codesCapacity)
  }

  func deallocate() {
    slots.deallocate()
    codes.deallocate()
    shape.deallocate()
  }

  /// Loads the shape of the `count` bytes at `base` (at most `longest`, each one cluster),
  /// coded by `codes`, into `shape`, and returns its hash. O(count).
  @inline(__always)
  func load(_ base: UnsafePointer<UInt8>, count: Int, codes: UnsafePointer<UInt8>) -> UInt64 {
    // The words are made in a register, not read back from memory.
    var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    var index = 0
    var word = 0
    while index + 8 <= count {
      var packed: UInt64 = 0
      for offset in 0..<8 { packed |= UInt64(codes[Int(base[index &+ offset])]) << (UInt64(offset) &* 8) }
      shape[word] = packed
      hash = Self.mix(hash, packed)
      index &+= 8
      word &+= 1
    }
    if index < count {
      var packed: UInt64 = 0
      var shift: UInt64 = 0
      while index < count {
        packed |= UInt64(codes[Int(base[index])]) << shift
        shift &+= 8
        index &+= 1
      }
      shape[word] = packed
      hash = Self.mix(hash, packed)
    }
    return hash == 0 ? 1 : hash
  }

  /// The number of words that hold a shape of `count` codes, eight a word.
  @inline(__always)
  static func words(_ count: Int) -> Int { (count &+ 7) >> 3 }

  /// Mixes a word of codes into `hash`.
  @inline(__always)
  static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (hash ^ word) &* 0xC2B2_AE3D_27D4_EB4F
    return mixed ^ (mixed >> 29)
  }

  /// The score kept for the shape of `count` codes loaded last, whose hash is `hash`:
  /// `.some(noMatch)` when it does not match, nil when it is not kept. O(count) expected.
  @inline(__always)
  mutating func lookUp(_ hash: UInt64, count: Int) -> Int32? {
    lookups &+= 1
    var index = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
    while true {
      let slot = slots[index]
      if slot.hash == 0 { break }
      if slot.hash == hash && Int(slot.count) == count
        && Self.equal(codes + Int(slot.start), shape, Self.words(count))
      {
        hits &+= 1
        return slot.score
      }
      index = (index + 1) & (Self.slotCount - 1)
    }
    if lookups >= Self.trial && hits < lookups / 4 { isUseful = false }
    return nil
  }

  /// Whether the `count` words at `left` and `right` are equal.
  @inline(__always)
  private static func equal(_ left: UnsafePointer<UInt64>, _ right: UnsafePointer<UInt64>, _ count: Int)
    -> Bool
  {
    var index = 0
    while index < count {
      if left[index] != right[index] { return false }
      index += 1
    }
    return true
  }

  /// Keeps `score` for the shape loaded last (not already kept), while there is room.
  /// O(count).
  mutating func insert(_ hash: UInt64, count: Int, score: Int32) {
    guard count <= Self.longest, used < Self.slotCount * 3 / 4 else { return }
    let words = Self.words(count)
    if codesUsed + words > codesCapacity {
      let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: codesCapacity * 2)
      larger.update(from: codes, count: codesUsed)
      codes.deallocate()
      codes = larger
      codesCapacity *= 2
    }
    (codes + codesUsed).update(from: shape, count: words)
    var index = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
    while slots[index].hash != 0 { index = (index + 1) & (Self.slotCount - 1) }
    slots[index] = Slot(hash: hash, start: Int32(codesUsed), count: Int32(count), score: score)
    codesUsed += words
    used += 1
  }
}
