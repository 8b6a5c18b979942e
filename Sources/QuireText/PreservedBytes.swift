/// Bytes that are not UTF-8, carried inside a `String` one for one, so that a value read from
/// a pipe, an argument or a file travels through the code as a `String` and is written out
/// byte for byte.
///
/// Decoding (`string(decoding:)`) keeps every well-formed UTF-8 sequence as its scalar and
/// turns each byte of an ill-formed one into a scalar of its own from the private use range
/// U+10FE80...U+10FEFF: byte `0x80 + n` is U+10FE80 + n (an ill-formed byte is never ASCII).
/// A well-formed sequence for a scalar in that range is carried the same way, byte by byte,
/// so that it can never be mistaken for a carried byte. Encoding (`bytes(of:)`) writes each
/// scalar of the range as its byte and every other as UTF-8, so
/// `bytes(of: string(decoding: b)) == b` for every `b`: the idea of Python's
/// `surrogateescape`, in scalars a Swift `String` can hold.
///
/// A carried byte is shown as U+FFFD (`Sanitiser`), as the editor shows an invalid sequence.
public enum PreservedBytes {
  /// The scalars that carry bytes: U+10FE80 carries 0x80, U+10FEFF carries 0xFF.
  public static let scalars: ClosedRange<UInt32> = 0x10FE80...0x10FEFF

  /// What is added to a byte to make its scalar.
  static let offset: UInt32 = 0x10FE00

  /// The byte `scalar` carries, or `nil` when it carries none. O(1).
  public static func byte(carriedBy scalar: Unicode.Scalar) -> UInt8? {
    scalars.contains(scalar.value) ? UInt8(truncatingIfNeeded: scalar.value) : nil
  }

  /// The scalar that carries `byte` (0x80 or more).
  static func scalar(carrying byte: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(offset + UInt32(byte)) ?? "\u{FFFD}"
  }

  /// `bytes` as a `String`, the ill-formed bytes carried. O(n); without a byte of 0x80 or
  /// more, or well-formed and without 0xF4, it is `String(decoding:as:)`.
  public static func string(decoding bytes: some Collection<UInt8>) -> String {
    if !bytes.contains(where: { $0 >= 0xF4 }), let valid = String(validating: bytes, as: UTF8.self) {
      return valid
    }
    var result = String.UnicodeScalarView()
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var index = bytes.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        if scalars.contains(scalar.value) {
          for byte in encoded { result.append(Self.scalar(carrying: byte)) }
        } else {
          result.append(scalar)
        }
        index = bytes.index(index, offsetBy: encoded.count)
      case .error(let length):
        for _ in 0..<length {
          result.append(Self.scalar(carrying: bytes[index]))
          index = bytes.index(after: index)
        }
      case .emptyInput:
        return String(result)
      }
    }
  }

  /// The bytes `text` carries: each carrying scalar as its byte, every other scalar as
  /// UTF-8. O(n); a text without a scalar past U+FFFFF is its UTF-8.
  public static func bytes(of text: some StringProtocol) -> [UInt8] {
    guard text.utf8.contains(0xF4) else { return Array(text.utf8) }
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let byte = byte(carriedBy: scalar) {
        result.append(byte)
      } else {
        if let encoded = Unicode.UTF8.encode(scalar) { result.append(contentsOf: encoded) }
      }
    }
    return result
  }

  /// Whether the bytes `text` carries are not UTF-8: a real character of the carrying range,
  /// carried as its own four bytes, is UTF-8 and carries none. O(n).
  public static func carriesBytes(_ text: some StringProtocol) -> Bool {
    containsCarryingScalar(text) && String(validating: bytes(of: text), as: UTF8.self) == nil
  }

  /// Whether `text` holds a scalar of the carrying range (a carried byte, or such a
  /// character written directly in a `String`). O(n).
  public static func containsCarryingScalar(_ text: some StringProtocol) -> Bool {
    text.utf8.contains(0xF4) && text.unicodeScalars.contains { scalars.contains($0.value) }
  }

  /// Whether `run`, scalars of the carrying range, is what decoding its bytes gives: carried
  /// bytes, or a real character of the range carried as its four bytes. A `String` built
  /// otherwise (such characters written directly, whose bytes would decode as something
  /// else) is not: encoding it as bytes would change it. O(n).
  public static func isCarried(_ run: some Collection<Unicode.Scalar>) -> Bool {
    var bytes: [UInt8] = []
    for scalar in run {
      guard let byte = byte(carriedBy: scalar) else { return false }
      bytes.append(byte)
    }
    return string(decoding: bytes).unicodeScalars.elementsEqual(run)
  }
}

extension String {
  /// `bytes` decoded with every ill-formed byte carried (`PreservedBytes`), so that
  /// `preservedBytes` gives them back exactly. O(n).
  public init(preservingBytes bytes: some Collection<UInt8>) {
    self = PreservedBytes.string(decoding: bytes)
  }

  /// The bytes this string carries: its UTF-8, with each carried byte as itself
  /// (`PreservedBytes`). O(n).
  public var preservedBytes: [UInt8] { PreservedBytes.bytes(of: self) }
}
