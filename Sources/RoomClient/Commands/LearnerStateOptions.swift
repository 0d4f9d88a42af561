import ArgumentParser
import Foundation
import Presentation
import Progress

/// Whose progress database the learner commands use: the same folder and learner as axtutor
/// (`--state`, `AXTUTOR_STATE`, …; `--learner`, `AXTUTOR_LEARNER`, the login name).
public struct LearnerStateOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The folder of the progress database (default: axtutor's).", valueName: "dir"))
    public var state: String?

    @Option(help: "The local learner whose progress it is (default: $AXTUTOR_LEARNER or the login name).")
    public var learner: String?

    @Option(name: .customLong("course-id"), help: "The course the progress is for (default: the room's).")
    public var courseID: String?

    public init() {}

    /// The state folder, created when missing.
    func stateDirectory() throws -> String {
        try StateDirectory.prepare(flag: state, environment: ProcessInfo.processInfo.environment)
    }

    var learnerName: String {
        learner ?? LearnerName.resolve(environment: ProcessInfo.processInfo.environment)
    }

    /// The store for `course` (the file is shared by every course and learner).
    func store(course: String) throws -> ProgressStore {
        try ProgressStore.open(at: try stateDirectory(), learner: learnerName, course: course)
    }

    /// The store for `--course-id`, else for the course of the room the learner joined last.
    func storeOfLastRoom() throws -> ProgressStore {
        if let courseID { return try store(course: courseID) }
        let any = try store(course: "")
        guard let course = try any.courseOfLastRoom() else { return any }
        return try store(course: course)
    }
}

/// Ends a learner command on an error: the message on standard error, the status from the
/// error. It exits here, so that whichever root command runs it prints nothing more.
enum RoomExit {
    static func fail(_ error: any Error) -> Never {
        if let status = DiagnosticPrinter.report(error) { exit(status: status) }
        CommandErrors.printError("error: \(error)")
        exit(status: 1)
    }

    /// Flushes standard output and exits with `code`.
    static func exit(status code: Int32) -> Never {
        fflush(nil)
        Foundation.exit(code)
    }
}
