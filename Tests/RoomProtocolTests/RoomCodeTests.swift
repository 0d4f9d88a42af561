import Testing
import RoomProtocol

/// Room codes as the room makes them and as people type them (docs/room-api.md, Identifiers).
@Suite struct RoomCodeTests {
    @Test func randomCodesUseTheAlphabetAndShowADash() {
        for _ in 0..<200 {
            let code = RoomCode.random()
            #expect(code.value.count == 8)
            #expect(code.value.allSatisfy { RoomCode.alphabet.contains($0) })
            #expect(code.description.count == 9)
            #expect(Array(code.description)[4] == "-")
            #expect(RoomCode(code.description) == code)
        }
    }

    @Test func codesAreReadAsPeopleTypeThem() {
        #expect(RoomCode("k7q2-9xmd")?.description == "K7Q2-9XMD")
        #expect(RoomCode("K7Q29XMD")?.description == "K7Q2-9XMD")
        #expect(RoomCode("OIL2-9XMD")?.description == "0112-9XMD")
    }

    @Test func otherTextIsNoCode() {
        #expect(RoomCode("K7Q2-9XM") == nil)
        #expect(RoomCode("K7Q2-9XMDD") == nil)
        #expect(RoomCode("K7Q2-9XMU") == nil)
        #expect(RoomCode("") == nil)
        #expect(RoomCode(String(repeating: "-", count: 100) + "K7Q29XMD") == nil)
    }

    @Test func codesAreNormalized() {
        #expect(RoomCode("k7q29xmd")?.description == "K7Q2-9XMD")
        #expect(RoomCode("K7Q2--9XMD") == nil)
        #expect(RoomCode("K7Q2-9XM") == nil)
        #expect(RoomCode("ILOU-0000") == nil)
        #expect(RoomCode(String(repeating: "-", count: 100) + "K7Q29XMD") == nil)
    }

    @Test func lettersThatLookLikeDigitsAreReadAsTheServerReadsThem() {
        // Crockford's reading: O is 0, I and L are 1, so a code typed from a projector joins.
        #expect(RoomCode("oil2-9xmd")?.description == "0112-9XMD")
    }
}
