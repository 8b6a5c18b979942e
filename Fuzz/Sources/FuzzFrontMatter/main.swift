import FuzzSupport
import Quire

// libFuzzer driver for front matter: an input is a note, then after a NUL byte the tags and
// the description to give it, NUL-separated (the last part is the description, `nil` when
// there are fewer than two). The note is read; when it reads, an edit to the values it has
// changes nothing, and an edit to new values gives a note that reads back with exactly those
// values and keeps every byte after the header.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let parts = fuzzParts(fuzzBytes(data, size), separator: 0)
  let note = parts[0]
  let values = parts.dropFirst().map { String(decoding: $0, as: UTF8.self) }
  let tags = Array(values.dropLast().prefix(6))
  let description = values.count >= 2 ? values.last : nil

  var text = TextStorage(bytes: note)
  let read = FrontMatter.read(text)
  check(read == FrontMatter.read(bytes: note), "reading the bytes and the text differ")
  guard case .success(let matter) = read else { return 0 }
  check(
    matter.byteRange.upperBound.value <= note.count, "the header's range \(matter.byteRange) is past the note"
  )
  check(matter.isPresent || matter.byteRange.isEmpty, "an absent header has a range \(matter.byteRange)")
  check(
    matter.setting(tags: matter.tags, description: matter.description) == nil,
    "giving the note its own tags and description changes it")
  guard let change = matter.setting(tags: tags, description: description) else {
    check(matter.tags == tags && matter.description == description, "no change, yet the values differ")
    return 0
  }
  check(text.bytes(in: change.removedRange) == change.removed, "the change removes other bytes than it says")
  let rest = Array(note[matter.byteRange.upperBound.value...])
  _ = text.apply(change)
  switch FrontMatter.read(text) {
  case .failure(let problem):
    fatalError("the edited note does not read: \(problem)")
  case .success(let edited):
    check(edited.isPresent || tags.isEmpty && description == nil, "the edited note has no header")
    check(edited.tags == tags, "tags read back \(edited.tags), set \(tags)")
    check(edited.description == description, "description read back \(edited.description ?? "nil")")
    let after = text.bytes(in: edited.byteRange.upperBound..<text.endOffset)
    check(after == rest, "the bytes after the header changed")
  }
  return 0
}

exit(runFuzzer(testOneInput))
