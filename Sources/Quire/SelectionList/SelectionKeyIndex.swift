/// Where each key's item is in a selection list: a hash table from keys (`SelectionItem.key`)
/// to item indices, made for opening a long list fast.
///
/// Keys compare as `String`s, by canonical equivalence; their hash is of their UTF-8 bytes in
/// normalisation form C, so `é` as one scalar and as `e` and a mark hash alike. ASCII keys
/// (most) are their own form C and are hashed eight bytes at a time, with no copy; only other
/// keys are normalised first. A `Dictionary` spent most of a 100,000-value list's opening
/// hashing with SipHash, which guards against chosen collisions a local list does not meet.
/// Removing a key is rebuilding the index (`init(keys:)`): a list forgets one value at a
/// time, at a person's pace. Lookup and insertion O(key) on average.
struct SelectionKeyIndex: Sendable {
  /// One key and the item index it leads to.
  private struct Entry: Sendable {
    var hash: UInt64
    var key: String
    var index: Int
  }

  /// The entries, in the order their keys were added.
  private var entries: [Entry] = []
  /// Open addressing with linear probing: 0 is an empty slot, `n` is `entries[n - 1]`. A
  /// power of two long, at most half full.
  private var slots: [Int] = []
  /// `slots.count` as a shift: a hash's top bits choose its first slot.
  private var shift = 64

  /// An empty index with room for `capacity` keys before it grows.
  init(capacity: Int = 0) {
    reserve(capacity)
  }

  /// The index of `keys`, each leading to its place in `keys`; of equal keys the last wins.
  init(keys: some Sequence<String>) {
    let keys = Array(keys)
    self.init(capacity: keys.count)
    for (index, key) in keys.enumerated() {
      let hash = Self.hash(of: key)
      if let slot = find(key, hash: hash).entry {
        entries[slot].index = index
      } else {
        append(Entry(hash: hash, key: key, index: index))
      }
    }
  }

  /// How many keys it holds.
  var count: Int { entries.count }

  /// The item index of `key`, if it holds it.
  subscript(key: String) -> Int? {
    find(key, hash: Self.hash(of: key)).entry.map { entries[$0].index }
  }

  /// The item index `key` has, if it holds it; else gives it `index` and returns `nil`. One
  /// hash of the key either way.
  mutating func claim(_ key: String, at index: Int) -> Int? {
    let hash = Self.hash(of: key)
    if let entry = find(key, hash: hash).entry { return entries[entry].index }
    append(Entry(hash: hash, key: key, index: index))
    return nil
  }

  /// Follows a reordering of the items: the item that was at `i` is now at `moved[i]`. O(n),
  /// with no key hashed again.
  mutating func renumber(_ moved: [Int]) {
    for entry in entries.indices { entries[entry].index = moved[entries[entry].index] }
  }

  /// The entry holding `key`, or nil and the empty slot where it would go.
  private func find(_ key: String, hash: UInt64) -> (entry: Int?, slot: Int) {
    guard !slots.isEmpty else { return (nil, 0) }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash >> UInt64(shift))
    while true {
      let held = slots[slot]
      if held == 0 { return (nil, slot) }
      let entry = held - 1
      if entries[entry].hash == hash && entries[entry].key == key { return (entry, slot) }
      slot = (slot + 1) & mask
    }
  }

  /// Adds `entry`, whose key it does not hold, growing first when it would be over half full.
  private mutating func append(_ entry: Entry) {
    reserve(entries.count + 1)
    let slot = find(entry.key, hash: entry.hash).slot
    entries.append(entry)
    slots[slot] = entries.count
  }

  /// Makes room for `capacity` keys at most half filling the slots.
  private mutating func reserve(_ capacity: Int) {
    guard capacity * 2 > slots.count else { return }
    var size = 8
    while size < capacity * 2 { size *= 2 }
    entries.reserveCapacity(capacity)
    slots = [Int](repeating: 0, count: size)
    shift = 64 - size.trailingZeroBitCount
    let mask = size - 1
    for (number, entry) in entries.enumerated() {
      var slot = Int(truncatingIfNeeded: entry.hash >> UInt64(shift))
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = number + 1
    }
  }

  /// The hash of `key`'s UTF-8 bytes in normalisation form C: equal for keys that are equal
  /// as `String`s.
  static func hash(of key: String) -> UInt64 {
    var key = key
    if let ascii = key.withUTF8({ asciiHash(of: $0) }) { return ascii }
    return key._nfcCodeUnits.withUnsafeBufferPointer { bytes in
      var hash = Hash()
      for byte in bytes { hash.add(byte) }
      return hash.finished(count: bytes.count)
    }
  }

  /// The hash of `bytes` when they are ASCII (their own normalisation form C), eight at a
  /// time; `nil` for any other bytes.
  static func asciiHash(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    var hash = Hash()
    var highBits: UInt64 = 0
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      highBits |= word
      hash.add(word)
      offset += 8
    }
    while offset < bytes.count {
      highBits |= UInt64(bytes[offset])
      hash.add(bytes[offset])
      offset += 1
    }
    return highBits & 0x8080_8080_8080_8080 == 0 ? hash.finished(count: bytes.count) : nil
  }

  /// A fast hash of bytes, taken eight at a time: multiply and fold each word, then mix in
  /// the last bytes and the length. Bytes added one by one make the same words as bytes added
  /// eight at a time.
  struct Hash {
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var state: UInt64 = 0x243F_6A88_85A3_08D3
    private var tail: UInt64 = 0
    private var tailBytes: UInt64 = 0

    /// Adds eight bytes, as a little-endian word; only while no single byte is pending.
    mutating func add(_ word: UInt64) {
      state = (state ^ word) &* Self.multiplier
      state ^= state >> 29
    }

    /// Adds one byte.
    mutating func add(_ byte: UInt8) {
      tail |= UInt64(byte) << (tailBytes * 8)
      tailBytes += 1
      if tailBytes == 8 {
        add(tail)
        tail = 0
        tailBytes = 0
      }
    }

    /// The hash of the bytes added, `count` of them.
    func finished(count: Int) -> UInt64 {
      var state = (self.state ^ tail ^ (UInt64(truncatingIfNeeded: count) << 56)) &* Self.multiplier
      state ^= state >> 32
      return state &* Self.multiplier
    }
  }
}
