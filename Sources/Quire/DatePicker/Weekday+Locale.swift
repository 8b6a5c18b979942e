extension Weekday {
  /// The territories whose week starts on Sunday (CLDR's `firstDay`), by ISO 3166 code.
  static let sundayTerritories: Set<String> = [
    "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CN", "CO", "DM", "DO", "ET", "GT", "GU", "HK",
    "HN",
    "ID", "IL", "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX", "MZ", "NI", "NP",
    "PA",
    "PE", "PH", "PK", "PR", "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW", "UM", "US", "VE", "VI", "WS",
    "YE",
    "ZA", "ZW",
  ]
  /// The territories whose week starts on Saturday.
  static let saturdayTerritories: Set<String> = [
    "AE", "AF", "BH", "DJ", "DZ", "EG", "IQ", "IR", "JO", "KW", "LY", "OM", "QA", "SD", "SY",
  ]

  /// The first day of the week in the locale `environment` names for dates: the first of
  /// `LC_ALL`, `LC_TIME` and `LANG` that is set and not empty, read as
  /// `language[_TERRITORY][.codeset][@modifier]`. Sunday or Saturday for the territories
  /// whose week starts then, Monday (ISO 8601) for every other territory, for a locale
  /// without one (`C`, `POSIX`, `en`) and for none at all.
  public static func firstOfWeek(environment: [String: String]) -> Weekday {
    let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    guard let territory = name.flatMap(territory(of:)) else { return .monday }
    if sundayTerritories.contains(territory) { return .sunday }
    if saturdayTerritories.contains(territory) { return .saturday }
    return .monday
  }

  /// The territory of a locale's name, upper-cased: `US` for `en_US.UTF-8`; `nil` when it
  /// names none.
  static func territory(of locale: String) -> String? {
    let withoutModifier = locale.split(separator: "@", maxSplits: 1).first ?? ""
    let withoutCodeset = withoutModifier.split(separator: ".", maxSplits: 1).first ?? ""
    let pieces = withoutCodeset.split(whereSeparator: { $0 == "_" || $0 == "-" })
    guard pieces.count >= 2 else { return nil }
    return pieces[1].uppercased()
  }
}
