import Foundation
import TestSupport
import Testing
@testable import RoomServer

/// The facilitator's page of a real `axtutor-room serve`, rendered by headless Chromium (from
/// Debian's `chromium`): its script runs without an error, the DOM after it ran keeps the
/// headings and the table, and a screenshot is kept in `.build/screenshots/`.
@Suite(.serialized, .enabled(if: Binaries.roomURL != nil && Chromium.path != nil,
                             "needs axtutor-room built and Debian's chromium installed"))
struct FacilitatorPageInChromiumTests {
    @Test func thePageRendersWithItsTableAndAScreenshotIsTaken() async throws {
        let folder = Fixtures.temporaryFolder("chromium")
        let server = try RoomServerProcess(course: Binaries.packageRoot.path, database: "\(folder)/room.sqlite")
        defer { server.stop() }
        let code = server.announcement.code
        let page = server.announcement.facilitatorURL
        let base = server.server
        for (name, passed) in [("Ada", true), ("Grace", false), ("Linus", false)] {
            let join = try Curl.send("POST", "\(base)/api/rooms/\(code)/learners", body: #"{"name": "\#(name)"}"#)
            let secret = try #require(join.json["secret"] as? String)
            let body = """
                {"id": "\(UUID())", "exercise": "nrv-custom-save-card", "passed": \(passed),
                 "attempts": 1, "hintsUsed": 0, "seconds": 30, "at": "\(RouteClient.now())"}
                """
            _ = try Curl.send("POST", "\(base)/api/rooms/\(code)/results", bearer: secret, body: body)
        }

        let dom = try await offThePool { try Chromium.run(["--dump-dom", page]) }
        #expect(dom.status == 0)
        #expect(!dom.stderr.contains("Uncaught"), "the page's script failed: \(dom.stderr)")
        #expect(dom.stdout.contains("<h1"))
        #expect(dom.stdout.contains("<table"))
        #expect(dom.stdout.contains("<th scope=\"row\">Grace</th>"))
        #expect(dom.stdout.contains("aria-live=\"polite\""))

        let shots = Binaries.packageRoot.appendingPathComponent(".build/screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let png = shots.appendingPathComponent("facilitator-page.png")
        try? FileManager.default.removeItem(at: png)
        let shot = try await offThePool { try Chromium.run(["--screenshot=\(png.path)", "--window-size=1280,900", page]) }
        #expect(shot.status == 0)
        let bytes = try Data(contentsOf: png)
        #expect(bytes.count > 10_000)
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }
}

/// Headless Chromium from Debian's package, run once per call with its own profile.
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static func run(_ arguments: [String]) throws -> ChildOutput {
        let profile = Fixtures.temporaryFolder("chromium-profile")
        defer { try? FileManager.default.removeItem(atPath: profile) }
        // --no-sandbox: the tests may run as root, where Chromium refuses its sandbox. No
        // --virtual-time-budget: with the page's event stream open it never runs out. `timeout`
        // bounds a Chromium that hangs.
        return try Binaries.run(URL(fileURLWithPath: "/usr/bin/timeout"),
                                ["60", path ?? "/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu",
                                 "--hide-scrollbars", "--user-data-dir=\(profile)", "--enable-logging=stderr",
                                 "--v=0"] + arguments)
    }
}
