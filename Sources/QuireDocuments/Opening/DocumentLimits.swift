/// The documented limits of opening and loading.
public enum DocumentLimits {
  /// The largest file Quire opens: 512 MiB. The text engine keeps about 1.05 bytes of memory
  /// per byte of text, so this bounds a document to a little over half a gibibyte of memory.
  public static let maximumByteCount = 512 << 20

  /// How many bytes at the start of a file are looked at for NUL, which marks it binary.
  public static let binarySniffByteCount = 8 << 10

  /// The size of the first read of a load, small so the first screen comes quickly.
  public static let firstChunkByteCount = 64 << 10

  /// The size of every later read of a load.
  public static let chunkByteCount = 1 << 20
}
