// Seed 004, the custom input view: a list app whose items are added (`a`) and edited (Return)
// in an input overlay over the list, which stays in view; `d` deletes, Alt-↑/↓ move, Ctrl-Z
// undoes. The list is kept in groceries.txt (the file given, else in this folder), one item
// a line, saved at every change.
import Foundation
import Quire

let path = CommandLine.arguments.dropFirst().first ?? "groceries.txt"
let saved = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "milk\nbread\n"
let items = saved.split(separator: "\n").map(String.init)
let save: @MainActor ([String]) -> Void = { items in
  try? (items.map { $0 + "\n" }.joined()).write(toFile: path, atomically: true, encoding: .utf8)
}
let capabilities = TerminalCapabilities.detect(
  environment: ProcessInfo.processInfo.environment, isTerminal: true)
let final = try await withTerminalScreen(mode: .fullScreen, capabilities: capabilities) { terminal in
  try await App(terminal: terminal).run { stack in
    try await stack.push(ListEditorScreen(title: "Groceries", items: items, onChange: save))
  }
}
if let final { save(final) }
