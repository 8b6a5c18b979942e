import Quire

/// What `quire` does with its command line: parses it against the command table, then shows
/// the help, the version, a completion script or the man page, or runs the command. The
/// executable (Sources/QuireMain) only calls `run` and exits with its status.
package enum QuireProgram {
  /// Runs `quire` with `arguments` (without the program name); returns its exit status.
  @MainActor
  package static func run(_ arguments: [String]) async -> ExitStatus {
    let program = CommandTable.program
    switch Command.parse(arguments, program: program) {
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
      if let name = type(of: handler).answeringName, StandardOutput.isClosed {
        StandardError.write("\(name): standard output is closed: the answer would have nowhere to go\n")
        return .failure
      }
      return await handler.run(CommandContext(environment: ProcessEnvironment.current()))
    case .failure(let error):
      StandardError.write("\(error)\n")
      return .usage
    }
    return .accepted
  }
}
