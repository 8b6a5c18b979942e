extension FilePicker {
  /// What a key does in a file picker. Keys bound to none of these go to the filter.
  public enum Action: Hashable, Sendable {
    /// Moves the cursor.
    case move(ListAction)
    /// Return: enters the folder under the cursor, or chooses the file (with
    /// `FilePickerChoice.folders`, chooses the folder).
    case choose
    /// Right: enters the folder under the cursor.
    case enter
    /// Left, and Backspace while the filter is empty: goes up to the folder holding this one.
    case up
    /// `.` while the filter is empty: shows or hides hidden entries.
    case toggleHidden
    /// Esc: empties the filter, or leaves when it is empty.
    case cancel
  }

  /// The picker's keys: the list keys every list shares (arrows, Ctrl-P/Ctrl-N, PgUp/PgDn,
  /// Home/End), Return, Right, Left and Backspace, `.`, Esc.
  public static let defaultKeys: KeyMap<Action> = KeyMap(
    ListAction.bindings(as: Action.move) + [
      KeyBinding(KeyChord(.enter), .choose, help: .helpChoose),
      KeyBinding(KeyChord(.right), .enter, help: .helpOpenFolder),
      KeyBinding([KeyChord(.left), KeyChord(.backspace)], .up, help: .helpUpFolder),
      KeyBinding(.character("."), .toggleHidden, help: .helpHidden),
      KeyBinding(KeyChord(.escape), .cancel, help: .helpCancel),
    ])

  /// Whether `key`, bound to `action`, is typed into the filter instead: Backspace and `.`
  /// act only while the filter is empty.
  func isTyped(_ key: KeyEvent, action: Action) -> Bool {
    guard !filter.isEmpty else { return false }
    switch action {
    case .up: return key.key == .backspace
    case .toggleHidden: return true
    default: return false
    }
  }

  /// The keys that work now, for the help bar: `↑↓ move`, what Return does on the entry
  /// under the cursor (`open`, `choose`), `→ open` when Return chooses a folder, `← up`,
  /// `. hidden` or, while filtering, nothing, `type to filter`, `esc cancel` (or `clear`).
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    var items: [HelpItem] = []
    if rowCount > 1,
      let move = ListAction.moveHelp(keys, up: .move(.up), down: .move(.down), strings: strings)
    {
      items.append(move)
    }
    if let enter = keys.chords(for: .choose).first, let word = chooseWord {
      items.append(HelpItem(keys: enter.label, action: strings[word]))
    }
    if choice == .folders, cursorEntry?.leadsToFolder == true, let right = keys.chords(for: .enter).first {
      items.append(HelpItem(keys: right.label, action: strings[.helpOpenFolder]))
    }
    if FolderPath.parent(of: folder) != nil, let left = keys.chords(for: .up).first {
      items.append(HelpItem(keys: left.label, action: strings[.helpUpFolder]))
    }
    if filter.isEmpty {
      if let dot = keys.chords(for: .toggleHidden).first {
        items.append(HelpItem(keys: dot.label, action: strings[.helpHidden]))
      }
      items.append(HelpItem(keys: strings[.helpTypeKey], action: strings[.helpFilter]))
    }
    if let cancel = keys.chords(for: .cancel).first {
      items.append(HelpItem(keys: cancel.label, action: strings[filter.isEmpty ? .helpCancel : .helpClear]))
    }
    return items
  }

  /// What Return does now, as the help bar says it; `nil` when it does nothing.
  var chooseWord: Word? {
    guard let entry = cursorEntry else { return choice == .folders ? .helpChoose : nil }
    if entry.leadsToFolder { return choice == .folders ? .helpChoose : .helpOpenFolder }
    return isChoosable(entry) ? .helpChoose : nil
  }

  /// Whether Return chooses `entry`: a folder when choosing folders; otherwise anything but a
  /// folder, and only a file when choosing files.
  public func isChoosable(_ entry: FileEntry) -> Bool {
    switch choice {
    case .folders: entry.leadsToFolder
    case .files: entry.leadsToFile
    case .any: !entry.leadsToFolder
    }
  }
}
