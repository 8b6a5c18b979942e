import Quire
import QuireTestSupport
import Testing

@Suite struct CaretMarkupTests {
  @Test(arguments: ["hel|lo", "he[ll|]o", "he[|ll]o", "|", "abc|"])
  func parseThenRenderGivesTheMarkupBack(markup: String) {
    let (text, selection) = CaretMarkup.parse(markup)
    #expect(CaretMarkup.render(text, selection) == markup)
  }

  @Test func selectionHeadFollowsTheBar() {
    let (text, selection) = CaretMarkup.parse("he[|ll]o")
    #expect(text == "hello")
    #expect(selection == TextSelection(anchor: ByteOffset(4), head: ByteOffset(2)))
  }
}
