import QuireTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A program for the end-to-end tests only (it ships in no product): it takes the terminal
// through QuireTerminal as an app would, then crashes, or hands the terminal to a child.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "crash":
  exit(CrashProbe.run(kind: arguments.dropFirst().first ?? ""))
case "defer-termination":
  exit(TerminationProbe.run(mode: arguments.dropFirst().first ?? ""))
case "hand-off":
  exit(await HandOffProbe.run(command: Array(arguments.dropFirst())))
default:
  ProbeOutput.error(
    "usage: QuireTerminalProbe crash abort|segfault|trap\n"
      + "       QuireTerminalProbe hand-off PROGRAM [ARGUMENTS]\n"
      + "       QuireTerminalProbe defer-termination keep|stall\n")
  exit(2)
}
