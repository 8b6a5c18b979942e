import FuzzSupport
import QuireText

@testable import QuireDocuments

// libFuzzer driver for the recovery file: an input is read as a recovery file, and is also
// made into a well-formed one (the bytes before the first NUL are the document's path, the
// rest its text) to read back. A file reads whole or fails with one line; what reads has the
// text of its last `byteCount` bytes, and written again reads back the same; a well-formed
// file always reads, with its path, time and exact bytes.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let folder = scratchFolder()
let path = folder + "/recovery"

/// The file's description as an error shows it: one line, nothing a terminal would act on.
func checkLine(_ error: DocumentError) {
  let line = "\(error)"
  check(
    !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
    "error \(line.debugDescription)")
}

/// Reads the recovery file at `path`; its header alone and the whole file must agree.
func readBack() -> RecoveredDocument? {
  let info: RecoveryInfo
  do {
    info = try RecoveryFileFormat.readInfo(at: path)
  } catch {
    checkLine(error)
    do {
      _ = try RecoveryFileFormat.read(at: path)
      fatalError("the file reads, its header alone not: \(error)")
    } catch { return nil }
  }
  do {
    let document = try RecoveryFileFormat.read(at: path)
    check(document.info == info, "the header reads \(info), the file \(document.info)")
    return document
  } catch {
    checkLine(error)
    return nil
  }
}

/// Writes a recovery file holding `fileBytes` as `RecoveryStore` does.
func write(documentPath: String, time: FileTime, fileBytes: [UInt8]) {
  let header = RecoveryFileFormat.header(
    documentPath: documentPath, time: time, byteCount: fileBytes.count, hash: ContentHash(of: fileBytes))
  writeFile(path, header + fileBytes)
}

let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let bytes = fuzzBytes(data, size)
  writeFile(path, bytes)
  if let document = readBack() {
    let fileBytes = document.format.fileBytes(of: document.text)
    check(
      fileBytes.count == document.info.byteCount,
      "\(fileBytes.count) bytes read, \(document.info.byteCount) said")
    check(bytes.suffix(fileBytes.count).elementsEqual(fileBytes), "the text is not the file's last bytes")
    write(documentPath: document.info.documentPath, time: document.info.savedAt, fileBytes: fileBytes)
    let again = readBack()
    check(again?.info == document.info, "written again, the file reads \(String(describing: again?.info))")
  }

  let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
  let documentPath = String(decoding: parts[0], as: UTF8.self)
  let text = parts.count > 1 ? Array(parts[1]) : []
  let seconds = Int64(bytes.prefix(8).reduce(0) { $0 << 8 | Int($1) } & 0x1_FFFF_FFFF)
  let time = FileTime(seconds: seconds, nanoseconds: Int64(bytes.count * 7_919 % 1_000_000_000))
  write(documentPath: documentPath, time: time, fileBytes: text)
  guard let document = readBack() else { fatalError("a well-formed recovery file does not read") }
  check(document.info.documentPath == documentPath, "path \(document.info.documentPath.debugDescription)")
  check(document.info.savedAt == time, "time \(document.info.savedAt), written \(time)")
  check(document.format.fileBytes(of: document.text) == text, "the text read back differs")
  return 0
}

exit(runFuzzer(testOneInput))
