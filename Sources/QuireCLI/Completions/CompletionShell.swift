/// A shell `quire --completions` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
  case bash
  case zsh
  case fish

  /// Where the committed script for this shell lives in the repository.
  var repositoryPath: String {
    switch self {
    case .bash: "completions/quire.bash"
    case .zsh: "completions/_quire"
    case .fish: "completions/quire.fish"
    }
  }
}
