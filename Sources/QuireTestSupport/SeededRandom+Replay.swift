#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The seeds of random tests, in one place: `QUIRE_SEED=n` replays seed `n` alone, in every
/// random test that runs.
extension SeededRandom {
  /// The seed `QUIRE_SEED` asks to replay, when it is set to a number.
  public static var replayedSeed: UInt64? {
    guard let value = getenv("QUIRE_SEED") else { return nil }
    return UInt64(String(cString: value))
  }

  /// The seeds a random test runs: the replayed one alone when `QUIRE_SEED` is set, else
  /// `defaults`.
  public static func seeds(_ defaults: [UInt64]) -> [UInt64] {
    replayedSeed.map { [$0] } ?? defaults
  }

  /// `count` seeds drawn from a generator seeded with `base`, or the replayed one alone.
  public static func seeds(count: Int, from base: UInt64) -> [UInt64] {
    if let replayedSeed { return [replayedSeed] }
    var random = SeededRandom(seed: base)
    return (0..<count).map { _ in random.next() }
  }

  /// One seed: the replayed one, else a fresh one (which the test prints when it fails).
  public static func seed() -> UInt64 {
    replayedSeed ?? UInt64.random(in: 0...UInt64.max)
  }
}
