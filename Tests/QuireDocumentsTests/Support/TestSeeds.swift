#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The seeds a random test runs: `QUIRE_SEED` alone when it is set (to replay a failure),
/// `defaults` otherwise.
func testSeeds(_ defaults: [UInt64]) -> [UInt64] {
  if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
  return defaults
}
