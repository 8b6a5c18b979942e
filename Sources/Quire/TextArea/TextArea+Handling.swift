extension TextArea {
  /// Handles a key, a paste or a mouse event; leaves the rest (and keys it has no use for, such
  /// as Esc, Ctrl-S or Alt-Return) to its owner. Any key clears the notice.
  public mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict {
    switch event {
    case .key(let key):
      return handle(key, context: context)
    case .paste(let pasted):
      notice = nil
      paste(pasted, context: context)
      reveal()
      return .consumed
    case .mouse(let mouse):
      return handle(mouse, context: context)
    default:
      return .ignored
    }
  }

  /// A key: its action in the key map, or a character typed.
  mutating func handle(_ key: KeyEvent, context: EventContext) -> EventVerdict {
    guard key.kind != .release else { return .ignored }
    if let action = keyMap.action(for: key) {
      notice = nil
      perform(action, context: context)
      return .consumed
    }
    guard case .character(let character) = key.key, key.modifiers.subtracting(.shift).isEmpty else {
      return .ignored
    }
    notice = nil
    type(Array(String(character).utf8), kind: .typing, context: context)
    reveal()
    return .consumed
  }

  /// Performs `action` as its key would, at the context's time, with its clipboard.
  public mutating func perform(_ action: TextAreaAction, context: EventContext) {
    defer { reveal() }
    if isReadOnly, action.changesText {
      refuse(.readOnly, context: context)
      return
    }
    switch action {
    case .edit(.paste):
      if let pasted = context.clipboard.text, !pasted.isEmpty {
        paste(pasted, context: context)
      } else {
        context.ringBell()
      }
    case .edit(let edit):
      let outcome = buffer.perform(edit, at: context.now, clipboard: context.clipboard, editable: !isReadOnly)
      noteChanges(outcome.changes)
      if edit == .undo || edit == .redo, !outcome.changed { context.ringBell() }
      desiredColumn = nil
    case .rowUp: moveVertically(byRows: -1, extend: false)
    case .rowDown: moveVertically(byRows: 1, extend: false)
    case .selectRowUp: moveVertically(byRows: -1, extend: true)
    case .selectRowDown: moveVertically(byRows: 1, extend: true)
    case .pageUp: movePage(down: false, extend: false)
    case .pageDown: movePage(down: true, extend: false)
    case .selectPageUp: movePage(down: false, extend: true)
    case .selectPageDown: movePage(down: true, extend: true)
    case .insertLineBreak: type(buffer.lineBreak, kind: .lineBreak, context: context)
    case .insertTab: type([0x09], kind: .typing, context: context)
    case .externalEditor: openExternalEditor(context: context)
    }
  }

  /// Puts `bytes` in place of the selection as typing of `kind`, cut to the limits.
  mutating func type(_ bytes: [UInt8], kind: EditKind, context: EventContext) {
    guard !isReadOnly else {
      refuse(.readOnly, context: context)
      return
    }
    insert(bytes, replacing: buffer.selection.range, kind: kind, context: context)
    desiredColumn = nil
  }

  /// Inserts `pasted` literally in place of the selection as one undo step, each line break
  /// (CR LF, CR or LF) made the document's own.
  mutating func paste(_ pasted: String, context: EventContext) {
    guard !isReadOnly else {
      refuse(.readOnly, context: context)
      return
    }
    let bytes = Self.bytes(of: pasted, lineBreak: buffer.lineBreak)
    guard !bytes.isEmpty else { return }
    insert(bytes, replacing: buffer.selection.range, kind: .paste, context: context)
    desiredColumn = nil
  }

  /// Rings the bell and shows `notice`.
  mutating func refuse(_ notice: TextAreaNotice, context: EventContext) {
    self.notice = notice
    context.ringBell()
  }

  /// The UTF-8 bytes of `text` with each CR LF, lone CR and LF replaced by `lineBreak`. O(n).
  static func bytes(of text: String, lineBreak: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    var afterCarriageReturn = false
    for byte in text.utf8 {
      switch byte {
      case 0x0D:
        result += lineBreak
        afterCarriageReturn = true
        continue
      case 0x0A:
        if !afterCarriageReturn { result += lineBreak }
      default:
        result.append(byte)
      }
      afterCarriageReturn = false
    }
    return result
  }
}
