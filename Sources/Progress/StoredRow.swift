import Foundation
import GRDB

/// One row of a progress table, read column by column from SQLite's own storage classes: a
/// value of the wrong type or out of range (text where a time belongs, `1e300` hints) throws
/// `ProgressError.damagedRow`, naming the table, the row and the column, where GRDB's
/// subscripts would stop the program.
struct StoredRow {
    let row: Row
    let table: String
    /// The database file, for the error.
    let path: String

    /// Times are seconds since 1970, up to the end of the year 9999.
    static let times: ClosedRange<Double> = 0...253_402_300_799
    /// Durations, in seconds either way (a clock set back gives a negative one): a century.
    static let durations: ClosedRange<Double> = -3_155_760_000...3_155_760_000
    /// Counts (hints, attempts, seconds in the outbox): never negative, never near overflow.
    static let counts: ClosedRange<Int64> = 0...Int64(Int32.max)

    /// The row's `rowid`, for the error; nil when not selected. (SQLite names the column `id`
    /// in a table whose `id` is its INTEGER PRIMARY KEY.)
    var rowID: Int64? {
        for name in ["rowid", "id"] {
            if case .int64(let id) = value(name).storage { return id }
        }
        return nil
    }

    func text(_ column: String) throws(ProgressError) -> String {
        guard let text = try optionalText(column) else { throw damaged(column, "holds nothing where text belongs") }
        return text
    }

    func optionalText(_ column: String) throws(ProgressError) -> String? {
        switch value(column).storage {
        case .null: return nil
        case .string(let text): return text
        case let other: throw damaged(column, "holds \(Self.describe(other)) where text belongs")
        }
    }

    /// A count within `counts`; a REAL is taken when it is a whole number in range.
    func count(_ column: String) throws(ProgressError) -> Int {
        let number: Int64?
        switch value(column).storage {
        case .int64(let integer): number = integer
        case .double(let real): number = real.rounded() == real && real.magnitude < 1e15 ? Int64(real) : nil
        case let other: throw damaged(column, "holds \(Self.describe(other)) where a count belongs")
        }
        guard let number, Self.counts.contains(number) else {
            throw damaged(column, "holds \(Self.describe(value(column).storage)), out of range for a count")
        }
        return Int(number)
    }

    /// SQLite's booleans: a number, true unless zero.
    func flag(_ column: String) throws(ProgressError) -> Bool {
        guard let flag = try optionalFlag(column) else { throw damaged(column, "holds nothing where yes or no belongs") }
        return flag
    }

    func optionalFlag(_ column: String) throws(ProgressError) -> Bool? {
        switch value(column).storage {
        case .null: return nil
        case .int64(let integer): return integer != 0
        case .double(let real) where real.isFinite: return real != 0
        case let other: throw damaged(column, "holds \(Self.describe(other)) where yes or no (1 or 0) belongs")
        }
    }

    /// A moment, stored as seconds since 1970.
    func time(_ column: String) throws(ProgressError) -> Date {
        Date(timeIntervalSince1970: try number(column, in: Self.times, what: "a time"))
    }

    /// A duration in seconds.
    func seconds(_ column: String) throws(ProgressError) -> TimeInterval {
        try number(column, in: Self.durations, what: "a number of seconds")
    }

    private func number(_ column: String, in range: ClosedRange<Double>, what: String) throws(ProgressError) -> Double {
        let number: Double
        switch value(column).storage {
        case .int64(let integer): number = Double(integer)
        case .double(let real): number = real
        case let other: throw damaged(column, "holds \(Self.describe(other)) where \(what) belongs")
        }
        guard range.contains(number) else {
            throw damaged(column, "holds \(Self.describe(value(column).storage)), out of range for \(what)")
        }
        return number
    }

    /// The column's value as SQLite stores it; NULL when the row has no such column.
    private func value(_ column: String) -> DatabaseValue {
        (try? row.decode(DatabaseValue.self, forColumn: column)) ?? .null
    }

    func damaged(_ column: String, _ problem: String) -> ProgressError {
        ProgressError.damagedRow(path, table: table, row: rowID, column: column, problem: problem)
    }

    /// A stored value in words, without echoing text or bytes (they may be anything).
    static func describe(_ storage: DatabaseValue.Storage) -> String {
        switch storage {
        case .null: "nothing (NULL)"
        case .int64(let integer): "the number \(integer)"
        case .double(let real): "the number \(real)"
        case .string: "text"
        case .blob(let data): "a blob of \(data.count) bytes"
        }
    }
}

extension Database {
    /// Every row `sql` selects from `table`, each decoded by `decode` with damage reported.
    @discardableResult
    func storedRows<T>(_ table: String, path: String, sql: String, arguments: StatementArguments = [],
                       _ decode: (StoredRow) throws -> T) throws -> [T] {
        var decoded: [T] = []
        let rows = try Row.fetchCursor(self, sql: sql, arguments: arguments)
        while let row = try rows.next() {
            decoded.append(try decode(StoredRow(row: row, table: table, path: path)))
        }
        return decoded
    }
}
