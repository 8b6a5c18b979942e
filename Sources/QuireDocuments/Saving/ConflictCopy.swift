import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A copy of a document's text saved beside its file when the file changed on disk while the
/// text had unsaved edits, and the user keeps both: `NAME (conflict YYYY-MM-DD hhmmss).EXT`,
/// in the file's folder, never replacing a file that is there.
public enum ConflictCopy {
  /// The name of the copy of the file named `name` made at `time` (local time), numbered
  /// `number` when the plain name is taken (`notes (conflict 2026-11-28 140312 2).md`). The
  /// extension is what follows the last dot, unless that dot starts the name (`.profile`).
  public static func name(for name: String, at time: FileTime, number: Int = 1) -> String {
    var stem = name
    var suffix = ""
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      stem = String(name[..<dot])
      suffix = String(name[dot...])
    }
    let count = number > 1 ? " \(number)" : ""
    return stem + " (conflict " + time.localFileNameText + count + ")" + suffix
  }

  /// Saves `text` as the bytes `format` gives it in a new file beside `path` (the document's
  /// canonical path), named by `name(for:at:number:)` with the first number not taken;
  /// returns the copy's path. A name is taken when anything is there (a file, a link, a
  /// folder); between looking and writing another program could take it, which the
  /// timestamp in the name makes unlikely.
  public static func save(
    _ text: TextStorage, format: TextFormat, beside path: String, at time: FileTime = .now()
  ) throws(DocumentError) -> String {
    let folder = PathText.folder(of: path)
    let fileName = PathText.name(of: path)
    var number = 1
    while true {
      let candidate = PathText.join(folder, name(for: fileName, at: time, number: number))
      if case .failure(SystemErrorNumber(ENOENT)) = FileStatus.ofLink(candidate) {
        _ = try SafeSave.save(text, format: format, to: candidate)
        return candidate
      }
      number += 1
      guard number < 1000 else {
        throw .cannotSave(
          path: candidate, step: .creatingTemporaryFile, reason: SystemErrorNumber(EEXIST), backup: nil)
      }
    }
  }
}
