import Testing
@testable import Progress

/// Reading `URL/CODE` as learners are given it.
@Suite struct RoomURLTests {
    @Test func theCodeIsReadInAnyCaseWithOrWithoutItsDash() throws {
        for text in ["http://127.0.0.1:8080/K7Q2-9XMD", "http://127.0.0.1:8080/k7q29xmd/", " http://127.0.0.1:8080/k7q2-9xmd "] {
            #expect(try RoomURL.parse(text) == RoomURL(server: "http://127.0.0.1:8080", code: "K7Q2-9XMD"))
        }
        #expect(try RoomURL.parse("http://127.0.0.1:8080/rooms/K7Q2-9XMD").server == "http://127.0.0.1:8080")
        #expect(try RoomURL.parse("https://rooms.example.org/workshop/ABCD-EFGH").server
                == "https://rooms.example.org/workshop")
    }

    @Test func anAddressWithoutSchemeOrCodeIsRefusedInWords() {
        #expect(throws: ProgressError(path: nil, message: "'127.0.0.1:8080/K7Q2-9XMD' is not a room address: it must start with "
                                  + "http:// or https://, like http://127.0.0.1:8080/K7Q2-9XMD", exitCode: 64)) {
            try RoomURL.parse("127.0.0.1:8080/K7Q2-9XMD")
        }
        #expect(throws: ProgressError(path: nil, message: "'http://127.0.0.1:8080' is not a room address: it must end with the room "
                                  + "code, like http://127.0.0.1:8080/K7Q2-9XMD", exitCode: 64)) {
            try RoomURL.parse("http://127.0.0.1:8080")
        }
        #expect(throws: ProgressError(path: nil, message: "'http://127.0.0.1:8080/K7Q2-9XMU' is not a room address: 'K7Q2-9XMU' "
                                  + "is not a room code: a code is 8 letters and digits, like K7Q2-9XMD", exitCode: 64)) {
            try RoomURL.parse("http://127.0.0.1:8080/K7Q2-9XMU")
        }
        #expect(throws: ProgressError.self) { try RoomURL.parse("ftp://host/K7Q2-9XMD") }
        #expect(throws: ProgressError.self) { try RoomURL.parse("http://host/nothing") }
    }

    @Test func lettersThatLookLikeDigitsAreReadAsTheServerReadsThem() throws {
        // Crockford's reading: O is 0, I and L are 1, so a code typed from a projector joins.
        #expect(try RoomURL.parse("http://127.0.0.1:8080/K7Q2-9XMO").code == "K7Q2-9XM0")
    }

    @Test func theFacilitatorPagesAddressWithItsTokenGivesTheRoom() throws {
        #expect(try RoomURL.parse("http://127.0.0.1:8080/rooms/k7q29xmd?token=x")
                == RoomURL(server: "http://127.0.0.1:8080", code: "K7Q2-9XMD"))
        #expect(try RoomURL.parse("http://127.0.0.1:8080/K7Q2-9XMD#top").code == "K7Q2-9XMD")
    }
}
