/// Where the kitty keyboard negotiation stands: the query (`CSI ? u`, then a primary device
/// attributes request `CSI c`, which every terminal answers) is sent when the session opens,
/// and the order of the replies decides, whenever they come.
///
/// A terminal that knows the kitty keyboard protocol answers `CSI ? flags u` before its
/// `CSI ? … c`; one that does not answers only the latter. So flags seen while both replies
/// are awaited mean the protocol is to be pushed; the device attributes end the negotiation,
/// and a flags reply after them (a late duplicate) changes nothing. No clock is involved: a
/// terminal behind a slow link answers late, never in another order. The replies themselves
/// are decoded by the `InputDecoder` as `.reply` events, wherever they fall among the keys.
struct KittyKeyboardProbe: Equatable, Sendable {
  /// The bytes that ask: the kitty keyboard query, then primary device attributes.
  static let query: [UInt8] = Array("\u{1B}[?u\u{1B}[c".utf8)
  /// The bytes that push the protocol with its first enhancement (disambiguated keys).
  static let push: [UInt8] = Array("\u{1B}[>1u".utf8)

  /// The stages of the negotiation.
  enum Stage: Equatable, Sendable {
    /// No query was sent: the session's modes leave the kitty keyboard out.
    case notAsked
    /// The query was sent and neither reply has arrived.
    case awaiting
    /// The flags arrived first: the terminal speaks the protocol; its device attributes
    /// are still to come.
    case answered
    /// The device attributes arrived: nothing more is to come for the query.
    case settled
  }

  /// Where the negotiation stands.
  private(set) var stage: Stage

  /// A negotiation that starts with the query sent (`asked`), or never starts.
  init(asked: Bool) {
    stage = asked ? .awaiting : .notAsked
  }

  /// Takes `reply` into account; returns whether it is the flags reply the query awaited,
  /// so the protocol is to be pushed now. O(1).
  mutating func observe(_ reply: TerminalReply) -> Bool {
    switch (stage, reply) {
    case (.awaiting, .keyboardFlags):
      stage = .answered
      return true
    case (.awaiting, .primaryDeviceAttributes), (.answered, .primaryDeviceAttributes):
      stage = .settled
      return false
    default:
      return false
    }
  }

  /// Whether neither reply has arrived, so a query lost while the terminal was given back
  /// (read by a child program, or by the shell while stopped) is to be sent again.
  var isAwaiting: Bool { stage == .awaiting }
}
