// Seed 003, the editable select list: a value chosen from a list of a few given values and
// the values typed before, remembered between runs (in Quire's history folder, under
// "example-fruit"). Typing filters; a value not there is added with Return on “Add …”;
// Delete forgets a remembered one. The choice is printed.
import Foundation
import Quire

let environment = ProcessInfo.processInfo.environment
var history = BestEffortHistory(name: "example-fruit", paths: XDGPaths(environment: environment))
let list = SelectionList(values: ["apple", "banana", "cherry"], remembered: history.load(), order: .given)
let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
let result = try await withTerminalScreen(mode: .fullScreen, capabilities: capabilities) { terminal in
  try await App(terminal: terminal).run { stack in
    try await stack.push(SelectionListScreen(title: "Favourite fruit", list: list))
  }
}
if let warning = history.takeWarning() { FileHandle.standardError.write(Data("fruit: \(warning)\n".utf8)) }
guard let result else { exit(1) }
for value in result.forgotten { history.forget(value) }
for value in result.chosen { history.record(value) }
print(result.chosen.joined(separator: "\n"))
