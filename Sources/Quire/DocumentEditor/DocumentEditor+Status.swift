import QuireDocuments

extension DocumentEditor {
  /// The state at the right of the bar, and whether it reports a failure.
  func stateText(_ strings: Strings) -> (text: String, isFailure: Bool) {
    switch phase {
    case .opening:
      // Nothing read yet: most files are read before anyone could see a word here.
      return ("", false)
    case .loading(_, let progress, _, _) where progress.bytesRead == 0:
      return ("", false)
    case .loading(_, let progress, _, _):
      let percent =
        progress.totalBytes == 0 ? 0 : Int(Int64(progress.bytesRead) * 100 / Int64(progress.totalBytes))
      return (strings.text(.stateLoading, ["percent": String(percent)]), false)
    case .failed:
      return (strings[.stateNotOpened], true)
    case .ready:
      break
    }
    if isSaving { return (strings[.stateSaving], false) }
    if let error = lastSaveError {
      return (strings.text(.stateNotSaved, ["reason": Self.reason(of: error)]), true)
    }
    if disk.hasConflict { return (strings[.stateChangedOnDisk], true) }
    if disk.isDeleted { return (strings[.stateDeleted], true) }
    if file?.isReadOnly ?? false { return (strings[.readOnly], false) }
    if hasUnsavedEdits { return (strings[.stateEdited], false) }
    if !(file?.exists ?? false) { return (strings[.stateNew], false) }
    return (strings[.stateSaved], false)
  }

  /// Why a save failed, in a few words (`no space left on device`); the whole message for
  /// what is not a system error.
  static func reason(of error: DocumentError) -> String {
    switch error {
    case .cannotSave(_, _, let reason, _): return "\(reason)"
    case .cannotOpen(_, let reason), .cannotRead(_, let reason): return "\(reason)"
    default: return "\(error)"
    }
  }

  /// `Ln 3, Col 9 · 4 lines · 12 words`: the caret's place from 1, the lines, the words (left
  /// out while they are counted).
  func positionText(_ strings: Strings) -> String {
    guard case .ready = phase else { return "" }
    var parts = [
      strings.text(
        .statusPosition, ["line": String(caret.line + 1), "column": String(caret.column + 1)])
    ]
    let lines = textArea.storage.lineCount
    parts.append(lines == 1 ? strings[.statusOneLine] : strings.text(.statusLines, ["count": String(lines)]))
    if let count = words.value {
      parts.append(
        count == 1 ? strings[.statusOneWord] : strings.text(.statusWords, ["count": String(count)]))
    }
    backlinksText(strings).map { parts.append($0) }
    return parts.joined(separator: " · ")
  }

  /// `LF · UTF-8 · 1.2 KB`: the line breaks, the encoding, the size of the text.
  func formatText(_ strings: Strings) -> String {
    let breaks: String
    switch format.dominantLineBreak ?? .lf {
    case .lf: breaks = "LF"
    case .crlf: breaks = "CRLF"
    case .cr: breaks = "CR"
    }
    let shownBreaks = format.hasMixedLineBreaks ? strings.text(.formatMixedBreaks, ["kind": breaks]) : breaks
    let encoding: String
    if !format.isValidUTF8 {
      encoding = strings[.formatNotUTF8]
    } else {
      encoding = strings[format.hasByteOrderMark ? .formatUTF8WithMark : .formatUTF8]
    }
    return [shownBreaks, encoding, Self.sizeText(textArea.storage.byteCount)].joined(separator: " · ")
  }

  /// A size as the status line shows it: `34 B`, `1.2 KB`, `100 MB` (of 1024).
  static func sizeText(_ count: Int) -> String {
    let units: [(String, Int)] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)]
    for (unit, size) in units where count >= size {
      let tenths = (count * 10 + size / 2) / size
      if tenths >= 100 { return "\((tenths + 5) / 10) \(unit)" }
      return "\(tenths / 10).\(tenths % 10) \(unit)"
    }
    return "\(count) B"
  }
}
