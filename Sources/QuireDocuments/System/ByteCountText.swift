/// Sizes in words for messages: "812 bytes", "3.4 KiB", "600 MiB".
enum ByteCountText {
  static func describe(_ count: Int) -> String {
    let units: [(String, Int)] = [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)]
    for (unit, size) in units where count >= size {
      let tenths = (count * 10 + size / 2) / size
      if tenths >= 100 || tenths % 10 == 0 { return "\((tenths + 5) / 10) \(unit)" }
      return "\(tenths / 10).\(tenths % 10) \(unit)"
    }
    return count == 1 ? "1 byte" : "\(count) bytes"
  }
}
