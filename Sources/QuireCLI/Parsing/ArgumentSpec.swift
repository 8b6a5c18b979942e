/// A positional argument of a command: its name in the usage line, what it must be, and
/// whether it may be left out or given many times.
struct ArgumentSpec: Hashable, Sendable {
  /// The name in the usage line and in error lines (`FILE`, `OPTION`).
  var name: String
  var kind: ValueKind
  /// Whether it may be left out.
  var isOptional: Bool
  /// Whether it takes every remaining argument (only the last argument of a command may).
  var isRepeated: Bool
  /// One line saying what it is.
  var help: String

  init(
    _ name: String, _ kind: ValueKind = .text, isOptional: Bool = false, isRepeated: Bool = false,
    help: String
  ) {
    self.name = name
    self.kind = kind
    self.isOptional = isOptional
    self.isRepeated = isRepeated
    self.help = help
  }

  /// How it is written in a usage line: `FILE`, `[DIR]`, `[OPTION ...]`, `FIELD ...`.
  var synopsis: String {
    let name = isRepeated ? self.name + " ..." : self.name
    return isOptional ? "[" + name + "]" : name
  }
}
