import QuireTestSupport
import QuireText

@testable import QuireDocuments

/// The oracle of the index's tests: what a search must find, worked out by reading every
/// file of the folder and comparing folded text, with none of the index's code but
/// `FrontMatter`'s reading of the header.
struct BruteForceNotes {
  /// One note as the oracle reads it.
  struct Note {
    var stem: String
    var fields: [[UInt8]]
    var tags: Set<String>
  }

  var notes: [Note] = []

  /// Reads every `.md` and `.txt` file of `folder`.
  init(folder: String) {
    for name in DirectoryListing.names(in: folder) where name.hasSuffix(".md") || name.hasSuffix(".txt") {
      guard let bytes = TestFiles.readFile(folder + "/" + name) else { continue }
      var tags: [String] = []
      var description = ""
      var body = bytes[...]
      if case .success(let matter) = FrontMatter.read(bytes: bytes) {
        tags = matter.tags
        description = matter.description ?? ""
        body = body.dropFirst(matter.byteRange.upperBound.value)
      }
      let text = String(decoding: body, as: UTF8.self)
      for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) where word.hasPrefix("#") {
        let tag = word.dropFirst().prefix { $0.isLetter || $0.isNumber || "_-/".contains($0) }
        if tag.contains(where: { !$0.isNumber && !"_-/".contains($0) }) { tags.append(String(tag)) }
      }
      let stem = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
      let fields = [stem, tags.joined(separator: "\n"), description, text].map {
        Array(CaseFolding.folded($0).utf8)
      }
      notes.append(Note(stem: stem, fields: fields, tags: Set(tags.map(CaseFolding.folded))))
    }
  }

  /// The stems of the notes `terms` match: each wanted text in some field, each wanted tag
  /// among the tags, no excluded one.
  func search(_ terms: [QueryTerm]) -> Set<String> {
    Set(
      notes.filter { note in
        terms.allSatisfy { term in
          let found: Bool
          switch term.kind {
          case .text(let text):
            let needle = Array(CaseFolding.folded(text).utf8)
            found = note.fields.contains { $0.firstRange(of: needle) != nil }
          case .tag(let tag):
            found = note.tags.contains(CaseFolding.folded(tag))
          }
          return found != term.isExcluded
        }
      }.map(\.stem))
  }
}
