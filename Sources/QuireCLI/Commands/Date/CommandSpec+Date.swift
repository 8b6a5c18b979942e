extension CommandSpec {
  /// `quire date [--title T] [--value D] [--min D] [--max D] [--format STRFTIME]
  /// [--timeout SECONDS] [--accessible]`.
  static let date = CommandSpec(
    name: "date",
    summary: "ask for a day on a calendar",
    discussion: [
      """
      Shows a month calendar, today underlined and the chosen day in brackets, and prints \
      the day taken on standard output, as 2026-12-24 (ISO 8601) or in --format. The week \
      starts on the locale's first day: Sunday or Saturday where LC_ALL, LC_TIME or LANG \
      names a territory whose week starts then (en_US, ar_EG), Monday otherwise.
      """,
      """
      A date may also be typed: 2026-12-24, +3d, -1w, +2m, +1y, today, tomorrow, yesterday \
      (t is today). The row under the calendar shows what is typed and the day it is read \
      as, and the calendar jumps there. --value, --min and --max take a date written the \
      same way; the days outside --min and --max are drawn faint and cannot be chosen.
      """,
      """
      The calendar draws inline on the terminal (/dev/tty), below the cursor, and erases \
      itself when done. With no usable terminal, --accessible or QUIRE_ACCESSIBLE=1, date \
      asks in plain lines: the question on standard error, the date read as text from \
      standard input and what it was understood as said back; Enter keeps the day offered, \
      and the end of input (Ctrl-D) cancels.
      """,
    ],
    options: [.title, .dateValue, .minimumDate, .maximumDate, .dateFormat, .timeout, .accessible],
    keys: [
      KeyHelp("Left, Right", "the day before, the day after"),
      KeyHelp("Up, Down", "the same day a week before, a week after"),
      KeyHelp("PgUp, PgDn", "the same day a month before, a month after"),
      KeyHelp("Home, End", "the first, the last day of the month"),
      KeyHelp("t", "today"),
      KeyHelp("0-9, +, -, letters", "type a date; the calendar jumps to it"),
      KeyHelp("Backspace", "delete the last character typed"),
      KeyHelp("Enter", "take the day, or the date typed"),
      KeyHelp("Esc", "clear what is typed; else cancel (exit status 1)"),
      KeyHelp("Ctrl-C", "quit, cancelling (exit status 130)"),
    ],
    exitStatuses: ExitStatusHelp.prompt,
    examples: [
      Example("due=$(quire date --title Due --min today)", "asks for a day from today on, as 2026-12-24"),
      Example(
        "quire date --value +1w --format '%A %d %B'",
        "starts a week from today and prints the day as Thursday 24 December"),
    ],
    handler: DateCommand.self)
}

extension OptionSpec {
  /// `quire date --value DATE`.
  static let dateValue = OptionSpec.value(
    "value", "DATE", help: "the day to start on: YYYY-MM-DD, +3d, -1w, tomorrow… (today by default)")
  /// `quire date --min DATE`.
  static let minimumDate = OptionSpec.value("min", "DATE", help: "the earliest day that may be chosen")
  /// `quire date --max DATE`.
  static let maximumDate = OptionSpec.value("max", "DATE", help: "the latest day that may be chosen")
  /// `quire date --format STRFTIME`.
  static let dateFormat = OptionSpec.value(
    "format", "STRFTIME", help: "how the day is printed, as strftime writes it (%Y-%m-%d by default)")
}
