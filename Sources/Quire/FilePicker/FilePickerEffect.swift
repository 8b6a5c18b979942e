/// What a file picker asks of the screen that holds it (`FilePicker.receive`,
/// `FilePicker.takeEffects`), in order: the tasks to run or stop, and how to finish.
public enum FilePickerEffect: Hashable, Sendable {
  /// List the folder `path` in a task, in batches (`FilePickerEvent.listed`, then
  /// `listingEnded`), as listing `generation`.
  case list(path: String, generation: Int)
  /// Stop the listing `generation`: its folder was left.
  case stopListing(generation: Int)
  /// Read the preview of `path` in a task (`FilePickerEvent.previewRead`), a folder's
  /// hidden entries included when `hidden`.
  case readPreview(path: String, hidden: Bool)
  /// Finish with this path.
  case finish(String)
  /// Leave without choosing.
  case cancel
}
