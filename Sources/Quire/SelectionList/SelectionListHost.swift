/// A screen that holds a `SelectionList`: the glue both `SelectionListScreen` and
/// `SelectionPrompt` share, which does what the list asks for after each event.
@MainActor
public protocol SelectionListHost: Screen where Result == SelectionResult {
  /// The list shown.
  var list: SelectionList { get set }
}

extension SelectionListHost {
  /// Does what the list asked for, if anything: finishes, cancels, asks for a new value
  /// with an `InputOverlay` (then adds it), or asks with an `Alert` whether to forget a
  /// value (then forgets it).
  func performRequest(context: ScreenContext<Self>) {
    guard let request = list.takeRequest() else { return }
    switch request {
    case .finish(let result):
      context.finish(result)
    case .cancel:
      context.cancel()
    case .askNewValue(let text):
      let empty = context.strings[.emptyValue]
      let field = TextField(text: text, validator: { SelectionList.trimmed($0).isEmpty ? empty : nil })
      context.push(InputOverlay(title: context.strings[.newValue], field: field)) { [weak self] value in
        guard let self, let value else { return }
        self.list.add(value, context: context)
      }
    case .confirmForget(let value):
      let alert = Alert(
        confirming: context.strings.filled(.forgetTitle, ["value": TextField.singleLine(value)]),
        message: context.strings[.forgetMessage], confirm: .word(.forget), deny: .word(.cancel),
        isDestructive: true, defaultsToConfirm: false)
      context.push(alert) { [weak self] confirmed in
        if confirmed == true { self?.list.forget(value) }
      }
    }
  }

  /// Finishes with the chosen values (Done): with one to choose and none chosen, the one
  /// under the cursor (or none, when the user emptied a list that `allowsNone`); rings the
  /// bell when there is nothing to finish with.
  func finishWithSelection(context: ScreenContext<Self>) {
    if list.chosen.isEmpty, !list.finishesEmpty, let item = list.cursorItem { list.toggle(item.value) }
    if list.chosen.isEmpty, !list.finishesEmpty {
      context.ringBell()
    } else {
      context.finish(list.result)
    }
  }
}
