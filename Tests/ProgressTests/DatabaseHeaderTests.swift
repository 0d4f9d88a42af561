import Testing
@testable import Progress

@Suite struct DatabaseHeaderTests {
    private func header(applicationID: UInt32, userVersion: UInt32) -> [UInt8] {
        var bytes = Array("SQLite format 3".utf8) + [0] + [UInt8](repeating: 0, count: 84)
        for shift in 0..<4 {
            bytes[60 + shift] = UInt8(truncatingIfNeeded: userVersion >> (24 - 8 * shift))
            bytes[68 + shift] = UInt8(truncatingIfNeeded: applicationID >> (24 - 8 * shift))
        }
        return bytes
    }

    @Test func anEmptyFileIsANewDatabase() {
        #expect(DatabaseHeader.classify([]) == .empty)
    }

    @Test func textOrAShortFileIsNotSQLite() {
        #expect(DatabaseHeader.classify(Array("hello".utf8)) == .notSQLite)
        #expect(DatabaseHeader.classify(Array(header(applicationID: 1, userVersion: 1)[0..<99])) == .notSQLite)
        var damaged = header(applicationID: 1, userVersion: 1)
        damaged[3] = 0x21
        #expect(DatabaseHeader.classify(damaged) == .notSQLite)
    }

    @Test func theApplicationIDAndUserVersionAreReadBigEndian() {
        #expect(DatabaseHeader.classify(header(applicationID: 0x4158_5455, userVersion: 258))
                == .sqlite(applicationID: 0x4158_5455, userVersion: 258))
    }
}
