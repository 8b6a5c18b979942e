/// The line break a text ends with, apart from the text: how `quire write` keeps a text's end
/// as it was given, so that a text piped in and saved unchanged comes out byte for byte.
struct FinalLineBreak: Equatable, Sendable {
  /// The text without its final line break.
  var text: ArraySlice<UInt8>
  /// The final line break's bytes (LF, CR LF or CR); empty when the text ends without one.
  var lineBreak: [UInt8]

  /// `bytes` cut before its final line break, if it has one. O(n).
  init(_ bytes: some Collection<UInt8>) {
    let all = Array(bytes)
    var cut = all.count
    if cut > 0, all[cut - 1] == 0x0A { cut -= 1 }
    if cut > 0, all[cut - 1] == 0x0D { cut -= 1 }
    text = all[..<cut]
    lineBreak = Array(all[cut...])
  }
}
