/// A key that works on a command's screen and what it does, for the help text and the man
/// page (`Enter` → "okay").
struct KeyHelp: Hashable, Sendable {
  /// The keys, in words (`Ctrl-S, Ctrl-D`).
  var keys: String
  /// What they do, in lower case (`done`).
  var action: String

  init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }

  /// A help bar's item (`^C`, `esc esc`, `⏎`) with its keys in words (`Ctrl-C`, `Esc Esc`,
  /// `Enter`), so a row can be built from the key map the help bar shows.
  init(helpBar keys: String, _ action: String) {
    var words: [String] = []
    for key in keys.split(separator: " ") {
      var word = String(key)
      for (glyph, name) in [
        ("⏎", "Enter"), ("esc", "Esc"), ("tab", "Tab"), ("⇧", "Shift-"), ("alt-", "Alt-"),
      ] {
        word = Self.replacing(glyph, with: name, in: word)
      }
      if word.count == 2, word.hasPrefix("^"), let letter = word.last { word = "Ctrl-" + letter.uppercased() }
      words.append(word)
    }
    self.init(words.joined(separator: " "), action)
  }

  /// `text` with each `target` replaced by `replacement`, character by character, as
  /// `String.replacing` does: written here because this runs before every prompt's first
  /// frame, and that one call made the process touch 0.4 MB of `_StringProcessing`'s code.
  static func replacing(_ target: String, with replacement: String, in text: String) -> String {
    let wanted = Array(target)
    let characters = Array(text)
    guard !wanted.isEmpty, characters.count >= wanted.count else { return text }
    var result = ""
    var index = 0
    while index < characters.count {
      if index + wanted.count <= characters.count,
        characters[index..<index + wanted.count].elementsEqual(wanted)
      {
        result += replacement
        index += wanted.count
      } else {
        result.append(characters[index])
        index += 1
      }
    }
    return result
  }
}
