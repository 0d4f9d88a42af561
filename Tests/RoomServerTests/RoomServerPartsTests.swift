import Testing
@testable import RoomServer

/// The server's secrets, database locations and rate limiter.
@Suite struct RoomServerPartsTests {
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
