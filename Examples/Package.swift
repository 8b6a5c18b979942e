// swift-tools-version:6.2
// Quire's four source patterns as small programs, each the counterpart of its seed's sample
// app, depending on Quire by path as an application would:
//   contact-card  a contact whose Notes field opens a page to edit it (the text helper)
//   documents     a folder's documents, listed, opened and edited (the document list)
//   fruit         a value chosen from a list that remembers what was typed (the select list)
//   groceries     a list whose items are added and edited in an input overlay
// `swift run --package-path Examples contact-card`; `Scripts/check-examples.sh` runs each in
// a terminal (tmux) through its main path.
import Foundation
import PackageDescription

// A dependency by path is named after its folder, which differs between clones.
let rootFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "QuireExamples",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "contact-card", targets: ["ContactCard"]),
    .executable(name: "documents", targets: ["Documents"]),
    .executable(name: "fruit", targets: ["Fruit"]),
    .executable(name: "groceries", targets: ["Groceries"]),
  ],
  dependencies: [.package(path: "..")],
  targets: ["ContactCard", "Documents", "Fruit", "Groceries"].map { name in
    .executableTarget(
      name: name, dependencies: [.product(name: "Quire", package: rootFolder)],
      swiftSettings: [.treatAllWarnings(as: .error)])
  },
  swiftLanguageModes: [.v6]
)
