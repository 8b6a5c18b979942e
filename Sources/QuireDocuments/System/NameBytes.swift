/// A file's name as its bytes, which need not be UTF-8 (a Latin-1 name copied from an old
/// disk), and the text that stands for it on a screen.
enum NameBytes {
  /// `bytes` as text: valid UTF-8 as it is, and each byte that is not part of valid UTF-8 as
  /// `\xHH` (`bad\xFFname.md`). O(n).
  static func shown(_ bytes: some Collection<UInt8>) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var result = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var rest = Array(bytes)[...]
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        rest = rest.dropFirst(encoded.count)
      case .error(let length):
        for byte in rest.prefix(length) {
          let digits = String(byte, radix: 16, uppercase: true)
          result += "\\x" + (digits.count == 1 ? "0" : "") + digits
        }
        rest = rest.dropFirst(length)
      case .emptyInput:
        return result
      }
    }
  }

  /// The NUL-terminated path of the file `name` in `folder`, for a system call.
  static func path(of name: [UInt8], in folder: String) -> [CChar] {
    var bytes = Array(folder.utf8)
    if bytes.last != UInt8(ascii: "/") { bytes.append(UInt8(ascii: "/")) }
    bytes += name
    bytes.append(0)
    return bytes.map { CChar(bitPattern: $0) }
  }
}
