// swift-tools-version:6.2
// The libFuzzer targets of Quire, kept out of the root package's build: the input decoder
// (`FuzzDecoder`) and the text engine (`FuzzText`). Build both and run one with
// `Scripts/fuzz.sh decoder|text SECONDS`.
import Foundation
import PackageDescription

// A dependency by path is named after its folder, which differs between clones.
let rootFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "QuireFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "FuzzDecoder",
      dependencies: ["FuzzSupport", .product(name: "Quire", package: rootFolder)]
    ),
    .executableTarget(
      name: "FuzzText",
      dependencies: ["FuzzSupport", .product(name: "Quire", package: rootFolder)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
