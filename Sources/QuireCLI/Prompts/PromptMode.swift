import Quire

/// How a prompt asks: drawn inline on the terminal, or in plain lines.
enum PromptMode: Equatable, Sendable {
  /// Drawn inline below the cursor on `/dev/tty`, with the components.
  case inline
  /// Plain lines on standard error, answers read from standard input (`PlainPrompt`).
  case plain

  /// The mode for a prompt: plain with `--accessible` (`accessible`), with `QUIRE_ACCESSIBLE`
  /// set to anything but empty or `0`, on `TERM=dumb`, or when `hasTerminal` says no
  /// `/dev/tty` opens (asked only when nothing else decided); inline otherwise.
  static func choose(
    accessible: Bool, environment: [String: String], hasTerminal: () -> Bool = PromptMode.terminalOpens
  ) -> PromptMode {
    if accessible { return .plain }
    if let value = environment["QUIRE_ACCESSIBLE"], !value.isEmpty, value != "0" { return .plain }
    if environment["TERM"] == "dumb" { return .plain }
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: hasTerminal())
    return capabilities.isUsable ? .inline : .plain
  }

  /// Asks in the mode `choose(accessible:environment:)` picks: in plain lines by `plain`,
  /// or inline by `inline`; the answer is the one that asked. It runs where its caller runs.
  static func ask<Answer>(
    accessible: Bool, environment: [String: String], isolation: isolated (any Actor)? = #isolation,
    plain: () -> Answer, inline: () async -> Answer
  ) async -> Answer {
    switch choose(accessible: accessible, environment: environment) {
    case .plain: return plain()
    case .inline: return await inline()
    }
  }

  /// Whether the controlling terminal can be opened.
  static func terminalOpens() -> Bool {
    guard let device = try? TerminalDevice.openControlling() else { return false }
    device.close()
    return true
  }
}
