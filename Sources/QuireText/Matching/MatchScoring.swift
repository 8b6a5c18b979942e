/// The points of fzf's scoring (its `algo.go` as of fzf 0.74, default scheme), and Quire's
/// two additions.
///
/// A matched cluster earns `match`; a cluster at a special place earns a bonus on top (the
/// first query cluster's bonus counts double); each gap costs `gapStart` for its first
/// skipped cluster and `gapExtension` for each further one. A run of consecutive matches
/// keeps the bonus of the place where it started, at least `consecutive` per cluster.
enum MatchScoring {
  static let match: Int32 = 16
  static let gapStart: Int32 = -3
  static let gapExtension: Int32 = -1
  /// A word start after punctuation (`-`, `_`, `.`); cancelled by a gap of about 8 clusters.
  static let boundary: Int32 = match / 2
  /// A cluster that is not part of a word.
  static let nonWord: Int32 = match / 2
  /// An upper-case letter after a lower-case one (camelCase), a digit after a non-digit.
  static let camel123: Int32 = boundary + gapExtension
  /// The least bonus of each cluster of a run of consecutive matches.
  static let consecutive: Int32 = -(gapStart + gapExtension)
  /// A word start after white space, or the candidate's first cluster.
  static let boundaryWhite: Int32 = boundary + 2
  /// A word start after a delimiter (`/ , : ; |`).
  static let boundaryDelimiter: Int32 = boundary + 1
  /// The multiplier of the first query cluster's bonus.
  static let firstCharMultiplier: Int32 = 2

  /// Quire's addition: the candidate starts with the query. fzf ranks such a candidate above
  /// a word-start match only through its length tie-break; Quire keeps ties in list order, so
  /// it says so in the score, by a margin too small to beat a better-placed fuzzy match.
  static let prefix: Int32 = 2
  /// Quire's addition: the candidate is the query (after folding, when case is ignored), on
  /// top of `prefix`.
  static let exact: Int32 = 2

  /// The bonus of a cluster of class `current` after one of class `previous`.
  static func bonus(after previous: MatchCharClass, _ current: MatchCharClass) -> Int32 {
    // Any cluster but white space starts a word after white space, a delimiter or
    // punctuation: `.` in `.vimrc` as well as `v` in `-vimrc` (fzf since 0.73).
    if current != .white {
      switch previous {
      case .white: return boundaryWhite
      case .delimiter: return boundaryDelimiter
      case .nonWord: return boundary
      default: break
      }
    }
    if previous == .lower && current == .upper || previous != .number && current == .number {
      return camel123
    }
    switch current {
    case .nonWord, .delimiter: return nonWord  // A delimiter too since fzf 0.47; 0.38 gives it none.
    case .white: return boundaryWhite
    default: return 0
    }
  }

  /// `bonus(after:_:)` for every pair, indexed by `previous.rawValue * 8 + current.rawValue`.
  static let bonusTable: [Int32] = (0..<64).map { index in
    guard let previous = MatchCharClass(rawValue: UInt8(index / 8)),
      let current = MatchCharClass(rawValue: UInt8(index % 8))
    else { return 0 }
    return bonus(after: previous, current)
  }
}

/// What kind of character a cluster is, for the bonuses: fzf's character classes, taken from
/// the cluster's first scalar.
enum MatchCharClass: UInt8 {
  case white = 0
  case nonWord
  case delimiter
  case lower
  case upper
  case letter
  case number

  /// The class of an ASCII byte.
  static func of(ascii byte: UInt8) -> MatchCharClass {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): .lower
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): .upper
    case UInt8(ascii: "0")...UInt8(ascii: "9"): .number
    case 0x09...0x0D, 0x20: .white
    case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"):
      .delimiter
    default: .nonWord
    }
  }

  /// The class of any scalar: by general category above ASCII.
  static func of(_ scalar: Unicode.Scalar) -> MatchCharClass {
    if scalar.isASCII { return of(ascii: UInt8(scalar.value)) }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .lowercaseLetter: return .lower
    case .uppercaseLetter: return .upper
    case .decimalNumber, .letterNumber, .otherNumber: return .number
    case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
    default: return properties.isWhitespace ? .white : .nonWord
    }
  }
}
