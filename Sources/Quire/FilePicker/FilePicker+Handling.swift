import QuireDocuments

extension FilePicker {
  /// Handles a key or a paste: the picker's keys act on the folder and the rows, other keys
  /// and pastes edit the filter, which filters again. What the owner must do is left for
  /// `takeEffects()`. Mouse events go to `handleRowMouse(_:context:)` and
  /// `handleFilterMouse(_:context:)`, which an owner calls in its own layout.
  public mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict {
    switch event {
    case .key(let key):
      notice = nil
      if let action = keys.action(for: key), !isTyped(key, action: action) {
        return perform(action, context: context)
      }
      return edit(event, context: context)
    case .paste:
      notice = nil
      return edit(event, context: context)
    default:
      return .ignored
    }
  }

  /// Gives `event` to the filter; filters again when the text changed.
  mutating func edit(_ event: InputEvent, context: EventContext) -> EventVerdict {
    let before = filter.text
    let cursorBefore = viewport.cursor.flatMap { entryIndex(atRow: $0) }
    let verdict = filter.handle(event, context: context)
    if filter.text != before {
      refilter(narrowing: true)
      rowsChanged(cursorOn: filter.isEmpty ? cursorBefore : nil)
      effects += previewWanted()
    }
    return verdict
  }

  /// Performs `action` as a key bound to it would.
  @discardableResult
  public mutating func perform(_ action: Action, context: EventContext) -> EventVerdict {
    switch action {
    case .move(let move):
      viewport.perform(move, inRows: rowsShown)
      effects += previewWanted()
    case .choose:
      choose(context: context)
    case .enter:
      guard let entry = cursorEntry, entry.leadsToFolder else {
        context.ringBell()
        return .consumed
      }
      effects += open(path(of: entry))
    case .up:
      guard let parent = FolderPath.parent(of: folder) else {
        context.ringBell()
        return .consumed
      }
      effects += open(parent, cursorOn: FolderPath.name(of: folder))
    case .toggleHidden:
      showsHidden.toggle()
      reoffer(keepingCursorOn: viewport.cursor.flatMap { entryIndex(atRow: $0) })
      effects += previewWanted()
    case .cancel:
      if filter.isEmpty {
        effects.append(.cancel)
      } else {
        filter.replaceText(with: "", at: context.now)
        let cursorBefore = viewport.cursor.flatMap { entryIndex(atRow: $0) }
        refilter(narrowing: false)
        rowsChanged(cursorOn: cursorBefore)
      }
    }
    return .consumed
  }

  /// Return: enters the folder under the cursor (chooses it, when choosing folders), chooses
  /// a file that may be chosen, or, choosing folders with none under the cursor, chooses the
  /// folder shown; rings the bell otherwise.
  mutating func choose(context: EventContext) {
    guard let entry = cursorEntry else {
      if choice == .folders, rowCount == 0, filter.isEmpty {
        effects.append(.finish(folder))
      } else {
        context.ringBell()
      }
      return
    }
    if entry.leadsToFolder && choice != .folders {
      effects += open(path(of: entry))
    } else if isChoosable(entry) {
      effects.append(.finish(path(of: entry)))
    } else {
      context.ringBell()
    }
  }

  /// Handles a mouse event over the rows, in their coordinates (row 0 is the first row
  /// shown): the wheel scrolls; a press moves the cursor to the row, and a press on the
  /// cursor's row again acts as Return.
  public mutating func handleRowMouse(_ mouse: MouseEvent, context: EventContext) -> EventVerdict {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      _ = viewport.handle(mouse, inRows: rowsShown)
      effects += previewWanted()
    case .press where mouse.button == .left:
      let before = viewport.cursor
      guard let row = viewport.item(atRow: mouse.row, inRows: rowsShown) else { return .consumed }
      viewport.setCursor(row)
      if before == row { choose(context: context) } else { effects += previewWanted() }
    case .release, .drag, .move:
      break
    default:
      return .ignored
    }
    return .consumed
  }

  /// Handles a mouse event over the filter, in the field's coordinates.
  public mutating func handleFilterMouse(_ mouse: MouseEvent, context: EventContext) -> EventVerdict {
    filter.handle(.mouse(mouse), context: context)
  }

  /// Tells the picker how wide its filter is drawn, so the field scrolls as drawn.
  public mutating func setFilterWidth(_ width: Int) {
    filter.width = max(1, width)
  }
}
