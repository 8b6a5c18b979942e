import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let usage = """
  Usage: quire [COMMAND] [ARGUMENTS]

  Commands:
    keys          show each key, mouse and paste event as decoded
    --help        show this help
    --version     show the version

  The notes app, the editors and the prompts are being built.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "--version":
  print("quire \(QuireInfo.version)")
case "--help", "-h", nil:
  print(usage)
default:
  StandardError.write("quire: unknown command '\(arguments[0])'; see quire --help\n")
  exit(2)
}
