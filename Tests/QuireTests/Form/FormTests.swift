import Quire
import QuireTestSupport
import Testing

/// The form as a value, driven without a terminal: what it asks of its owner after each key.
@MainActor @Suite struct FormTests {
  static func key(_ chord: KeyChord) -> InputEvent {
    .key(KeyEvent(chord.key, modifiers: chord.modifiers))
  }

  static func type(_ text: String, into form: inout Form, context: EventContext) {
    for character in text { _ = form.handle(key(.character(character)), context: context) }
  }

  @Test func returnOnAMultiLineOrChoiceFieldAsksToOpenIt() {
    let context = EventContext()
    var form = Form(fields: [
      FormField(key: "notes", kind: .multiline), FormField(key: "size", kind: .choice(["S", "M"])),
    ])
    #expect(form.handle(Self.key(KeyChord(.enter)), context: context) == .consumed)
    #expect(form.takeRequest() == .open(0))
    #expect(form.takeRequest() == nil, "a request is taken once")
    _ = form.handle(Self.key(KeyChord(.tab)), context: context)
    _ = form.handle(Self.key(KeyChord(.enter)), context: context)
    #expect(form.takeRequest() == .open(1))
  }

  @Test func typingOnAMultiLineFieldIsLeftToTheApp() {
    var form = Form(fields: [FormField(key: "notes", kind: .multiline)])
    #expect(form.handle(Self.key(.character("x")), context: EventContext()) == .ignored)
    #expect(form["notes"] == "")
  }

  @Test func submitAsksToFinishWithTheValuesInOrder() {
    let context = EventContext()
    var form = Form(fields: [FormField(key: "b", value: "2"), FormField(key: "a")])
    _ = form.handle(Self.key(KeyChord(.down)), context: context)
    Self.type("1", into: &form, context: context)
    _ = form.handle(Self.key(.control("s")), context: context)
    #expect(form.takeRequest() == .submit(["b": "2", "a": "1"]))
  }

  @Test func aRefusedSubmitRingsTheBellAndAsksNothing() {
    let context = EventContext()
    var form = Form(fields: [
      FormField(key: "a"), FormField(key: "b", kind: .choice(["x"]), isRequired: true),
    ])
    _ = form.handle(Self.key(.control("s")), context: context)
    #expect(form.takeRequest() == nil)
    #expect(form.focus == 1)
    #expect(form.fields[1].message(.english) == .invalid("Required."))
    #expect(context.requests.contains { if case .bell = $0 { true } else { false } })
    form.setValue("x", ofField: 1, at: .zero)
    _ = form.handle(Self.key(.control("s")), context: context)
    #expect(form.takeRequest() == .submit(["a": "", "b": "x"]))
  }

  @Test func escapeAsksToCancel() {
    var form = Form(fields: [FormField(key: "a")])
    _ = form.handle(Self.key(KeyChord(.escape)), context: EventContext())
    #expect(form.takeRequest() == .cancel)
  }

  @Test func theMessageShowsOnlyAfterAnEditOrASubmit() {
    let context = EventContext()
    var form = Form(fields: [
      FormField(key: "a", value: "x", validator: { $0.count < 3 ? "Too short." : nil })
    ])
    #expect(form.fields[0].validationError(.english) == "Too short.")
    #expect(form.fields[0].message(.english) == nil, "not before an edit")
    Self.type("y", into: &form, context: context)
    #expect(form.fields[0].message(.english) == .invalid("Too short."))
    Self.type("z", into: &form, context: context)
    #expect(form.fields[0].message(.english) == nil)
  }
}
