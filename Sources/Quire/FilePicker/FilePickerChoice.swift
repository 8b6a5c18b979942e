/// What a file picker lets the user choose.
public enum FilePickerChoice: Hashable, Sendable {
  /// A file or a folder: Return enters a folder and chooses anything else.
  case any
  /// Files only (links to files too): folders are shown to be entered, nothing else.
  case files
  /// Folders only: only folders are shown, Return chooses the one under the cursor (or, in
  /// a folder without any, the folder shown) and Right enters it.
  case folders
}
