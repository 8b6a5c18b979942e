import QuireDocuments

/// A save of the document editor that is running: the version of the text it writes.
struct DocumentSaveRun: Equatable, Sendable {
  /// What is to happen once the save ends.
  enum Next: Hashable, Sendable {
    /// Nothing: the save was the only one asked for.
    case nothing
    /// Another save was asked for while it ran: the text is saved again if it moved.
    case another
  }

  /// The version of the text it writes.
  var version: Int
  /// Whether it writes over a change on disk the user chose to overwrite.
  var overwrites: Bool
  /// What follows it.
  var next = Next.nothing
  /// How it ends, for a save that must follow it while the app ends (`saveBeforeEnding`).
  let ticket = SaveTicket()

  /// Two runs are the same save when they write the same version the same way and are
  /// followed alike; the ticket is how the outcome is waited for, not what is written.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.version == rhs.version && lhs.overwrites == rhs.overwrites && lhs.next == rhs.next
  }
}
