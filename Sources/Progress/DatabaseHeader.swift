/// What the first 100 bytes of a would-be progress file say, read without SQLite so that
/// nothing can be written to a file that is not ours.
public enum DatabaseHeader: Equatable, Sendable {
    /// A zero-length file: SQLite treats it as a new, empty database.
    case empty
    /// Not an SQLite database (wrong magic string, or shorter than a header).
    case notSQLite
    /// An SQLite database with this application id and user version in its header.
    case sqlite(applicationID: UInt32, userVersion: UInt32)

    /// SQLite's magic string, "SQLite format 3" and a NUL.
    static let magic: [UInt8] = Array("SQLite format 3".utf8) + [0]

    /// Classifies the bytes at the start of a file (pass at least 100 when the file has them).
    public static func classify(_ bytes: [UInt8]) -> DatabaseHeader {
        if bytes.isEmpty { return .empty }
        guard bytes.count >= 100, Array(bytes[0..<16]) == magic else { return .notSQLite }
        return .sqlite(applicationID: bigEndian(bytes, at: 68), userVersion: bigEndian(bytes, at: 60))
    }

    /// Whether the header carries axtutor's application id: an axtutor progress database.
    public var isProgressDatabase: Bool {
        if case .sqlite(let applicationID, _) = self {
            return applicationID == UInt32(bitPattern: ProgressSchema.applicationID)
        }
        return false
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
}
