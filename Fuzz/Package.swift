// swift-tools-version:6.2
// The libFuzzer target for Quire's input decoder, kept out of the root package's build.
// Build and run it with `Scripts/fuzz-decoder.sh SECONDS`.
import Foundation
import PackageDescription

// A dependency by path is named after its folder, which differs between clones.
let rootFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "QuireFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(
      name: "FuzzDecoder",
      dependencies: [.product(name: "Quire", package: rootFolder)]
    )
  ],
  swiftLanguageModes: [.v6]
)
