/// What a `CompletionMenu` asks of the application: whether the text before the caret opens
/// the menu, and the completions to offer there. The menu filters them itself, fuzzily, as
/// the user types on.
///
/// ```swift
/// struct Fruit: Completer {
///   func opening(before line: String, reason: CompletionReason) -> CompletionOpening? {
///     reason == .asked ? CompletionOpening(queryLength: 0) : nil
///   }
///   func completions(for opening: CompletionOpening) async -> [Completion] {
///     ["apple", "banana", "cherry"].map { Completion($0) }
///   }
/// }
/// ```
///
/// `completions(for:)` may take its time (an index's query): it runs as a task of the screen,
/// keys typed meanwhile go to the text, and the menu filters the answer by what was typed
/// when it comes.
public protocol Completer: Sendable {
  /// Whether the menu opens with the caret after `line`, the text of the caret's line before
  /// it (at most `CompletionMenu.lineLimit` bytes, the end kept): after a character was typed
  /// (`.typed`, a trigger such as `[[`) or when the user asks (`.asked`, Ctrl-Space). `nil`
  /// leaves it closed.
  func opening(before line: String, reason: CompletionReason) -> CompletionOpening?

  /// The completions for `opening`, in the order to offer them while nothing is typed (and
  /// among equal matches afterwards).
  func completions(for opening: CompletionOpening) async -> [Completion]

  /// Whether `query`, the text typed since the menu opened, ends the completion (a closing
  /// `]]`): the menu closes and leaves the text as typed. By default nothing does.
  func closes(_ query: String) -> Bool
}

extension Completer {
  public func closes(_ query: String) -> Bool { false }
}

/// Why the menu is asked whether it opens.
public enum CompletionReason: Hashable, Sendable {
  /// A character was just typed.
  case typed
  /// The user asked (Ctrl-Space).
  case asked
}

/// Where a completion starts and what the completer wants to know of it later.
public struct CompletionOpening: Hashable, Sendable {
  /// How many bytes just before the caret are already the query (what was typed of the word
  /// being completed); 0 after a trigger.
  public var queryLength: Int
  /// The completer's own word for the kind of completion (`"link"`), given back to
  /// `completions(for:)`.
  public var kind: String

  /// An opening of `kind` whose query is the `queryLength` bytes before the caret (0 when negative).
  public init(queryLength: Int, kind: String = "") {
    self.queryLength = max(0, queryLength)
    self.kind = kind
  }
}

/// One completion offered: what the menu shows (and matches the query against), and what
/// choosing it puts in place of the query.
public struct Completion: Hashable, Sendable {
  /// What the row shows; the query is matched against it.
  public var label: String
  /// What replaces the query when chosen.
  public var insertion: String

  /// A completion shown as `label` that inserts `insertion` (`label` when `nil`).
  public init(_ label: String, insertion: String? = nil) {
    self.label = label
    self.insertion = insertion ?? label
  }
}
