import ArgumentParser

/// `room-load URL/CODE --token FTOKEN [--learners 200] [--seconds 300] [--interval 6]`, read
/// by swift-argument-parser as the other commands are (so it has `--help`, and the manual
/// generator can read it). `main.swift` parses it and does the work.
struct LoadOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "room-load",
        abstract: "Play many learners against a room on this machine and report the latency of their checks.")

    @Argument(help: "The room on this machine: http://127.0.0.1:PORT/CODE.")
    var room: String

    @Option(help: "The facilitator's token.")
    var token: String

    @Option(help: "How many learners join (1 to 1,000).")
    var learners = 200

    @Option(help: "How long the learners check, in seconds (at most 3,600).")
    var seconds = 300.0

    /// Seconds between two checks of one learner.
    @Option(help: "Seconds between two checks of one learner.")
    var interval = 6.0

    func validate() throws {
        guard (1...1000).contains(learners) else { throw ValidationError("--learners must be 1 to 1000") }
        guard seconds > 0, seconds <= 3600 else { throw ValidationError("--seconds must be more than 0, at most 3600") }
        guard interval > 0 else { throw ValidationError("--interval must be more than 0") }
    }
}
