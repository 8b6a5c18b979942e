/// The inline tags of a note's body, as Obsidian and zk read them: `#` at the start of a line
/// or after a space or an opening bracket, then letters, digits, `_`, `-` and `/`, at least
/// one of them not a digit (`#2024` is a number, `# Title` a heading).
enum InlineTags {
  /// The tags in `body`, in order, each once (the first spelling kept, compared ignoring
  /// case). O(n).
  static func find(in body: String) -> [String] {
    var tags: [String] = []
    var seen: Set<FoldedNeedle> = []
    var previous: Character = "\n"
    var index = body.startIndex
    while index < body.endIndex {
      let character = body[index]
      if character == "#", previous.isWhitespace || previous == "(" || previous == "[" {
        let start = body.index(after: index)
        let end = body[start...].firstIndex { !isTagCharacter($0) } ?? body.endIndex
        let tag = body[start..<end]
        if tag.contains(where: { !$0.isNumber && $0 != "/" && $0 != "-" && $0 != "_" }),
          seen.insert(FoldedNeedle(String(tag))).inserted
        {
          tags.append(String(tag))
        }
        previous = "#"
        index = end
        continue
      }
      previous = character
      index = body.index(after: index)
    }
    return tags
  }

  /// Whether `character` may be part of an inline tag.
  private static func isTagCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "-" || character == "/"
  }
}
