import QuireCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `quire`: everything it does is in the QuireCLI library, which its tests and the argument
// fuzzer (Fuzz/) link too.
exit(await QuireProgram.run(ProcessArguments.current()).code)
