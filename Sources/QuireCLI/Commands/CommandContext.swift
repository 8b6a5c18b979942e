/// What a command runs with, from the world outside its arguments.
struct CommandContext: Sendable {
  /// The process environment (`TERM`, `QUIRE_ACCESSIBLE`, `NO_COLOR`, …).
  var environment: [String: String]
}
