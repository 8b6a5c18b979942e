import FuzzSupport
import QuireText

/// Loading and saving: the text built from blocks is the text of the whole bytes, its tree
/// and line index are sound, and saving gives back exactly the bytes loaded.
enum LoadingCheck {
  /// Runs the checks on `input`; returns the loaded text and its format.
  static func run(_ input: TextFuzzInput) -> (text: TextStorage, format: TextFormat) {
    let bytes = input.text
    let hasMark = bytes.starts(with: TextFormat.byteOrderMark)
    let content = hasMark ? Array(bytes.dropFirst(3)) : bytes

    let whole = TextStorage(bytes: bytes)
    checkTree(whole, "TextStorage(bytes:) of \(input)")
    check(whole.allBytes == bytes, "TextStorage(bytes:) changed the bytes of \(input)")

    let (text, format) = buildInBlocks(input)
    checkTree(text, "text built in blocks of \(input)")
    check(text.allBytes == content, "text built in blocks is not the bytes minus a BOM: \(input)")
    check(format.hasByteOrderMark == hasMark, "BOM found \(format.hasByteOrderMark): \(input)")
    check(
      format.isValidUTF8 == (String(validating: content, as: UTF8.self) != nil),
      "isValidUTF8 is \(format.isValidUTF8): \(input)")
    check(
      TextFormat(detecting: text, hasByteOrderMark: hasMark) == format,
      "the builder's format \(format) is not the one detected from the text: \(input)")
    check(format.fileBytes(of: text) == bytes, "saving does not give back the bytes loaded: \(input)")

    let loaded = TextFormat.load(bytes)
    check(loaded.format == format, "load(_:) found \(loaded.format), blocks \(format): \(input)")
    check(loaded.format.fileBytes(of: loaded.text) == bytes, "load then save changed the bytes: \(input)")

    LineModel(content).check(text, "line index of \(input)")
    return (text, format)
  }

  /// Builds the text from the input's blocks, checking a snapshot after the first block, the
  /// second, the fourth and so on: O(n) in all.
  private static func buildInBlocks(_ input: TextFuzzInput) -> (text: TextStorage, format: TextFormat) {
    let bytes = input.text
    let sizes = input.blockSizes.allSatisfy { $0 == 0 } ? [bytes.count] : input.blockSizes
    var builder = TextStorage.Builder()
    var index = 0
    var block = 0
    while index < bytes.count {
      let end = min(bytes.count, index + sizes[block % sizes.count])
      builder.append(bytes[index..<end])
      block += 1
      index = end
      guard block & (block - 1) == 0 else { continue }
      let snapshot = builder.snapshot()
      let prefix = Array(bytes[..<end])
      let expected = prefix.starts(with: TextFormat.byteOrderMark) ? Array(prefix.dropFirst(3)) : prefix
      checkTree(snapshot, "snapshot after \(end) bytes of \(input)")
      check(snapshot.allBytes == expected, "snapshot after \(end) bytes differs: \(input)")
    }
    return builder.finish()
  }
}
