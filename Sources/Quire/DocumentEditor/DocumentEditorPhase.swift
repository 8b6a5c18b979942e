import QuireDocuments

/// Where the document editor's file is being opened or loaded, or that it is ready, with what
/// each phase alone holds: the keys typed while the text is not there yet (and how far they
/// are shown in the first screen), the file once it is opened, and how its bytes are laid
/// out around its text once it is loaded.
enum DocumentEditorPhase {
  /// The file is being opened; the events typed wait for the text.
  case opening(waiting: [InputEvent])
  /// `file` is being loaded, this far; the events typed wait for the text, those `preview`
  /// says shown in the first screen meanwhile.
  case loading(DocumentFile, LoadProgress, waiting: [InputEvent], preview: DocumentLoadPreview)
  /// The text is all there: `file`, its bytes laid out as `format`.
  case ready(DocumentFile, TextFormat)
  /// The file could not be opened or loaded.
  case failed(DocumentError)

  /// The file, once opened (and not failed).
  var file: DocumentFile? {
    switch self {
    case .loading(let file, _, _, _), .ready(let file, _): return file
    case .opening, .failed: return nil
    }
  }

  /// How the file's bytes are laid out around its text, for saving them back: a new file's
  /// until the text is loaded. Set only once it is.
  var format: TextFormat {
    get {
      if case .ready(_, let format) = self { return format }
      return .newFile
    }
    set {
      if case .ready(let file, _) = self { self = .ready(file, newValue) }
    }
  }

  /// The events typed while loading, in order.
  var waiting: [InputEvent] {
    switch self {
    case .opening(let waiting), .loading(_, _, let waiting, _): return waiting
    case .ready, .failed: return []
    }
  }

  /// Keeps `event` for the text, while it is not there yet.
  mutating func wait(_ event: InputEvent) {
    switch self {
    case .opening(let waiting): self = .opening(waiting: waiting + [event])
    case .loading(let file, let progress, let waiting, let preview):
      self = .loading(file, progress, waiting: waiting + [event], preview: preview)
    case .ready, .failed: break
    }
  }

  /// The file was opened: it is loaded next, the events typed kept.
  mutating func opened(_ file: DocumentFile) {
    self = .loading(
      file, LoadProgress(bytesRead: 0, totalBytes: file.byteCount), waiting: waiting, preview: .none)
  }

  /// How far the events typed are shown in the first screen, while loading.
  var preview: DocumentLoadPreview {
    if case .loading(_, _, _, let preview) = self { return preview }
    return .none
  }

  /// The first screen is shown: with `showsKeys`, the events typed are shown in it from now
  /// on, as far as they can be (`previewStopped()`).
  mutating func firstScreenShown(showsKeys: Bool) {
    if case .loading(let file, let progress, let waiting, .none) = self {
      self = .loading(file, progress, waiting: waiting, preview: showsKeys ? .showing : .none)
    }
  }

  /// An event typed could not be shown in the first screen: it and those after it wait unseen.
  mutating func previewStopped() {
    if case .loading(let file, let progress, let waiting, .showing) = self {
      self = .loading(file, progress, waiting: waiting, preview: .stopped)
    }
  }

  /// The load got this far (nothing changes before the file is opened).
  mutating func progressed(_ progress: LoadProgress) {
    if case .loading(let file, _, let waiting, let preview) = self {
      self = .loading(file, progress, waiting: waiting, preview: preview)
    }
  }

  /// A save wrote the file: it exists now.
  mutating func fileWritten() {
    if case .ready(var file, let format) = self {
      file.exists = true
      self = .ready(file, format)
    }
  }
}
