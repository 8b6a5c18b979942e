/// Seeded notes as people keep them, for the index's tests and benchmarks: Markdown files of
/// about 2 KB, most with front matter (`tags`, `description`), prose over a vocabulary whose
/// words are used as unevenly as in real writing (a few very often, most rarely), some inline
/// `#tags`, and some words that are not ASCII.
public struct NoteFolderGenerator: Sendable {
  /// The random source; the same seed makes the same notes.
  public var random: SeededRandom

  public init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  /// The tags notes carry.
  public static let tags = [
    "work", "home", "ideas", "reading", "travel", "recipes", "health", "money", "music", "garden",
    "project-alpha", "project/beta", "meeting", "journal", "todo", "later", "people", "writing",
    "code", "films", "café", "straße",
  ]

  /// Common words, used most.
  static let commonWords =
    ("the of and to a in is it you that he was for on are with as his they be at one have this from "
    + "or had by hot word but what some we can out other were all there when up use your how said an "
    + "each she which do their time if will way about many then them write would like so these her "
    + "long make thing see him two has look more day could go come did number sound no most people "
    + "my over know water than call first who may down side been now find any new work part take get "
    + "place made live where after back little only round man year came show every good me give our "
    + "under name very through just form sentence great think say help low line differ turn cause "
    + "much mean before move right boy old too same tell does set three want air well also play small "
    + "end put home read hand port large spell add even land here must big high such follow act why "
    + "ask men change went light kind off need house picture try us again animal point mother world")
    .split(separator: " ").map(String.init)

  /// Words that are not ASCII, mixed in now and then.
  static let foreignWords = [
    "café", "naïve", "Zürich", "déjà", "Ærø", "smörgåsbord", "jalapeño", "Straße", "façade", "Øresund",
    "Привет", "日本語", "東京", "Ελλάδα", "résumé", "crème", "brûlée", "São", "Kraków", "Ísafjörður",
  ]

  /// Made-up words (from syllables), the long tail of the vocabulary: 4,096 of them.
  static let rareWords: [String] = {
    let syllables = [
      "ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "bra", "chi", "dor", "fen", "gal", "hum", "jor",
    ]
    var words: [String] = []
    for first in syllables {
      for second in syllables {
        for third in syllables { words.append(first + second + third) }
      }
    }
    return words
  }()

  /// A word: common ones most of the time, a rare one by a skewed (Zipf-like) choice, now and
  /// then one that is not ASCII.
  public mutating func word() -> String {
    let roll = random.next() % 100
    if roll < 2 { return Self.foreignWords[Int(random.next() % UInt64(Self.foreignWords.count))] }
    if roll < 70 { return Self.commonWords[skewed(Self.commonWords.count)] }
    return Self.rareWords[skewed(Self.rareWords.count)]
  }

  /// An index below `count`, small ones far more often (the square of a uniform draw).
  private mutating func skewed(_ count: Int) -> Int {
    let uniform = Double(random.next() % 1_000_000) / 1_000_000
    return min(count - 1, Int(uniform * uniform * Double(count)))
  }

  /// The name (without `.md`) of note `number`: two or three words and the number, so that
  /// names are unique.
  public mutating func name(number: Int) -> String {
    let count = 2 + Int(random.next() % 2)
    return (0..<count).map { _ in word() }.joined(separator: " ") + " \(number)"
  }

  /// The text of a note of about `byteCount` bytes.
  public mutating func text(byteCount: Int = 2_000) -> String {
    var text = ""
    if random.next() % 10 < 8 {
      let tagCount = Int(random.next() % 4)
      let chosen = (0..<tagCount).map { _ in Self.tags[Int(random.next() % UInt64(Self.tags.count))] }
      text += "---\ntags: [" + chosen.joined(separator: ", ") + "]\n"
      if random.next() % 2 == 0 { text += "description: " + sentence(words: 6) + "\n" }
      text += "---\n"
    }
    text += "# " + sentence(words: 4) + "\n\n"
    var line = ""
    while text.utf8.count + line.utf8.count < byteCount {
      var next = word()
      if random.next() % 200 == 0 { next = "#" + Self.tags[Int(random.next() % UInt64(Self.tags.count))] }
      if line.utf8.count + next.utf8.count + 1 > 78 {
        text += line + (random.next() % 4 == 0 ? "\n\n" : "\n")
        line = ""
      }
      line += line.isEmpty ? next.prefix(1).uppercased() + next.dropFirst() : " " + next
    }
    return text + line + ".\n"
  }

  /// Words with a capital first letter and no full stop.
  public mutating func sentence(words count: Int) -> String {
    let words = (0..<count).map { _ in word() }.joined(separator: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// Writes `count` notes into `folder` (which must exist), named `name(number:)`.md;
  /// returns their file names. Each file is written with one `write`.
  @discardableResult
  public mutating func writeNotes(count: Int, to folder: String) -> [String] {
    var names: [String] = []
    for number in 0..<count {
      let name = self.name(number: number) + ".md"
      try? TemporaryFolder.writeFile(Array(text().utf8), to: folder + "/" + name, mode: 0o644)
      names.append(name)
    }
    return names
  }
}
