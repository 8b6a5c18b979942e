import Testing

@testable import Quire

/// A value that takes events and returns effects, as the document editor's save cycle,
/// recovery copy and disk state do, for the table tests of all three.
protocol TakesEvents: Sendable {
  associatedtype Event: Sendable
  associatedtype Effect: Equatable & Sendable
  associatedtype State: Equatable & Sendable
  /// Where the value stands.
  var state: State { get }
  /// Takes `event`; returns what is to be done.
  mutating func receive(_ event: Event) -> [Effect]
}

extension DocumentSaveCycle: TakesEvents {}
extension DocumentRecoveryCopy: TakesEvents {}
extension DocumentDiskState: TakesEvents {}

/// A row of a table test of a value that takes events: the events that bring it to a state,
/// one more event, what that returns and the state the value ends in; `check` looks at what
/// else the row is about.
struct EventRow<Value: TakesEvents>: Sendable, CustomTestStringConvertible {
  var testDescription: String
  var given: [Value.Event]
  var when: Value.Event
  var then: [Value.Effect]
  var state: Value.State
  var check: @Sendable (Value) -> Void

  /// Runs the row on `value` as it starts.
  func run(on start: Value) {
    var value = start
    for event in given { _ = value.receive(event) }
    #expect(value.receive(when) == then)
    #expect(value.state == state)
    check(value)
  }
}
