import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The benchmark: `swift run -c release quire-bench [--json] [--filter TEXT]...`.
// Prints, per figure, the median of repeated runs and the target it is held to. With several
// filters, a figure runs when its name or its group's contains any of them.

// A hidden flag runs the benchmark as a child that only measures the memory of loading.
if CommandLine.arguments.dropFirst().first == StorageFigures.memoryChildFlag {
  StorageFigures.runMemoryChild()
}
if CommandLine.arguments.dropFirst().first == FilterRun.launcherFlag {
  FilterRun.runLauncher(Array(CommandLine.arguments.dropFirst(2)))
}
if CommandLine.arguments.dropFirst().first == NoteFolders.generateFlag {
  NoteFolders.runGenerator(Array(CommandLine.arguments.dropFirst(2)))
}
if CommandLine.arguments.dropFirst().first == PeerProbe.flag {
  PeerProbe.run(Array(CommandLine.arguments.dropFirst(2)))
}
if CommandLine.arguments.dropFirst().first == DocumentFigures.memoryChildFlag,
  CommandLine.arguments.count == 3
{
  DocumentFigures.runMemoryChild(CommandLine.arguments[2])
}
// Another times keys in the document editor, in a process of its own.
if CommandLine.arguments.dropFirst().first == EditorFigures.keystrokeChildFlag,
  CommandLine.arguments.count == 3
{
  await EditorFigures.runKeystrokeChild(CommandLine.arguments[2])
}

// Another types in the notes' field, in a process of its own.
if CommandLine.arguments.dropFirst().first == OmnibarFigures.childFlag, CommandLine.arguments.count == 4 {
  await OmnibarFigures.runChild(folder: CommandLine.arguments[2], cache: CommandLine.arguments[3])
}

// Another pushes the file picker on a large folder and types in its filter.
if CommandLine.arguments.dropFirst().first == FilePickerFigures.childFlag, CommandLine.arguments.count == 3 {
  await FilePickerFigures.runChild(folder: CommandLine.arguments[2])
}

var json = false
var filters: [String] = []
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--json": json = true
  case "--filter": filters += arguments.next().map { [$0] } ?? []
  default:
    print("usage: quire-bench [--json] [--filter TEXT]...")
    exit(2)
  }
}

var results: [(figure: Figure, median: Double)] = []
for group in allFigureGroups() {
  for figure in group.figures() {
    let wanted = filters.isEmpty || filters.contains { figure.name.contains($0) || group.name.contains($0) }
    if !wanted { continue }
    var samples: [Double] = []
    for _ in 0..<max(1, figure.repetitions) { samples.append(figure.measure()) }
    samples.sort()
    let median = samples[samples.count / 2]
    results.append((figure, median))
    if !json { print(Report.line(figure, median)) }
  }
}
if json { print(Report.json(results)) }
