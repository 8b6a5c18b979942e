extension TextField {
  /// Handles a key, a paste or a mouse event; leaves Return, Esc and the keys it does not
  /// know to the owner.
  public mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict {
    let verdict: EventVerdict
    switch event {
    case .key(let key):
      verdict = handleKey(key, context: context)
    case .paste(let pasted):
      insert(pasted, kind: .paste, context: context)
      verdict = .consumed
    case .mouse(let mouse):
      verdict = handleMouse(mouse)
    default:
      verdict = .ignored
    }
    if verdict == .consumed, width > 0 { scrollColumn = scroll(forWidth: width) }
    return verdict
  }

  private mutating func handleKey(_ key: KeyEvent, context: EventContext) -> EventVerdict {
    if let action = keys.action(for: key) { return perform(action, context: context) }
    guard key.kind != .release, key.modifiers.subtracting(.shift).isEmpty,
      case .character(let typed) = key.key,
      !typed.unicodeScalars.contains(where: Sanitiser.isControl)
    else { return .ignored }
    insert(String(typed), kind: .typing, context: context)
    return .consumed
  }

  /// Performs `action` as a key bound to it would.
  public mutating func perform(_ action: Action, context: EventContext) -> EventVerdict {
    switch action {
    case .acceptSuggestion: return acceptSuggestion(context: context)
    case .olderSuggestion: return cycleSuggestion(by: 1)
    case .newerSuggestion: return cycleSuggestion(by: -1)
    case .edit(let edit): return perform(edit, context: context)
    }
  }

  private mutating func perform(_ edit: TextEditAction, context: EventContext) -> EventVerdict {
    let edit = isMasked ? TextField.masked(edit) : edit
    switch edit {
    case .copy, .cut:
      if isMasked {
        context.ringBell()
        return .consumed
      }
    case .paste:
      if let pasted = context.clipboard.text { insert(pasted, kind: .paste, context: context) }
      return .consumed
    case .move(.graphemeRight), .move(.lineEnd), .move(.documentEnd):
      if suggestion != nil { return acceptSuggestion(context: context) }
    default:
      break
    }
    let outcome = buffer.perform(edit, at: context.now, clipboard: context.clipboard)
    if !outcome.changes.isEmpty { textChanged() }
    return .consumed
  }

  /// `edit` as a masked field performs it: word motions and deletions go to the ends of
  /// the text, so they do not show where a password's words are.
  static func masked(_ edit: TextEditAction) -> TextEditAction {
    switch edit {
    case .move(.wordLeft): return .move(.lineStart)
    case .move(.wordRight): return .move(.lineEnd)
    case .select(.wordLeft): return .select(.lineStart)
    case .select(.wordRight): return .select(.lineEnd)
    case .delete(.wordRubout), .delete(.wordBackward): return .delete(.toLineStart)
    case .delete(.wordForward): return .delete(.toLineEnd)
    default: return edit
    }
  }

  /// Puts `string` (on one line, cut to the character limit) in place of the selection as an
  /// edit of `kind`; rings the bell when the limit cut it.
  mutating func insert(_ string: String, kind: EditKind, context: EventContext) {
    let line = TextField.singleLine(string)
    guard !line.isEmpty else { return }
    let fitted = fitted(line, replacing: buffer.selection.range)
    let cut = fitted.count < line.count
    if cut { context.ringBell() }
    if !fitted.isEmpty {
      buffer.insert(fitted, kind: fitted.count > 1 ? .paste : kind, at: context.now)
      textChanged()
    }
    hitLimit = cut
  }

  /// The longest start of `string` that keeps the text within the character limit once it
  /// replaces `range`. O(n).
  func fitted(_ string: String, replacing range: Range<ByteOffset>) -> String {
    guard let limit = characterLimit else { return string }
    let text = buffer.text
    let before = text.string(in: .zero..<range.lowerBound)
    let after = text.string(in: range.upperBound..<text.endOffset)
    var kept = Substring(string)
    while !kept.isEmpty, (before + kept + after).count > limit {
      let excess = (before + kept + after).count - limit
      kept = kept.dropLast(min(excess, kept.count))
    }
    return String(kept)
  }

  /// Notes an edit of the text: its message may show, the suggestions start again from the
  /// newest, a limit notice goes.
  mutating func textChanged() {
    showsValidation = true
    suggestionChoice = 0
    hitLimit = false
  }
}
