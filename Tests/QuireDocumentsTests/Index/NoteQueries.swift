import QuireTestSupport

@testable import QuireDocuments

/// Queries generated for the index's tests: words of the notes' vocabulary, parts of them
/// (one and two characters too), phrases taken from the notes, tags, exclusions, and
/// several of these at once.
enum NoteQueries {
  static func generate(
    count: Int, random: inout SeededRandom, generator: inout NoteFolderGenerator, notes: BruteForceNotes
  ) -> [[QueryTerm]] {
    (0..<count).map { _ in
      let termCount = 1 + Int(random.next() % 3)
      return (0..<termCount).map { _ in term(random: &random, generator: &generator, notes: notes) }
    }
  }

  static func term(random: inout SeededRandom, generator: inout NoteFolderGenerator, notes: BruteForceNotes)
    -> QueryTerm
  {
    let excluded = random.next() % 6 == 0
    switch random.next() % 6 {
    case 0:
      let tag = NoteFolderGenerator.tags[Int(random.next() % UInt64(NoteFolderGenerator.tags.count))]
      return QueryTerm(.tag(random.next() % 2 == 0 ? tag.uppercased() : tag), isExcluded: excluded)
    case 1:
      let word = generator.word()
      let length = 1 + Int(random.next() % 2)
      return QueryTerm(.text(String(word.prefix(length))), isExcluded: excluded)
    case 2:
      return QueryTerm(.text(phrase(random: &random, notes: notes) ?? generator.word()), isExcluded: excluded)
    case 3:
      let word = generator.word()
      let start = Int(random.next() % UInt64(max(1, word.count - 2)))
      return QueryTerm(
        .text(String(word.dropFirst(start).prefix(3 + Int(random.next() % 3)))), isExcluded: excluded)
    default:
      let word = generator.word()
      return QueryTerm(.text(random.next() % 3 == 0 ? word.uppercased() : word), isExcluded: excluded)
    }
  }

  /// Two or three words that follow each other in a random note's text.
  static func phrase(random: inout SeededRandom, notes: BruteForceNotes) -> String? {
    guard let note = notes.notes.randomElement(using: &random) else { return nil }
    let words = String(decoding: note.fields[3], as: UTF8.self).split(separator: " ")
    guard words.count > 4 else { return nil }
    let start = Int(random.next() % UInt64(words.count - 3))
    return words[start..<(start + 2 + Int(random.next() % 2))].joined(separator: " ")
  }
}
