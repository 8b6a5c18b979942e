import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Changes made to a notes folder behind the index's back, as an editor, `git pull` or a
/// sync tool makes them: through the file system alone.
enum NoteChanges {
  /// Makes one random change to the folder `folder` whose notes are `names` (kept up to
  /// date); `outside` is a folder beside it that notes move to and from.
  static func makeOne(
    in folder: String, outside: String, names: inout [String], counter: Int, random: inout SeededRandom,
    generator: inout NoteFolderGenerator
  ) {
    let path = { (name: String) in folder + "/" + name }
    guard let name = names.randomElement(using: &random) else {
      create(in: folder, names: &names, counter: counter, generator: &generator)
      return
    }
    switch random.next() % 9 {
    case 0:
      create(in: folder, names: &names, counter: counter, generator: &generator)
    case 1:
      TestFiles.writeFile(generator.text(byteCount: 200 + Int(random.next() % 3_000)), to: path(name))
    case 2:
      // The same size, at once: size and times may all stay as they were.
      sameSizeEdit(path(name), random: &random, generator: &generator)
    case 3:
      let renamed = "renamed \(counter).md"
      rename(path(name), path(renamed))
      names.removeAll { $0 == name }
      names.append(renamed)
    case 4:
      unlink(path(name))
      names.removeAll { $0 == name }
    case 5:
      rename(path(name), outside + "/" + name)
      names.removeAll { $0 == name }
    case 6:
      let moved = DirectoryListing.names(in: outside).filter { !$0.hasPrefix(".") }
      if let back = moved.randomElement(using: &random), !names.contains(back) {
        rename(outside + "/" + back, path(back))
        names.append(back)
      }
    case 7:
      // Replaced by a rename, as a safe save does: a new inode under the same name.
      let temporary = folder + "/.tmp-\(counter)"
      TestFiles.writeFile(generator.text(byteCount: 300 + Int(random.next() % 2_000)), to: temporary)
      rename(temporary, path(name))
    default:
      // A header added or changed: new tags.
      let tag = NoteFolderGenerator.tags[Int(random.next() % UInt64(NoteFolderGenerator.tags.count))]
      TestFiles.writeFile("---\ntags: [\(tag)]\n---\n" + generator.text(byteCount: 500), to: path(name))
    }
  }

  static func create(
    in folder: String, names: inout [String], counter: Int, generator: inout NoteFolderGenerator
  ) {
    let name = generator.name(number: counter) + ".md"
    TestFiles.writeFile(generator.text(byteCount: 300 + counter % 2_000), to: folder + "/" + name)
    names.append(name)
  }

  /// Writes new bytes of the same length over the file, in place.
  static func sameSizeEdit(_ path: String, random: inout SeededRandom, generator: inout NoteFolderGenerator) {
    guard var bytes = TestFiles.readFile(path), !bytes.isEmpty else { return }
    let word = Array((" " + generator.word() + " ").utf8)
    let start = Int(random.next() % UInt64(bytes.count))
    for (offset, byte) in word.enumerated() where start + offset < bytes.count {
      // Keep the file UTF-8: only ASCII bytes are replaced, by ASCII.
      if bytes[start + offset] < 0x80, byte < 0x80 { bytes[start + offset] = byte }
    }
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { return }
    _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    close(descriptor)
  }
}
