/// Why a file cannot be edited as a list. The description is the one line the user sees; it
/// names the file.
public enum ListFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Opening or reading the file failed.
  case document(DocumentError)
  /// The file is not UTF-8 text: editing its lines would change bytes it holds.
  case notText(path: String)
  /// The file cannot be written (or holds NUL bytes), so the list could not be saved.
  case readOnly(path: String, notice: DocumentNotice)

  public var description: String {
    switch self {
    case .document(let error): error.description
    case .notText(let path): "\(path) is not UTF-8 text: its lines cannot be edited as a list"
    case .readOnly(let path, let notice): "\(path) cannot be edited as a list: \(notice)"
    }
  }
}
