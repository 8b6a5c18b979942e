/// How long ago a note changed, in words: `just now`, `2 min ago`, `3 h ago` (today),
/// `yesterday`, `3 days ago` (within a week), else its date (`2026-11-28`). A time after
/// `now` (a clock set differently elsewhere) shows its date.
public enum NoteAge {
  /// The words for a change at `time`, seen at `now`.
  public static func text(of time: FileTime, now: FileTime, strings: Strings) -> String {
    let seconds = (now.nanosecondsSinceEpoch - time.nanosecondsSinceEpoch) / 1_000_000_000
    guard seconds >= 0 else { return time.localDateText }
    if seconds < 60 { return strings[.ageJustNow] }
    if seconds < 3600 { return strings[.ageMinutes].replacing("{count}", with: String(seconds / 60)) }
    let days = now.localDayNumber - time.localDayNumber
    if days == 0 { return strings[.ageHours].replacing("{count}", with: String(seconds / 3600)) }
    if days == 1 { return strings[.ageYesterday] }
    if days < 7 { return strings[.ageDays].replacing("{count}", with: String(days)) }
    return time.localDateText
  }
}
