import QuireText
import Testing

@Suite struct TextStorageContractTests {
  @Test(arguments: [
    ("", 1),
    ("a", 1),
    ("a\n", 2),
    ("a\r\nb", 2),
    ("a\rb\rc", 3),
    ("\n\n", 3),
  ])
  func countsLinesForEveryLineBreakKind(text: String, lines: Int) {
    #expect(TextStorage(text).lineCount == lines)
  }

  @Test func lineEndStopsBeforeCRLF() {
    let text = TextStorage("ab\r\ncd")
    #expect(text.lineEnd(LineNumber(0)) == ByteOffset(2))
    #expect(text.lineStart(LineNumber(1)) == ByteOffset(4))
  }

  @Test func replaceReturnsAChangeWhoseInverseUndoesIt() {
    var text = TextStorage("hello world")
    let change = text.replace(ByteOffset(0)..<ByteOffset(5), with: "goodbye")
    #expect(text.string == "goodbye world")
    text.apply(change.inverted())
    #expect(text.string == "hello world")
  }
}
