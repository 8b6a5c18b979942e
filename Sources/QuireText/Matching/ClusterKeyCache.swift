/// The keys and classes of clusters above ASCII already met, by their bytes: working one out
/// folds and compares strings, while a list repeats its accented letters, CJK and emoji.
///
/// Open addressing over 4,096 slots, cleared when three quarters full; clusters longer than
/// 15 bytes are not kept. Belongs to one `MatchWorkspace`, so to one query.
struct ClusterKeyCache {
  /// A cluster's bytes packed in two words: bytes 0–7, then bytes 8–14 and the length in the
  /// top byte (so a used slot's `high` is never zero).
  struct Slot {
    var low: UInt64
    var high: UInt64
    var key: Int32
    var charClass: UInt8
  }

  static let slotCount = 4096
  static let longest = 15
  private let slots: UnsafeMutablePointer<Slot>
  private var used = 0

  init() {
    slots = .allocate(capacity: Self.slotCount)
    slots.initialize(repeating: Slot(low: 0, high: 0, key: -1, charClass: 0), count: Self.slotCount)
  }

  func deallocate() { slots.deallocate() }

  /// The packed form of the `count` bytes at `base` (at most `longest`).
  @inline(__always)
  static func pack(_ base: UnsafePointer<UInt8>, count: Int) -> (low: UInt64, high: UInt64) {
    var low: UInt64 = 0
    var high = UInt64(count) << 56
    for index in 0..<min(count, 8) { low |= UInt64(base[index]) << (8 * index) }
    if count > 8 {
      for index in 8..<count { high |= UInt64(base[index]) << (8 * (index - 8)) }
    }
    return (low, high)
  }

  @inline(__always)
  private static func slot(of low: UInt64, _ high: UInt64) -> Int {
    let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
    return Int(truncatingIfNeeded: (mixed ^ (mixed >> 29)) & UInt64(slotCount - 1))
  }

  /// The key and class kept for the packed cluster, or nil. O(1) expected.
  @inline(__always)
  func lookUp(_ low: UInt64, _ high: UInt64) -> (key: Int32, charClass: UInt8)? {
    var index = Self.slot(of: low, high)
    while true {
      let slot = slots[index]
      if slot.high == 0 { return nil }
      if slot.high == high && slot.low == low { return (slot.key, slot.charClass) }
      index = (index + 1) & (Self.slotCount - 1)
    }
  }

  /// Keeps the key and class of the packed cluster (not already kept). O(1) expected.
  mutating func insert(_ low: UInt64, _ high: UInt64, key: Int32, charClass: UInt8) {
    if used >= Self.slotCount * 3 / 4 {
      slots.update(repeating: Slot(low: 0, high: 0, key: -1, charClass: 0), count: Self.slotCount)
      used = 0
    }
    var index = Self.slot(of: low, high)
    while slots[index].high != 0 { index = (index + 1) & (Self.slotCount - 1) }
    slots[index] = Slot(low: low, high: high, key: key, charClass: charClass)
    used += 1
  }
}
