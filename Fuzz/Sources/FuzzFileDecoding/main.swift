import Dispatch
import FuzzSupport
import Quire

// libFuzzer driver for file decoding and its round trip: an input is a file's bytes, written
// to a file in memory, opened and loaded as the editor does (an input whose length is a
// multiple of 5 with a limit one byte short, which must refuse it), then saved back with
// `SafeSave` against the identity it was loaded with. The text is the bytes less a BOM, the
// format the bytes' own, the first screen a prefix of the text, the identity's hash the
// bytes', and the file saved holds exactly the bytes loaded.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let folder = scratchFolder()
let path = folder + "/note.md"

/// What a load ended with, handed from the task that loads to the fuzzer's thread.
final class LoadOutcome: @unchecked Sendable {
  var loaded: LoadedDocument?
  var firstScreen: TextStorage?
  var error: DocumentError?
}

/// Loads `file` event by event, as the editor does, blocking until the load ends.
func load(_ file: DocumentFile, limit: Int) -> LoadOutcome {
  let outcome = LoadOutcome()
  let done = DispatchSemaphore(value: 0)
  Task {
    var events = DocumentLoad(file, limit: limit).makeAsyncIterator()
    do throws(DocumentError) {
      while let event = try await events.next() {
        switch event {
        case .firstScreen(let text, _): outcome.firstScreen = text
        case .finished(let loaded): outcome.loaded = loaded
        default: break
        }
      }
    } catch {
      outcome.error = error
    }
    done.signal()
  }
  done.wait()
  return outcome
}

let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let bytes = fuzzBytes(data, size)
  writeFile(path, bytes)
  let limit = !bytes.isEmpty && bytes.count % 5 == 0 ? bytes.count - 1 : DocumentLimits.maximumByteCount
  let file: DocumentFile
  do {
    file = try DocumentFile.open(path, limit: limit)
  } catch {
    check(limit < bytes.count, "opening \(bytes.count) bytes failed: \(error)")
    return 0
  }
  let outcome = load(file, limit: limit)
  guard let loaded = outcome.loaded else {
    check(limit < bytes.count, "loading \(bytes.count) bytes failed: \(String(describing: outcome.error))")
    return 0
  }
  check(limit >= bytes.count, "\(bytes.count) bytes loaded with a limit of \(limit)")
  let hasMark = bytes.starts(with: TextFormat.byteOrderMark)
  let content = hasMark ? Array(bytes.dropFirst(3)) : bytes
  check(loaded.text.allBytes == content, "the text is not the file's bytes less a BOM")
  check(loaded.format == TextFormat.load(bytes).format, "the format is not the bytes' own")
  if let first = outcome.firstScreen {
    check(content.starts(with: first.allBytes), "the first screen is not a prefix of the text")
  }
  check(loaded.identity?.contentHash == ContentHash(of: bytes), "the identity's hash is not the bytes'")
  do {
    _ = try SafeSave.save(
      loaded.text, format: loaded.format, to: path, options: SaveOptions(expected: loaded.identity))
  } catch {
    fatalError("saving the file loaded failed: \(error)")
  }
  check(readFile(path) == bytes, "the file saved differs from the file loaded")
  return 0
}

exit(runFuzzer(testOneInput))
