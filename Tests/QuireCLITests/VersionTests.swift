import Quire
import Testing

@Suite struct VersionTests {
  @Test func versionIsSemantic() {
    #expect(QuireInfo.version.split(separator: ".").count == 3)
  }
}
