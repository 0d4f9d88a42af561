import Presentation
import Testing

/// The one JSON encoder configuration: sorted keys and unescaped slashes everywhere.
struct JSONOutputTests {
    private struct Sample: Encodable {
        let zebra = "a/b"
        let apple = 1
    }

    @Test func compactOutputHasSortedKeysAndPlainSlashes() throws {
        #expect(try JSONOutput.string(Sample(), pretty: false) == #"{"apple":1,"zebra":"a/b"}"#)
    }

    @Test func prettyOutputHasSortedKeysOneToALine() throws {
        #expect(try JSONOutput.string(Sample(), pretty: true) == """
            {
              "apple" : 1,
              "zebra" : "a/b"
            }
            """)
    }
}
