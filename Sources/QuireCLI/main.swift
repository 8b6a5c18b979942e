import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

switch Command.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(.help):
  print(Usage.main)
case .success(.version):
  print("quire \(QuireInfo.version)")
case .success(.keys(let fullScreen)):
  let environment = ProcessEnvironment.current()
  exit(await KeysCommand.run(fullScreen: fullScreen, environment: environment))
case .success(.keysHelp):
  print(Usage.keys)
case .failure(let error):
  StandardError.write("\(error)\n")
  exit(2)
}
