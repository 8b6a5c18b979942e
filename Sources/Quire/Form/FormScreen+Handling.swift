extension FormScreen {
  /// Gives the event to the form (mouse events in the fields' coordinates), then acts on
  /// what it asks: finish with the values, cancel, or open a field's editor or list.
  public func handle(_ event: InputEvent, context: ScreenContext<FormScreen>) -> EventVerdict {
    let area = context.area
    let layout = layout(
      in: TerminalSize(columns: area.columns, rows: area.rows), surface: context.drawContext.surface)
    if !area.isEmpty {
      form.width = layout.fields.columns
      form.rows = layout.fields.rows
    }
    var event = event
    if case .mouse(var mouse) = event {
      mouse.row -= layout.fields.row
      guard mouse.row >= 0, mouse.row < layout.fields.rows || mouse.kind != .press else { return .consumed }
      event = .mouse(mouse)
    }
    let verdict = form.handle(event, context: context)
    switch form.takeRequest() {
    case .submit(let values): context.finish(values)
    case .cancel: context.cancel()
    case .open(let index): open(field: index, context: context)
    case .openFiltering(let index, let typed): open(field: index, typing: typed, context: context)
    case nil: break
    }
    return verdict
  }

  /// Opens the editor of the multi-line field at `index`, or the list of the choice field;
  /// the value comes back into the form.
  func open(field index: Int, typing typed: String = "", context: ScreenContext<FormScreen>) {
    guard let stack = context.app?.stack, form.fields.indices.contains(index) else { return }
    let field = form.fields[index]
    let time = context.time
    switch field.kind {
    case .multiline:
      let binding = TextBinding(
        get: { [weak self] in self?.form.fields[index].value ?? "" },
        set: { [weak self] in self?.form.setValue($0, ofField: index, at: time.now) })
      FieldEditor(title: field.label, binding: binding, environment: environment).present(in: stack)
    case .choice(let options):
      openChoice(options, field: index, typing: typed, context: context)
    case .date:
      openDate(field: index, typing: typed, context: context)
    case .text, .secret:
      break
    }
  }
}
