/// A screen that holds a `DatePicker`: the glue both `DatePickerScreen` and
/// `DatePickerPrompt` share, which does what the picker asks for after each event.
@MainActor
public protocol DatePickerHost: Screen where Result == CalendarDate {
  /// The picker shown.
  var picker: DatePicker { get set }
}

extension DatePickerHost {
  /// Finishes with the date the picker took, or cancels, when it asked.
  func performRequest(context: ScreenContext<Self>) {
    switch picker.takeRequest() {
    case .finish(let date): context.finish(date)
    case .cancel: context.cancel()
    case nil: break
    }
  }
}
