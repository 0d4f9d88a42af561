import Testing
@testable import RoomServer

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

    @Test func secretsAreLongAndHashedAsHex() {
        let secret = Secret.random()
        #expect(secret.count == 43)
        #expect(!secret.contains("=") && !secret.contains("+") && !secret.contains("/"))
        #expect(Secret.random() != secret)
        #expect(Secret.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func databaseLocations() {
        #expect(DatabaseLocation("sqlite:/tmp/room.sqlite") == .sqlite(path: "/tmp/room.sqlite"))
        #expect(DatabaseLocation("postgres://u@h/db") == .postgres(url: "postgres://u@h/db"))
        #expect(DatabaseLocation("sqlite:") == nil)
        #expect(DatabaseLocation("mysql://h/db") == nil)
    }

    @Test func theRateLimiterRefillsOverTime() async {
        let limiter = RateLimiter(perSecond: 20)
        for _ in 0..<20 {
            #expect(await limiter.allow("ada", now: 100))
        }
        #expect(await !limiter.allow("ada", now: 100))
        #expect(await limiter.allow("grace", now: 100))
        for _ in 0..<5 {
            #expect(await limiter.allow("ada", now: 100.25))
        }
        #expect(await !limiter.allow("ada", now: 100.25))
    }
}
