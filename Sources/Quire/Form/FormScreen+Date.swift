extension FormScreen {
  /// Opens the date picker of the date field at `index`: on its value (today when it has
  /// none), the week starting on the locale's first day, full screen as a page
  /// (`DatePickerScreen`), inline as `quire date` draws it (`DatePickerPrompt`); `typed`
  /// starts its text row. The day taken comes back into the form as ISO 8601.
  func openDate(field index: Int, typing typed: String = "", context: ScreenContext<FormScreen>) {
    let field = form.fields[index]
    var picker = DatePicker(
      date: CalendarDate(iso8601: field.value), today: today,
      firstWeekday: Weekday.firstOfWeek(environment: environment))
    if !typed.isEmpty { picker.type(typed) }
    let time = context.time
    let done: @MainActor (CalendarDate?) -> Void = { [weak self] date in
      guard let self, let date else { return }
      form.setValue(date.iso8601, ofField: index, at: time.now)
    }
    if context.drawContext.surface == .inline {
      context.push(DatePickerPrompt(title: field.label, picker: picker), then: done)
    } else {
      context.push(DatePickerScreen(title: field.label, picker: picker), then: done)
    }
  }
}
