import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The figures of a named history on disk: loading a full one (1,000 values, compacted),
/// loading one grown to its compaction threshold, and recording a value.
enum HistoryStoreFigures {
  static func figures() -> [Figure] {
    [
      Figure(name: "history: load a full history (1,000 values)", unit: "ms", target: nil, repetitions: 21) {
        measured(records: 1000, compacted: true) { store in
          let time = Stopwatch.time(in: "ms") { precondition((try? store.load())?.count == 1000) }
          return time
        }
      },
      Figure(
        name: "history: load a history at its compaction size (256 KiB)", unit: "ms", target: nil,
        repetitions: 21
      ) {
        measured(records: 9000, compacted: false) { store in
          Stopwatch.time(in: "ms") { precondition((try? store.load())?.count == 1000) }
        }
      },
      Figure(name: "history: record a value", unit: "µs", target: nil, repetitions: 21) {
        measured(records: 1000, compacted: true) { store in
          Stopwatch.time(in: "µs") { precondition((try? store.record("a value chosen again")) != nil) }
        }
      },
    ]
  }

  /// Runs `measure` on a history of `records` remembered values in a scratch folder
  /// (compacted or as appended, below the compaction threshold), then removes the folder.
  private static func measured(records: Int, compacted: Bool, _ measure: (HistoryStore) -> Double) -> Double {
    do {
      return try PeerScratch.with { folder throws(PeerError) in
        guard var store = try? HistoryStore(name: "values", folder: folder + "/history") else {
          throw .system("cannot make a history in \(folder)")
        }
        store.compactionThreshold = Int.max
        var values = RememberedValues(seed: 0x4157_0003)
        var lines: [UInt8] = []
        for index in 0..<records { lines += Array((values.next() + " \(index)\n").utf8) }
        guard (try? store.record("first")) != nil else { throw .system("cannot write \(store.path)") }
        let descriptor = open(store.path, O_WRONLY | O_TRUNC)
        guard descriptor >= 0,
          lines.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == lines.count
        else { throw .system("cannot write \(store.path)") }
        close(descriptor)
        if compacted { _ = try? store.compact() }
        store.compactionThreshold = 256 * 1024
        return measure(store)
      }
    } catch {
      print("history: \(error)")
      return .nan
    }
  }
}
