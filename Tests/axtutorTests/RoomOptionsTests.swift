import Foundation
import TestSupport
import Testing

/// The room's options belong to the commands that record a check, and only they offer them.
@Suite struct RoomOptionsTests {
    @Test func onlyLearnAndCheckOfferTheRoom() throws {
        for command in [["learn"], ["check"]] {
            #expect(try AxtutorBinary.run(command + ["--help"]).stdout.contains("--room <url/code>"), "\(command)")
        }
        for command in [["list"], ["new", "lesson"], ["verify"], ["progress"]] {
            let help = try AxtutorBinary.run(command + ["--help"]).stdout
            #expect(!help.contains("--room") && !help.contains("--share-statements"), "\(command)")
        }
    }

    @Test func aRoomGivenToACommandThatSendsNothingIsAUsageError() throws {
        let run = try AxtutorBinary.run(["--room", "http://127.0.0.1:9/K7Q2-9XMD", "list"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Unknown option '--room'"))
    }
}
