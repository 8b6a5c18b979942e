import Quire

extension PlainPrompt {
  /// Asks for a file (or a folder) in plain lines: the folder, how to answer, its entries
  /// numbered as the picker offers them (folders first, then by name), then reads an answer
  /// after `> `: a number (a folder's opens it, and its entries are listed in turn), 0 to go
  /// up, `.` for the folder shown when choosing folders, or the name of an entry (a hidden
  /// one too). A wrong answer says why and asks again; the end of input is no answer.
  ///
  /// ```
  /// Folder: /home/ada/notes
  /// Answer with a number from 1 to 3 (a folder's opens it), 0 to go up, or a name. Ctrl-D cancels.
  ///   1. drafts/
  ///   2. Groceries.md
  ///   3. latest → Groceries.md
  /// > 2
  /// ```
  @MainActor
  mutating func askFile(_ start: FilePicker) -> PromptOutcome {
    var picker = Self.listed(start)
    var shows = true
    while true {
      if shows { sayEntries(of: picker) }
      shows = false
      let read = readAnswer(after: "> ")
      guard case .line(let text, _) = read else { return outcome(for: read) }
      switch Self.fileAnswer(text, picker: picker) {
      case .choose(let path):
        return .answer(path)
      case .open(let path):
        let next = Self.listed(FilePicker(folder: path, choice: picker.choice, extensions: picker.extensions))
        if case .unreadable(let error) = next.listing {
          say(Self.visible(error.description))
        } else {
          picker = next
          shows = true
        }
      case .wrong(let reason):
        say(reason)
      }
    }
  }

  /// Says the folder, how to answer, and its entries, numbered.
  @MainActor
  mutating func sayEntries(of picker: FilePicker) {
    say("Folder: " + Self.visible(picker.shownFolder))
    if case .unreadable(let error) = picker.listing { say(Self.visible(error.description)) }
    say(Self.fileRule(picker) + (input.isTerminal ? " Ctrl-D cancels." : ""))
    for (index, entry) in picker.rows.enumerated() {
      say("  \(index + 1). " + Self.visible(FilePicker.shownName(of: entry)))
    }
  }

  /// What an answer to a plain file question says.
  enum FileAnswer: Equatable {
    /// This path is the answer.
    case choose(String)
    /// Open this folder.
    case open(String)
    /// Nothing usable: the line saying why.
    case wrong(String)
  }

  /// Reads `text` as an answer in the folder `picker` shows.
  @MainActor
  static func fileAnswer(_ text: String, picker: FilePicker) -> FileAnswer {
    let answer = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    let rows = picker.rows
    if answer.isEmpty { return .wrong(fileRule(picker)) }
    if answer == "0" {
      guard let parent = FolderPath.parent(of: picker.folder) else {
        return .wrong("This folder has nothing above it. " + fileRule(picker))
      }
      return .open(parent)
    }
    if answer == ".", picker.choice == .folders { return .choose(picker.folder) }
    let entry: FileEntry
    if answer.allSatisfy({ $0.isASCII && $0.isNumber }) {
      guard let number = Int(answer), rows.indices.contains(number - 1) else {
        return .wrong("There is no entry \(visible(answer)). " + fileRule(picker))
      }
      entry = rows[number - 1]
    } else if let named = picker.entries.first(where: { $0.name == answer || $0.shownName == answer }) {
      entry = named
    } else {
      return .wrong("There is no entry named \(visible(answer)) here. " + fileRule(picker))
    }
    let path = picker.path(of: entry)
    if entry.leadsToFolder { return .open(path) }
    guard picker.isChoosable(entry) else {
      return .wrong("\(visible(entry.shownName)) cannot be chosen here. " + fileRule(picker))
    }
    return .choose(path)
  }

  /// How to answer, in one line: "Answer with a number from 1 to 4 (a folder's opens it),
  /// 0 to go up, or a name."
  @MainActor
  static func fileRule(_ picker: FilePicker) -> String {
    let count = picker.rows.count
    var choices: [String] = []
    if count == 1 { choices.append("1 (a folder's opens it)") }
    if count > 1 { choices.append("a number from 1 to \(count) (a folder's opens it)") }
    if FolderPath.parent(of: picker.folder) != nil { choices.append("0 to go up") }
    if picker.choice == .folders { choices.append(". to choose this folder") }
    let last = "a name"
    let answer =
      "Answer with " + (choices.isEmpty ? last : choices.joined(separator: ", ") + ", or " + last) + "."
    return count == 0 ? "Nothing here to choose. " + answer : answer
  }

  /// `picker` with its folder listed, all at once.
  @MainActor
  static func listed(_ picker: FilePicker) -> FilePicker {
    var picker = picker
    let effects = picker.start()
    guard case .list(let path, let generation)? = effects.first else { return picker }
    let result = FolderReading(path: path).read { batch in
      _ = picker.receive(.listed(generation: generation, batch))
    }
    _ = picker.receive(.listingEnded(generation: generation, result))
    return picker
  }
}
