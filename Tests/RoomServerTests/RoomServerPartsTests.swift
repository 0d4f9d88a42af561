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

    /// A token is typed after `--token`: one starting with `-` would read as an option (and
    /// failed a room end-to-end test now and then, exit 64). A draw that starts so is redrawn.
    @Test func aSecretNeverStartsWithADash() {
        /// Gives 0xF8 first (a secret starting `-`), then counts up.
        struct DashFirst: RandomNumberGenerator {
            var counter: UInt64 = 0
            var calls = 0
            mutating func next() -> UInt64 {
                calls += 1
                counter &+= 0x0101_0101_0101_0101
                return calls == 1 ? 0xF8F8_F8F8_F8F8_F8F8 : counter
            }
        }
        var generator = DashFirst()
        let secret = Secret.random(using: &generator)
        #expect(secret.first != "-")
        #expect(secret.count == 43)
        #expect(generator.calls > 32, "the first draw started with '-' and was made again")
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
