extension Form {
  /// Gives a key or a paste to the focused one-line field first, then acts on the form's
  /// keys; a press on a field focuses it (placing the caret in a one-line field, asking to
  /// open a multi-line or choice field's editor); the wheel moves the focus. Mouse events
  /// are in the form's coordinates (its first shown row is row 0).
  public mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict {
    guard fields.indices.contains(focus) else { return .ignored }
    let verdict: EventVerdict
    switch event {
    case .key(let key):
      if forwardToField(event, context: context) == .consumed {
        verdict = .consumed
      } else if let action = keys.action(for: key) {
        perform(action, context: context)
        verdict = .consumed
      } else if fields[focus].kind.opensOnTyping, case .character(let character) = key.key,
        key.modifiers.isSubset(of: .shift), !character.isWhitespace
      {
        request = .openFiltering(focus, String(character))
        verdict = .consumed
      } else {
        verdict = .ignored
      }
    case .paste:
      verdict = forwardToField(event, context: context)
    case .mouse(let mouse):
      verdict = handleMouse(mouse, context: context)
    default:
      verdict = .ignored
    }
    if verdict == .consumed { reveal() }
    return verdict
  }

  /// Performs `action` as its key would.
  public mutating func perform(_ action: FormAction, context: EventContext) {
    let count = fields.count
    switch action {
    case .next: focus(on: (focus + 1) % count)
    case .previous: focus(on: (focus - 1 + count) % count)
    case .down: focus(on: focus + 1)
    case .up: focus(on: focus - 1)
    case .advance:
      if !fields[focus].kind.isOneLine {
        request = .open(focus)
      } else if focus < count - 1 {
        focus(on: focus + 1)
      } else {
        perform(.submit, context: context)
      }
    case .submit:
      if let values = submit(strings: context.strings) {
        request = .submit(values)
      } else {
        context.ringBell()
      }
    case .cancel:
      request = .cancel
    }
  }

  /// Gives `event` to the focused field's one-line editor; an edit there shows its message
  /// from now on.
  private mutating func forwardToField(_ event: InputEvent, context: EventContext) -> EventVerdict {
    guard fields[focus].kind.isOneLine else { return .ignored }
    let before = fields[focus].input.buffer.text
    let verdict = fields[focus].input.handle(event, context: context)
    if verdict == .consumed, fields[focus].input.buffer.text.string != before.string {
      fields[focus].showsValidation = true
    }
    return verdict
  }

  private mutating func handleMouse(_ mouse: MouseEvent, context: EventContext) -> EventVerdict {
    let layout = layout()
    switch mouse.kind {
    case .wheelUp:
      focus(on: focus - 1)
      return .consumed
    case .wheelDown:
      focus(on: focus + 1)
      return .consumed
    case .drag, .release:
      guard fields[focus].kind.isOneLine, fields[focus].input.dragAnchor != nil else { return .ignored }
      return fields[focus].input.handle(.mouse(local(mouse, layout: layout, field: focus)), context: context)
    case .press where mouse.button == .left:
      let shown = revealedTop(inRows: rows, layout: layout)
      guard let index = layout.field(atRow: mouse.row + shown) else { return .ignored }
      focus(on: index)
      if !fields[index].kind.isOneLine {
        request = .open(index)
      } else if mouse.column >= layout.valueColumn {
        _ = fields[index].input.handle(.mouse(local(mouse, layout: layout, field: index)), context: context)
      }
      return .consumed
    default:
      return .ignored
    }
  }

  /// `mouse` in the coordinates of the value of the field at `index`.
  private func local(_ mouse: MouseEvent, layout: Layout, field index: Int) -> MouseEvent {
    var local = mouse
    local.column -= layout.valueColumn
    local.row -= layout.fieldRows[index].lowerBound - revealedTop(inRows: rows, layout: layout)
    return local
  }
}
