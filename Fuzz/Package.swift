// swift-tools-version:6.2
// The libFuzzer targets of Quire, kept out of the root package's build, one per parser: the
// input decoder, the text engine, front matter, the history record format, the recovery
// file, file decoding with its round trip, the argument parser, and the links between notes. Build them all and run
// one, or each in turn, with `Scripts/fuzz.sh TARGET|all SECONDS`. Some targets reach
// internal functions with `@testable import`: the script builds with `-enable-testing`.
import Foundation
import PackageDescription

// A dependency by path is named after its folder, which differs between clones.
let rootFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

/// A fuzz target: an executable that runs libFuzzer over one of the root package's products.
func fuzzTarget(_ name: String, _ product: String) -> Target {
  .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: product, package: rootFolder)])
}

let package = Package(
  name: "QuireFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    fuzzTarget("FuzzDecoder", "Quire"),
    fuzzTarget("FuzzText", "QuireText"),
    fuzzTarget("FuzzFrontMatter", "Quire"),
    fuzzTarget("FuzzHistory", "Quire"),
    fuzzTarget("FuzzRecovery", "Quire"),
    fuzzTarget("FuzzFileDecoding", "Quire"),
    fuzzTarget("FuzzArguments", "QuireCLI"),
    fuzzTarget("FuzzLinks", "Quire"),
  ],
  swiftLanguageModes: [.v6]
)
