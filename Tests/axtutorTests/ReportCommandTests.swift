import Foundation
import Testing

@Suite struct ReportCommandTests {
    static let pack = AxtutorBinary.packageRoot.appendingPathComponent("Tests/CourseTests/Fixtures/pack").path

    /// A fresh state folder with one failed and one passing check on `switch-unlabelled`.
    static func stateWithTwoChecks() throws -> String {
        let state = NSTemporaryDirectory() + "axtutor-report-" + UUID().uuidString
        for label in ["Wifi", "Wi-Fi"] {
            _ = try AxtutorBinary.run(["check", "switch-unlabelled", "--course", pack, "--state", state, "--fix", "-"],
                                      stdin: "wifi.accessibilityLabel = \"\(label)\"\n")
        }
        return state
    }

    @Test func reportsTheChecksMadeWithTheRealBinary() throws {
        let state = try Self.stateWithTwoChecks()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let run = try AxtutorBinary.run(["report", "--course", Self.pack, "--state", state, "--format", "csv"])
        #expect(run.status == 0)
        let lines = run.stdout.components(separatedBy: "\r\n")
        #expect(lines.first == "exercise,lesson,title,status,done,attempts,failed_attempts,practice,hints_used,seconds")
        #expect(lines.contains { $0.hasPrefix("switch-unlabelled,controls/switch,The Wi-Fi switch has no name,done,true,2,1,0,") })
    }

    @Test func writesJUnitToAFile() throws {
        let state = try Self.stateWithTwoChecks()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = NSTemporaryDirectory() + "axtutor-report-\(UUID().uuidString).xml"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try AxtutorBinary.run(["report", "--course", Self.pack, "--state", state, "--format", "junit",
                                         "--output", file])
        #expect(run.status == 0)
        #expect(run.stdout == "Wrote the junit report to \(file).\n")
        let xml = try String(contentsOfFile: file, encoding: .utf8)
        #expect(xml.contains("<testsuites name=\"Fixture course\" tests=\"3\" failures=\"0\" errors=\"0\" skipped=\"2\""))
    }

    @Test func anUnknownFormatNamesTheOnesThereAre() throws {
        let run = try AxtutorBinary.run(["report", "--format", "xml", "--course", Self.pack])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Please provide one of 'text', 'json', 'csv' or 'junit'."))
    }

    @Test func aReportThatCannotBeWrittenSaysWhere() throws {
        let run = try AxtutorBinary.run(["report", "--course", Self.pack, "--output", "/nonexistent-folder/r.xml"])
        #expect(run.status == 73)
        #expect(run.stderr == "/nonexistent-folder/r.xml: error: cannot write the report: there is no folder /nonexistent-folder\n")
    }
}
