import QuireDocuments

/// What a file picker's tasks bring back (`FilePicker.receive`): a listing's batches and its
/// end, a preview read. A listing is named by the number its `FilePickerEffect.list` gave
/// it, so what comes late from a folder left is told apart.
public enum FilePickerEvent: Sendable {
  /// The listing `generation` read these entries.
  case listed(generation: Int, [FileEntry])
  /// The listing `generation` ended: every entry read, or why not.
  case listingEnded(generation: Int, Result<Void, FolderError>)
  /// The preview of `path` was read.
  case previewRead(path: String, FilePreview)
}
