import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A process that uses a history, for the tests of several processes at once:
//
//   QuireHistoryWriter record FOLDER NAME PREFIX COUNT   records "PREFIX 0" … "PREFIX COUNT-1"
//   QuireHistoryWriter compact FOLDER NAME TIMES         compacts TIMES times
//   QuireHistoryWriter forget FOLDER NAME PREFIX COUNT   forgets them
//
// QUIRE_TEST_HISTORY_LIMIT, when set, is the number of values a compaction keeps.
// Exits 0, or 1 after printing the error. Run as root with QUIRE_TEST_AS_NOBODY=1, it
// first becomes the user nobody, so that the tests can meet a folder it may not write to.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4, let number = Int(arguments[arguments.count - 1]) else {
  print("usage: QuireHistoryWriter record|forget FOLDER NAME PREFIX COUNT | compact FOLDER NAME TIMES")
  exit(2)
}
if getenv("QUIRE_TEST_AS_NOBODY") != nil, getuid() == 0 {
  guard setgid(65534) == 0, setuid(65534) == 0 else {
    print("cannot become nobody")
    exit(3)
  }
}
do {
  var store = try HistoryStore(name: arguments[2], folder: arguments[1])
  store.compactionThreshold = Int.max
  store.compactsPastLimit = false
  if let limit = getenv("QUIRE_TEST_HISTORY_LIMIT").flatMap({ Int(String(cString: $0)) }) {
    store.limit = limit
  }
  switch arguments[0] {
  case "record":
    for index in 0..<number { try store.record("\(arguments[3]) \(index)") }
  case "forget":
    for index in 0..<number { try store.forget("\(arguments[3]) \(index)") }
  case "compact":
    for _ in 0..<number { try store.compact() }
  default:
    exit(2)
  }
} catch {
  print(error)
  exit(1)
}
