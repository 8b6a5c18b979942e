/// Why a note's front matter was left alone: Quire does not rewrite a header it cannot read.
public struct FrontMatterProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line of the file (1 for the first) where the problem is.
  public var line: Int
  /// What is wrong, in a few words.
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { "front matter, line \(line): \(message)" }
}
