import Foundation
import TestSupport
import Testing
@testable import RoomServer

/// The facilitator's page left open in headless Chromium while the room changes, driven over
/// Chromium's DevTools protocol by a small Node script: the token leaves the address, an unlock
/// shows in the page's pace without a reload, and when the room ends the page says so, aloud.
@Suite(.serialized, .enabled(if: Binaries.roomURL != nil && Chromium.path != nil && LivePage.node != nil,
                             "needs axtutor-room built, Debian's chromium and Node 20 or later"))
struct FacilitatorPageLiveTests {
    @Test func anOpenPageFollowsThePaceAndTheEnd() async throws {
        let folder = Fixtures.temporaryFolder("live-page")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try RoomServerProcess(course: Binaries.packageRoot.path, database: "\(folder)/room.sqlite",
                                           paced: true)
        defer { server.stop() }
        let token = try #require(server.announcement.facilitatorToken)
        let api = "\(server.server)/api/rooms/\(server.announcement.code)"
        let curl = "curl -s -o /dev/null -X POST -H 'Authorization: Bearer \(token)' -H 'Content-Type: application/json' -d '{}' "
        let page = server.announcement.facilitatorURL
        let report = try await offThePool {
            try LivePage.run(page: page, folder: folder, unlock: curl + "\(api)/unlock", end: curl + "\(api)/end")
        }
        #expect(report["url"] == "\(server.server)/rooms/\(server.announcement.code)", "the token left the address")
        #expect(report["before"] == "Unlocked lessons: concepts/name-role-value.")
        #expect(report["unlocked"] == "Unlocked lessons: concepts/name-role-value, traits/button.")
        #expect(report["ended"]?.hasPrefix("This room ended at ") == true)
        #expect(report["announcer"] == report["ended"], "the end is said in the live region")
    }
}

/// Headless Chromium with its DevTools port, and Node's WebSocket to drive it.
enum LivePage {
    /// Node, when it has a WebSocket (Node 20 behind a flag, 22 and later by itself).
    static let node: String? = {
        guard let path = ["/usr/bin/node", "/usr/local/bin/node"].first(where: FileManager.default.isExecutableFile),
              let run = try? ChildProcess.run(path, ["--experimental-websocket", "-e",
                                                     "process.exit(typeof WebSocket === 'function' ? 0 : 1)"]),
              run.status == 0 else { return nil }
        return path
    }()

    /// Opens `page`, runs `unlock`, then `end`, waiting (15 s at most each) for the page to
    /// show each; what it saw, by name.
    static func run(page: String, folder: String, unlock: String, end: String) throws -> [String: String] {
        let profile = folder + "/chromium"
        let chromium = try ChildProcess("/usr/bin/timeout", ["90", Chromium.path ?? "/usr/bin/chromium", "--headless",
                                                             "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
                                                             "--user-data-dir=\(profile)", "about:blank"])
        defer { chromium.terminate() }
        let script = folder + "/drive.js"
        try driver.write(toFile: script, atomically: true, encoding: .utf8)
        let run = try ChildProcess.run(node ?? "node", ["--experimental-websocket", script, profile, page],
                                       environment: ProcessInfo.processInfo.environment.merging(
                                           ["UNLOCK": unlock, "END": end]) { $1 })
        guard run.status == 0, let data = run.stdout.split(separator: "\n").last.map({ Data($0.utf8) }),
              let report = try? JSONDecoder().decode([String: String].self, from: data) else {
            throw RoomStoreError("the page driver failed (\(run.status)): \(run.stdout)\(run.stderr)")
        }
        return report
    }

    /// The Node script: finds Chromium's port in its profile, opens the page, and polls the DOM.
    static let driver = """
        const fs = require('fs'), { execSync } = require('child_process');
        const [,, profile, page] = process.argv;
        const sleep = ms => new Promise(r => setTimeout(r, ms));
        async function until(what, test) {
          for (let i = 0; i < 150; i++) { const v = await test(); if (v) { return v; } await sleep(100); }
          throw new Error('timed out waiting for ' + what);
        }
        (async () => {
          const port = await until('the DevTools port', () => {
            try { return fs.readFileSync(profile + '/DevToolsActivePort', 'utf8').split('\\n')[0]; } catch (e) { return null; }
          });
          const target = await until('a page', async () => {
            try { return (await (await fetch('http://127.0.0.1:' + port + '/json')).json()).find(t => t.type === 'page'); }
            catch (e) { return null; }
          });
          const ws = new WebSocket(target.webSocketDebuggerUrl);
          let id = 0; const waits = {};
          ws.onmessage = m => { const d = JSON.parse(m.data); if (d.id && waits[d.id]) { waits[d.id](d); } };
          await new Promise(r => ws.onopen = r);
          const send = (method, params) => new Promise(r => { const i = ++id; waits[i] = r; ws.send(JSON.stringify({ id: i, method, params })); });
          const value = async e => (await send('Runtime.evaluate', { expression: e, returnByValue: true })).result.result.value;
          const text = s => value("(document.querySelector('" + s + "') || {}).textContent || ''");
          await send('Page.navigate', { url: page });
          const report = {};
          report.before = await until('the pace', () => text('#unlocked'));
          report.url = await value('location.href');
          execSync(process.env.UNLOCK);
          report.unlocked = await until('the unlock', async () => { const t = await text('#unlocked'); return t.includes('traits/button') ? t : null; });
          execSync(process.env.END);
          report.ended = await until('the end', () => text('#ended'));
          report.announcer = await until('the announcement', async () => { const t = await text('#announcer'); return t.startsWith('This room ended') ? t : null; });
          console.log(JSON.stringify(report));
          process.exit(0);
        })().catch(e => { console.error(String(e)); process.exit(1); });
        """
}
