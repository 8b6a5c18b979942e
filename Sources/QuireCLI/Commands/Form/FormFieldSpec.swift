import Quire

/// One field of `quire form` as the command line gives it: `--field KEY:LABEL[:VALUE]`, with
/// its kind from `--secret`, `--multiline` or `--choices`, and `--required`.
struct FormFieldSpec: Equatable, Sendable {
  var key: String
  var label: String
  var value: String
  var kind: FormFieldKind = .text
  var isRequired = false

  /// Reads `--field KEY[:LABEL[:VALUE]]`: the label defaults to the key, the value to empty,
  /// and the value keeps any further colons.
  static func parse(_ argument: String, command: String) throws(UsageError) -> FormFieldSpec {
    let pieces = EscapedList.split(argument, at: ":", limit: 3).map(EscapedList.unescape)
    let key = pieces[0]
    try checkKey(key, of: "--field", argument: argument, command: command)
    let label = pieces.count > 1 && !pieces[1].isEmpty ? pieces[1] : key
    return FormFieldSpec(key: key, label: label, value: pieces.count > 2 ? pieces[2] : "")
  }

  /// Reads `--choices KEY:A,B,C` into the key and the options (empty ones dropped).
  static func parseChoices(_ argument: String, command: String) throws(UsageError) -> (
    key: String, options: [String]
  ) {
    let pieces = EscapedList.split(argument, at: ":", limit: 2)
    let key = EscapedList.unescape(pieces[0])
    try checkKey(key, of: "--choices", argument: argument, command: command)
    let options =
      pieces.count > 1
      ? EscapedList.split(pieces[1], at: ",").map(EscapedList.unescape).filter { !$0.isEmpty } : []
    guard !options.isEmpty else {
      throw UsageError(
        command, "--choices \(UsageError.quoted(argument)) names no options; write --choices \(key):A,B,C")
    }
    return (key, options)
  }

  /// Whether `key` is a shell variable's name: ASCII letters, digits and `_`, not starting
  /// with a digit (so `--format env` can be read by `eval`).
  static func isName(_ key: String) -> Bool {
    guard let first = key.first, first.isASCII, first.isLetter || first == "_" else { return false }
    return key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }

  private static func checkKey(_ key: String, of option: String, argument: String, command: String)
    throws(UsageError)
  {
    guard !isName(key) else { return }
    throw UsageError(
      command,
      "\(option) \(UsageError.quoted(argument)): the key \(UsageError.quoted(key)) must be letters, digits "
        + "and _, not starting with a digit")
  }
}
