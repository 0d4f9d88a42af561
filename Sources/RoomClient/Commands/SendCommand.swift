import ArgumentParser
import Foundation
import Progress

/// `axtutor-room send`: sends the results waiting in the outbox to their rooms; axtutor starts
/// it in the background after each check. Exits 0 when the outbox is empty of sendable
/// results, 69 when a room could not be reached (the rest waits for the next run).
public struct SendCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "send", abstract: "Send the check results waiting in the outbox (axtutor does this for you).")

    @Option(help: ArgumentHelp("Seconds each request may wait for the room, connecting included, before the results are kept "
                + "for later (more than 0, at most 3600)."))
    var timeout: Double = 5

    @Flag(help: "Print nothing (axtutor's background runs).")
    var quiet = false

    @OptionGroup var options: LearnerStateOptions

    public init() {}

    public func validate() throws {
        guard RoomHTTP.isUsableTimeout(timeout) else {
            throw ValidationError(RoomHTTP.unusableTimeout(timeout).message)
        }
    }

    public func run() throws {
        let report: ResultSender.Report
        do {
            let directory = try options.stateDirectory()
            let store = try ProgressStore.open(at: directory, learner: options.learnerName,
                                               course: options.courseID ?? "")
            report = try ResultSender.drain(store, stateDirectory: directory, timeout: timeout)
        } catch {
            RoomExit.fail(error)
        }
        if !quiet { print(Self.summary(report)) }
        if let stopped = report.stopped {
            if quiet { RoomExit.exit(status: stopped.exitCode) }
            RoomExit.fail(stopped)
        }
    }

    /// `sent 3 results, 1 already there, 0 refused` in words.
    static func summary(_ report: ResultSender.Report) -> String {
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        var parts = ["sent " + count(report.sent, "result")]
        if report.alreadyStored > 0 { parts.append("\(report.alreadyStored) already in the room") }
        if report.held > 0 { parts.append("\(report.held) held by the room for now (sent again later; see axtutor progress)") }
        if report.refused > 0 { parts.append("\(report.refused) refused (see axtutor progress)") }
        return parts.joined(separator: ", ")
    }
}
