// Seed 002, the document list and its editor: the text documents of a folder (the one given,
// else ./documents, made when missing), newest first; `a` adds one, Return opens it in the
// editor, which saves as you type and safely (a new version written beside the file, then
// renamed over it). Esc in the editor comes back to the list; Ctrl-C leaves.
import Foundation
import Quire

let environment = ProcessInfo.processInfo.environment
let path = CommandLine.arguments.dropFirst().first ?? "documents"
let folder = DocumentFolder(path: path, extensions: ["txt", "md"])
try folder.create()
let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
do {
  try await withTerminalScreen(mode: .fullScreen, capabilities: capabilities) { terminal in
    let options = DocumentEditorOptions(environment: environment)
    let browser = DocumentBrowser(
      folder: folder, paths: XDGPaths(environment: environment), environment: environment,
      opener: { opening in DocumentEditor(path: opening.path, backTitle: "Documents", options: options) })
    try await App(terminal: terminal).run { stack in try await stack.push(browser) }
  }
} catch AppError.interrupted {
  // Ctrl-C: the documents are saved already.
}
