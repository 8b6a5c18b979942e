extension FormScreen {
  /// Opens the selection list of the choice field at `index`: the field's options in their
  /// order with its value chosen, full screen as a page (`SelectionListScreen`), inline as
  /// the prompt `quire choose` draws (`SelectionPrompt`). The value chosen comes back into
  /// the form, and a value added through `Other…` (offered when the field's choices are
  /// `.open`) stays among the field's options. `typed`
  /// starts the list's filter.
  func openChoice(
    _ options: [String], field index: Int, typing typed: String = "", context: ScreenContext<FormScreen>
  ) {
    let field = form.fields[index]
    // A closed choice's list holds its options only, not a value from elsewhere.
    let offered = !field.value.isEmpty && (field.choices == .open || options.contains(field.value))
    var list = SelectionList(
      values: options, selected: offered ? [field.value] : [], order: .given,
      allowsAdding: field.choices == .open)
    if !typed.isEmpty { _ = list.handleInput(.paste(typed), context: EventContext()) }
    let time = context.time
    let done: @MainActor (SelectionResult?) -> Void = { [weak self] result in
      guard let self, let result, let chosen = result.chosen.first else { return }
      if !result.values.isEmpty { form.fields[index].kind = .choice(result.values) }
      form.setValue(chosen, ofField: index, at: time.now)
    }
    if context.drawContext.surface == .inline {
      context.push(SelectionPrompt(title: field.label, list: list), then: done)
    } else {
      context.push(SelectionListScreen(title: field.label, list: list), then: done)
    }
  }
}
