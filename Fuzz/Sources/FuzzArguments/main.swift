import FuzzSupport

@testable import QuireCLI

// libFuzzer driver for quire's argument parser, against the real command table: an input is
// a command line, its arguments separated by NUL bytes; the first byte picks a command to put
// first (or none), so that most inputs reach a command's own options. Parsing is a pure
// function (twice gives the same), help is asked only for commands that exist and renders,
// and an error is one line with nothing a terminal would act on: the arguments are the
// user's, but they may come from a file.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let program = CommandTable.program
let commandNames = program.commands.map(\.name)

let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
  let bytes = fuzzBytes(data, size)
  guard let first = bytes.first else { return 0 }
  var arguments = fuzzParts(Array(bytes.dropFirst()), separator: 0).prefix(16)
    .map { String(decoding: $0, as: UTF8.self) }
  if arguments == [""] { arguments = [] }
  let pick = Int(first) % (commandNames.count + 1)
  if pick < commandNames.count { arguments.insert(commandNames[pick], at: 0) }

  let parsed = Command.parse(arguments, program: program)
  check(parsed == Command.parse(arguments, program: program), "parsing \(arguments) twice differs")
  switch parsed {
  case .success(.help(let name?)):
    guard let spec = program.command(named: name) else { fatalError("help for no command \(name)") }
    check(!HelpText.command(spec, program: program).isEmpty, "no help for \(name)")
  case .success:
    break
  case .failure(let error):
    let line = error.description
    check(
      !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
      "the error for \(arguments) has a control character: \(line.debugDescription)")
  }
  return 0
}

exit(runFuzzer(testOneInput))
