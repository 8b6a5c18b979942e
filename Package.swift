// swift-tools-version:6.2
import PackageDescription

#if canImport(Glibc)
  import Glibc
#endif

/// How the release `quire` is linked on Linux, for fewer pages touched before its first frame
/// (DECISIONS 232): by ld.lld, which places the functions start-up runs first and together, as
/// listed in Scripts/startup-order.txt (made by Scripts/startup-order.sh; a stale list costs
/// only speed); without a dynamic symbol table of quire's own functions, which nothing looks
/// up; and, where the build machine's C library reads them (glibc 2.36 and later), with its
/// relative relocations packed (a few kilobytes the loader reads instead of 830 KB).
let startupLink: [String] = {
  let flags = [
    "-use-ld=lld", "-Xlinker", "--no-export-dynamic",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Scripts/startup-order.txt",
    "-Xlinker", "--no-warn-symbol-ordering",
  ]
  #if canImport(Glibc)
    var libc = [CChar](repeating: 0, count: 64)
    let length = confstr(Int32(_CS_GNU_LIBC_VERSION), &libc, libc.count)
    let words = String(decoding: libc.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      .split(separator: " ")  // "glibc 2.36"
    if length > 0, words.first == "glibc",
      let version = words.last?.split(separator: ".").compactMap({ Int($0) }), version.count >= 2,
      version[0] > 2 || (version[0] == 2 && version[1] >= 36)
    {
      return flags + ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
    }
  #endif
  return flags
}()

let package = Package(
  name: "Quire",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Quire", targets: ["Quire"]),
    .executable(name: "quire", targets: ["QuireMain"]),
    // quire's commands, for the argument fuzzer (Fuzz/), which cannot link an executable.
    .library(name: "QuireCLI", targets: ["QuireCLI"]),
    // The text engine alone, for the text fuzzer (Fuzz/): linking all of Quire gave libFuzzer
    // five times the coverage counters to scan after every input.
    .library(name: "QuireText", targets: ["QuireText"]),
    .executable(name: "quire-bench", targets: ["QuireBench"]),
  ],
  targets: [
    .target(name: "QuireText"),
    .target(name: "QuireTerminal", dependencies: ["QuireText"]),
    // The system calls Swift's C library modules leave out (renameat2, fstatfs, extended
    // attributes), as small C wrappers, for QuireDocuments only.
    .target(name: "CQuireSystem"),
    // The system's SQLite (FTS5 with the trigram tokenizer), for the note index only.
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "QuireDocuments", dependencies: ["QuireText", "CQuireSystem", "CSQLite"]),
    .target(name: "Quire", dependencies: ["QuireText", "QuireTerminal", "QuireDocuments"]),
    // quire's command table, parser, help, completions, commands and prompts.
    .target(name: "QuireCLI", dependencies: ["Quire"]),
    // `quire` itself: a main.swift that runs QuireCLI's QuireProgram.
    .executableTarget(
      name: "QuireMain", dependencies: ["QuireCLI"],
      // The Swift libraries linked in: loading a dozen shared libraries was half of the time
      // `quire input` takes to draw (DECISIONS 87).
      linkerSettings: [
        .unsafeFlags(["-static-stdlib"], .when(configuration: .release)),
        .unsafeFlags(startupLink, .when(platforms: [.linux], configuration: .release)),
      ]),
    .executableTarget(name: "QuireBench", dependencies: ["Quire", "QuireTestSupport"]),
    // Takes the terminal and crashes or hands it to a child, for the end-to-end tests only.
    .executableTarget(name: "QuireTerminalProbe", dependencies: ["QuireTerminal"]),
    .target(name: "QuireTestSupport", dependencies: ["Quire"]),
    // A child process for the tests only: saves killed at random, permissions seen by
    // another user, a full disk in a private mount namespace; and `quire` started as another
    // user or in another folder (`exec`).
    .executableTarget(name: "QuireDocumentsChild", dependencies: ["QuireDocuments"]),
    .testTarget(name: "QuireTextTests", dependencies: ["QuireText", "QuireTestSupport"]),
    .testTarget(
      name: "QuireTerminalTests", dependencies: ["QuireTerminal", "QuireTestSupport", "QuireTerminalProbe"]),
    // A process that records into a history, for the tests of several processes at once.
    .executableTarget(
      name: "QuireHistoryWriter", dependencies: ["QuireDocuments"], path: "Tests/QuireHistoryWriter"),
    .testTarget(
      name: "QuireDocumentsTests",
      dependencies: [
        "QuireDocuments", "CQuireSystem", "QuireTestSupport", "QuireHistoryWriter", "QuireDocumentsChild",
      ]),
    .testTarget(name: "QuireTests", dependencies: ["Quire", "QuireTestSupport"]),
    .testTarget(
      name: "QuireCLITests",
      dependencies: [
        "QuireCLI", "QuireMain", "QuireTestSupport", "QuireTerminalProbe", "QuireDocumentsChild",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// Warnings are errors in every target of this package (not in packages that depend on it):
// the Swift compiler's, and the C compiler's in the one C target.
for target in package.targets {
  if target.type == .system {
    continue
  } else if target.name == "CQuireSystem" {
    target.cSettings = (target.cSettings ?? []) + [.enableWarning("all"), .treatAllWarnings(as: .error)]
  } else {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
  }
}

// Release builds on Linux put each function of quire's own targets in its own section, so that
// the linker can place the code `quire` runs before its first frame together (DECISIONS 232).
// Not on the library targets, as a product with unsafe flags cannot be a versioned dependency:
// there only the public functions have sections of their own (Swift's default on Linux), the
// others one per file. (An object the compiler finds unchanged is kept as it was built.)
for target in package.targets where ["QuireCLI", "QuireMain"].contains(target.name) {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
    ]
}
