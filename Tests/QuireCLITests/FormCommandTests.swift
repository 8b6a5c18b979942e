import Quire
import QuireTestSupport
import Testing

@testable import QuireCLI

/// `quire form`'s command line and output, read and written without a terminal: the fields
/// as `--field` and the kind options give them, the escapes, the errors, JSON and shell
/// quoting.
@Suite struct FormCommandTests {
  static func question(_ arguments: [String]) -> Result<FormQuestion, UsageError> {
    Command.parse(["form"] + arguments).flatMap { command in
      guard case .run(let handler) = command, let form = handler as? FormCommand else {
        return .failure(UsageError(description: "not a form command: \(command)"))
      }
      return .success(form.question)
    }
  }

  @Test(arguments: [
    ("name:Name", FormFieldSpec(key: "name", label: "Name", value: "")),
    ("name", FormFieldSpec(key: "name", label: "name", value: "")),
    ("name::Ada", FormFieldSpec(key: "name", label: "name", value: "Ada")),
    (
      "url:Link:http://example.com:8080/a",
      FormFieldSpec(key: "url", label: "Link", value: "http://example.com:8080/a")
    ),
    (#"t:At\: 12\:30:9\:15"#, FormFieldSpec(key: "t", label: "At: 12:30", value: "9:15")),
    (#"p:C\\dir:C:\tmp"#, FormFieldSpec(key: "p", label: #"C\dir"#, value: #"C:\tmp"#)),
    ("_x9:X:", FormFieldSpec(key: "_x9", label: "X", value: "")),
  ])
  func aFieldIsReadFromKeyLabelAndValue(argument: String, expected: FormFieldSpec) throws {
    #expect(try Self.question(["--field", argument]).get().fields == [expected])
  }

  @Test func theKindOptionsNameFieldsByKey() throws {
    let question = try Self.question([
      "--title", "Account", "--field", "user:User", "--field", "pass:Password", "--field", "bio:Bio",
      "--field", "size:Size:M", "--secret", "pass", "--multiline", "bio", "--choices", #"size:S,M\,ish,,L"#,
      "--required", "user", "--required", "size",
    ]).get()
    #expect(question.title == "Account")
    #expect(question.fields.map(\.key) == ["user", "pass", "bio", "size"])
    #expect(question.fields.map(\.kind) == [.text, .secret, .multiline, .choice(["S", "M,ish", "L"])])
    #expect(question.fields.map(\.isRequired) == [true, false, false, true])
  }

  @Test(arguments: [
    ([], "quire form: give at least one --field KEY:LABEL; see quire form --help"),
    (
      ["--field", "first name:Name"],
      "quire form: --field 'first name:Name': the key 'first name' must be letters, digits and _, not starting with a digit"
    ),
    (
      ["--field", "1a:A"],
      "quire form: --field '1a:A': the key '1a' must be letters, digits and _, not starting with a digit"
    ),
    (
      ["--field", ":Name"],
      "quire form: --field ':Name': the key '' must be letters, digits and _, not starting with a digit"
    ),
    (["--field", "a:A", "--field", "a:B"], "quire form: two fields have the key 'a'"),
    (["--field", "a:A", "--secret", "b"], "quire form: --secret 'b': no --field has that key"),
    (["--field", "a:A", "--required", "b"], "quire form: --required 'b': no --field has that key"),
    (
      ["--field", "a:A", "--secret", "a", "--multiline", "a"],
      "quire form: --multiline 'a': that field has another kind already"
    ),
    (
      ["--field", "a:A", "--choices", "a"],
      "quire form: --choices 'a' names no options; write --choices a:A,B,C"
    ),
    (["--field", "a:A", "--format", "xml"], "quire form: --format needs json or env, got 'xml'"),
  ])
  func aCommandLineThatCannotBeUsedSaysWhy(arguments: [String], message: String) {
    guard case .failure(let error) = Self.question(arguments) else {
      Issue.record("\(arguments) was accepted")
      return
    }
    #expect(error.description == message)
  }

  @Test(arguments: [
    ("plain", #""plain""#),
    (#"say "hi""#, #""say \"hi\"""#),
    (#"C:\dir"#, #""C:\\dir""#),
    ("a\nb\r\tc", #""a\nb\r\tc""#),
    ("\u{08}\u{0C}", #""\b\f""#),
    ("\u{00}\u{01}\u{1F}", #""\u0000\u0001\u001f""#),
    ("\u{7F} é 世界 👩‍👩‍👧 \u{2028}", "\"\u{7F} é 世界 👩‍👩‍👧 \u{2028}\""),
  ])
  func jsonStringsEscapeQuotesBackslashesAndControls(text: String, json: String) {
    #expect(FormOutputFormat.jsonString(text) == json)
  }

  @Test func jsonKeepsTheFieldsOrder() {
    let values: FormValues = ["zeta": "1", "alpha": "2", "mid": "3"]
    #expect(FormOutputFormat.json.format(values) == #"{"zeta":"1","alpha":"2","mid":"3"}"#)
  }

  @Test(arguments: [
    ("plain", "'plain'"),
    ("", "''"),
    ("it's", #"'it'\''s'"#),
    ("$HOME `x` \\ \"q\"", "'$HOME `x` \\ \"q\"'"),
    ("two\nlines", "'two\nlines'"),
  ])
  func envValuesAreSingleQuoted(text: String, quoted: String) {
    #expect(FormOutputFormat.shellQuoted(text) == quoted)
  }

  @Test func envIsOneAssignmentPerField() {
    #expect(FormOutputFormat.env.format(["a": "1", "b": "x y"]) == "a='1'\nb='x y'")
  }
}
