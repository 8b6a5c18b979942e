/// A way content reaches the screen through a `quire` command: the command, and what carries
/// the content there (an argument, a paste, typed bytes, piped standard input, a file, a
/// history). `ContentReplay` sends every `HostilePayload` through each.
enum ContentCarrier: String, CaseIterable, CustomStringConvertible, Sendable {
  case inputValue = "input --value"
  case inputTitle = "input --title"
  case inputPaste = "input, pasted"
  case inputTyped = "input, typed"
  case writePiped = "write, piped standard input"
  case chooseArguments = "choose, options as arguments"
  case choosePiped = "choose, options piped"
  case chooseHistory = "choose, remembered values"
  case confirmPrompt = "confirm PROMPT"
  case dateTitle = "date --title"
  case formLabels = "form, labels"
  case formValues = "form, values"
  case editFile = "edit, the file's text"
  case listLines = "list, the file's lines"
  case notesTitles = "notes, titles (file names)"
  case notesFirstLines = "notes, first lines"
  case notesTags = "notes, tags"
  case keysTyped = "keys, typed"
  case keysPaste = "keys, pasted"

  var description: String { rawValue }
}
