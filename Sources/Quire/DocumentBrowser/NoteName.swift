/// Turning the name a person types for a note into a safe file name in the notes folder.
///
/// Blanks around the name are dropped; a name that already ends in one of the folder's
/// extensions keeps it, any other gets `defaultExtension`. Refused: an empty name, a `/`, a
/// control character (NUL included), a hidden name (starting with a dot, so `.` and `..`
/// too), a file name longer than 255 bytes, and a title another note has already (ignoring
/// case, so two notes never show the same title and file systems that ignore case agree).
public struct NoteName: Hashable, Sendable {
  /// The most bytes a file name may have on the usual file systems.
  public static let maximumByteCount = 255

  /// Why a typed name cannot be a note's.
  public enum Problem: Error, Hashable, Sendable {
    /// An empty name, a `/`, a control character, a hidden name, a name too long, a title taken.
    case empty, slash, control, hidden, tooLong, exists

    /// What the overlay says.
    public var word: Word {
      switch self {
      case .empty: .nameEmpty
      case .slash: .nameHasSlash
      case .control: .nameHasControl
      case .hidden: .nameHidden
      case .tooLong: .nameTooLong
      case .exists: .nameExists
      }
    }
  }

  /// The folder the note is in.
  public var folder: DocumentFolder
  /// The extension given to a name without one, with its dot.
  public var defaultExtension: String
  /// The names of the folder's other notes (a renamed note's own name left out).
  public var takenNames: [String]

  /// Names in `folder`, with `defaultExtension` for a name without one, and `takenNames` refused.
  public init(folder: DocumentFolder, defaultExtension: String = ".md", takenNames: [String]) {
    self.folder = folder
    self.defaultExtension = defaultExtension
    self.takenNames = takenNames
  }

  /// The file name for `typed`, or why there is none.
  public func fileName(for typed: String) -> Result<String, Problem> {
    let name = Self.trimmed(typed)
    if name.isEmpty { return .failure(.empty) }
    if name.contains("/") { return .failure(.slash) }
    if name.unicodeScalars.contains(where: Self.isControl) { return .failure(.control) }
    if name.hasPrefix(".") { return .failure(.hidden) }
    let fileName = folder.isDocumentName(name) ? name : name + defaultExtension
    if fileName.utf8.count > Self.maximumByteCount { return .failure(.tooLong) }
    let stem = CaseFolding.folded(FolderEntry.stem(of: fileName))
    let folded = CaseFolding.folded(fileName)
    for taken in takenNames
    where CaseFolding.folded(taken) == folded || CaseFolding.folded(FolderEntry.stem(of: taken)) == stem {
      return .failure(.exists)
    }
    return .success(fileName)
  }

  /// The validator an `InputOverlay` takes: the problem's words, or `nil` for a good name.
  public func validator(_ strings: Strings) -> TextField.Validator {
    { typed in
      switch fileName(for: typed) {
      case .success: nil
      case .failure(let problem): strings[problem.word]
      }
    }
  }

  private static func trimmed(_ text: String) -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" || $0 == "\u{3000}" }
    guard let first = text.firstIndex(where: { !isBlank($0) }),
      let last = text.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(text[first...last])
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }
}
