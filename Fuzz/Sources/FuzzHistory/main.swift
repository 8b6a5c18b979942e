import FuzzSupport

@testable import QuireDocuments

// libFuzzer driver for the history record format: an input is a history file's bytes. Every
// record read writes back as the line it was read from would be read again; replaying the
// records agrees with a plain model (a value moves to the end, a forgotten one goes); a torn
// last line changes nothing; the file a compaction writes replays to the same values; and
// each line of the input, taken as a value, is written on one line without a control byte
// and reads back the same.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The model of `HistoryValues`: values in order, one per key.
func modelValues(_ records: [HistoryRecord]) -> [String] {
  var values: [(key: String, value: String)] = []
  for record in records {
    switch record {
    case .value(let value):
      let key = HistoryValues.key(of: value)
      values.removeAll { $0.key == key }
      values.append((key, value))
    case .forget(let value):
      let key = HistoryValues.key(of: value)
      values.removeAll { $0.key == key }
    }
  }
  return values.map(\.value)
}

let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let bytes = fuzzBytes(data, size)
  let records = HistoryStore.records(in: bytes)
  for record in records {
    let line = record.line
    check(
      line.last == 0x0A && line.dropLast().allSatisfy { $0 >= 0x20 && $0 != 0x7F },
      "\(record) wrote a control byte")
    check(HistoryRecord(line: line.dropLast()) == record, "\(record) does not read back from its line")
  }
  let replayed = HistoryStore.replay(bytes)
  let values = replayed.values(limit: Int.max)
  check(
    replayed.recordCount == records.count, "replay took \(replayed.recordCount) of \(records.count) records")
  check(values == modelValues(records), "replay gives \(values), the model \(modelValues(records))")
  for limit in [0, 1, 3] {
    check(
      replayed.values(limit: limit) == Array(values.suffix(limit)),
      "values(limit: \(limit)) is not the newest")
  }

  let complete = Array(bytes[..<((bytes.lastIndex(of: 0x0A) ?? -1) + 1)])
  check(HistoryStore.replay(complete).values(limit: Int.max) == values, "the torn last line counted")

  let compacted = values.reduce(into: [UInt8]()) { $0 += HistoryRecord.value($1).line }
  check(HistoryStore.replay(compacted).values(limit: Int.max) == values, "the compacted history differs")

  for line in bytes.split(separator: 0x0A) {
    let value = String(decoding: line, as: UTF8.self)
    let record = HistoryRecord.value(value)
    check(record.line.filter { $0 == 0x0A }.count == 1, "the value \(value.debugDescription) takes two lines")
    check(
      HistoryRecord(line: record.line.dropLast()) == record, "\(value.debugDescription) does not read back")
  }
  return 0
}

exit(runFuzzer(testOneInput))
