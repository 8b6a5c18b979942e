import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let program = CommandTable.program
switch Command.parse(Array(CommandLine.arguments.dropFirst()), program: program) {
case .success(.help(let name)):
  if let name, let spec = program.command(named: name) {
    print(HelpText.command(spec, program: program))
  } else {
    print(HelpText.program(program))
  }
case .success(.version):
  print("\(program.name) \(QuireInfo.version)")
case .success(.completions(let shell)):
  print(CompletionScript.text(for: shell, program: program), terminator: "")
case .success(.manPage):
  print(ManPage.text(program), terminator: "")
case .success(.run(let handler)):
  exit(await handler.run(CommandContext(environment: ProcessEnvironment.current())).code)
case .failure(let error):
  StandardError.write("\(error)\n")
  exit(ExitStatus.usage.code)
}
