import AXModel
import Foundation

/// Why the progress store could not be opened or written, said the way a `Diagnostic` says it:
/// the file first, then what is wrong and what to do; `exitCode` follows sysexits.h.
public struct ProgressError: DiagnosticConvertible, Equatable, Sendable, CustomStringConvertible {
    /// The file or folder the problem is about; nil when there is none to name.
    public var path: String?
    public var message: String
    /// 65 bad data, 73 cannot create, 74 input/output error.
    public var exitCode: Int32

    public init(path: String?, message: String, exitCode: Int32) {
        self.path = path
        self.message = message
        self.exitCode = exitCode
    }

    /// The problem as the one printer shows it: `PATH: error: message`.
    public var diagnostic: Diagnostic {
        Diagnostic(file: path, message: message, exitCode: exitCode, showsSource: false)
    }

    public var description: String { diagnostic.rendered }
    public var diagnostics: [Diagnostic] { [diagnostic] }

    /// The file exists but is not an SQLite database, or its header is damaged.
    static func notADatabase(_ path: String) -> ProgressError {
        ProgressError(
            path: path,
            message: "not an axtutor progress database: the file is not SQLite or is damaged; "
                + "it was left as it is (move it away to start afresh, or choose another folder with --state DIR)",
            exitCode: 65)
    }

    /// The file is a healthy SQLite database that belongs to another program.
    static func foreignDatabase(_ path: String) -> ProgressError {
        ProgressError(
            path: path,
            message: "not an axtutor progress database: it is another program's SQLite database; "
                + "it was left as it is (choose another folder with --state DIR)",
            exitCode: 65)
    }

    /// The file was written by a later axtutor whose schema this one does not know.
    static func newerSchema(_ path: String, found: Int, known: Int) -> ProgressError {
        ProgressError(
            path: path,
            message: "the progress database has schema version \(found), newer than this axtutor knows (\(known)); "
                + "it was left as it is (update axtutor)",
            exitCode: 65)
    }

    /// The file holds a migration this axtutor does not know: a later axtutor changed it.
    static func unknownMigration(_ path: String, _ migration: String) -> ProgressError {
        ProgressError(
            path: path,
            message: "the progress database was changed by a newer axtutor (migration '\(migration)', "
                + "which this one does not know); it was left as it is (update axtutor)",
            exitCode: 65)
    }

    /// A row holds a value its column cannot hold: `problem` says what (`holds text where a
    /// time belongs`). Nothing is written to a file found damaged.
    static func damagedRow(_ path: String, table: String, row: Int64?, column: String, problem: String) -> ProgressError {
        let place = "table \(table)" + (row.map { ", row \($0)" } ?? "") + ", column \(column)"
        return ProgressError(
            path: path,
            message: "the progress database is damaged: \(place) \(problem); it was left as it is "
                + "(mend or delete that row with sqlite3, move the file away to start afresh, "
                + "or choose another folder with --state DIR)",
            exitCode: 65)
    }

    /// The database could not be opened, read or written for a reason outside its content.
    static func inputOutput(_ path: String, _ reason: String) -> ProgressError {
        ProgressError(path: path, message: "cannot use the progress database: \(reason)", exitCode: 74)
    }

    /// The state folder could not be created.
    static func cannotCreateFolder(_ path: String, _ reason: String) -> ProgressError {
        ProgressError(path: path, message: "cannot create the state folder: \(reason)", exitCode: 73)
    }

    /// The state folder named looks like a database file's name (`--state progress.sqlite`).
    static func stateFolderNamedAsFile(_ path: String) -> ProgressError {
        ProgressError(path: path, message: "the state is a folder, and progress.sqlite is kept inside it: "
                          + "name the folder, as in --state \(StateDirectory.folder(of: path))", exitCode: 64)
    }

    /// Neither a flag nor the environment names a place for the state folder.
    static let noStateFolder = ProgressError(
        path: nil,
        message: "no folder for progress: set HOME, XDG_STATE_HOME or AXTUTOR_STATE, or pass --state DIR",
        exitCode: 73)

    /// `--room` names no room: `reason` says what is wrong with it.
    static func badRoomURL(_ text: String, _ reason: String) -> ProgressError {
        ProgressError(path: nil, message: "'\(text)' is not a room address: \(reason)", exitCode: 64)
    }
}
