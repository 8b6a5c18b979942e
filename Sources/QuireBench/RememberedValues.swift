import QuireTestSupport

/// Seeded values such as a selection list remembers from what people typed into prompts: a
/// third names and single words (`Ana Lopez`, `staging-2`), a third short phrases and
/// commands (`git commit --amend`, `notes for the review`), a third short paths; 27 bytes on
/// average, about one in forty with a letter outside ASCII.
struct RememberedValues {
  private var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  private mutating func next(_ bound: Int) -> Int { random.next(below: bound) }

  private mutating func pick(_ words: [String]) -> String { words[next(words.count)] }

  /// The next value.
  mutating func next() -> String {
    switch next(3) {
    case 0:
      switch next(3) {
      case 0: return pick(Self.names) + " " + pick(Self.surnames)
      case 1: return pick(Self.words) + "-" + String(next(20))
      default: return pick(Self.names).lowercased() + "@" + pick(Self.words) + ".org"
      }
    case 1:
      if next(2) == 0 { return pick(Self.commands) + " " + pick(Self.words) }
      return (0..<(2 + next(3))).map { _ in pick(Self.words) }.joined(separator: " ")
    default:
      let depth = 1 + next(3)
      return "~/" + (0..<depth).map { _ in pick(Self.words) }.joined(separator: "/") + pick(Self.extensions)
    }
  }

  private static let names = [
    "Ana", "Ben", "Chloé", "Dmitri", "Eva", "Farid", "Grace", "Hiro", "Inès", "Jonas", "Kim", "Lena", "Marco",
    "Nora", "Omar", "Petra", "Quinn", "Rosa", "Sven", "Tomás", "Uma", "Viktor", "Wen", "Yara", "Zoë",
  ]
  private static let surnames = [
    "Lopez", "Smith", "Müller", "Rossi", "Tanaka", "Dubois", "Novak", "Kowalski", "Silva", "Andersen",
    "Okafor", "Haddad", "Nguyen", "Park", "Costa", "Jensen",
  ]
  private static let words = [
    "notes", "review", "staging", "deploy", "release", "budget", "meeting", "draft", "report", "invoice",
    "backup", "project", "server", "client", "design", "music", "photos", "travel", "recipes", "garden",
    "school", "taxes", "letters", "ideas", "books", "summer", "winter", "build", "config", "logs", "button",
    "window", "editor", "history", "search", "login", "account", "profile", "settings", "theme", "sources",
  ]
  private static let commands = [
    "git commit --amend", "git checkout", "ssh", "make", "open", "grep -r", "rsync -a", "docker run", "cd",
    "vim", "less", "tar xzf",
  ]
  private static let extensions = [".md", ".txt", ".pdf", ".jpg", ".swift", ".json", ""]
}
