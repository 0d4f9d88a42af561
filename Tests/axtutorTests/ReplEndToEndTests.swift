import Foundation
import Presentation
import TestSupport
import Testing

/// The learner's journey through the real binary: in a terminal (tmux) and through a pipe.
@Suite(.serialized) struct ReplEndToEndTests {
    let pack = AxtutorBinary.packageRoot.appendingPathComponent("Tests/CourseTests/Fixtures/pack").path
    let state = FileManager.default.temporaryDirectory
        .appendingPathComponent("axtutor-e2e-\(UUID().uuidString)").path
    let environment = ["NO_COLOR": "1", "TERM": "xterm", "AXTUTOR_LEARNER": "e2e", "HOME": "/nonexistent"]

    func start() throws -> TerminalSession {
        guard let binary = AxtutorBinary.url else { throw AxtutorBinary.NotBuilt() }
        return try TerminalSession([binary.path, "--course", pack, "--state", state], environment: environment)
    }

    @Test(.enabled(if: TerminalSession.available)) func theJourneyInATerminal() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        do {
            let terminal = try start()
            try terminal.waitFor("Welcome to the fixture course.")
            try terminal.waitFor("Exercise 1 of 3: The settings title is not a heading")
            try terminal.waitFor("header-missing-trait> ")

            try terminal.enter("title.accessibilityTraits.insert(.button)")
            try terminal.waitFor("applied 1 statement")
            try terminal.enter("check")
            try terminal.waitFor("check: not yet (0 of 1 expected lines heard)")
            let failed = try terminal.waitFor("heard:    Settings, button")
            #expect(failed.contains("wrong expected: Settings, heading"))

            try terminal.enter("hint")
            try terminal.waitFor("Hint 1 of 2: Headings are a trait.")
            try terminal.enter("undo")
            try terminal.waitFor("took back: title.accessibilityTraits.insert(.button)")

            try terminal.type("this line is abandoned")
            try terminal.press("C-c")
            try terminal.waitFor("(line abandoned; type 'quit' or press Ctrl-D to leave)")

            // Ctrl-D inside an open bracket abandons the statement, as Ctrl-C does; the run goes on.
            try terminal.enter("title.accessibilityTraits.insert(")
            try terminal.press("C-d")
            try terminal.waitFor("(the unfinished statement is abandoned, its brackets still open; press Ctrl-D again to leave)")

            try terminal.type("tit")
            try terminal.press("Tab")
            try terminal.waitFor("header-missing-trait> title", count: 1)
            try terminal.type(".accessibilityTraits.insert(.header)")
            try terminal.press("Enter")
            try terminal.waitFor("applied 1 statement", count: 2)
            try terminal.enter("check")
            try terminal.waitFor("check: passed (1 of 1 expected lines heard)")
            try terminal.waitFor("  title.accessibilityTraits.insert(.header)")
            try terminal.waitFor(".accessibilityAddTraits(.isHeader)")
            try terminal.enter("quit")
            try terminal.waitFor("Your progress is saved.")
        }
        do {
            let terminal = try start()
            let screen = try terminal.waitFor("Exercise 2 of 3: The theme switch says its name twice")
            #expect(!screen.contains("Welcome to the fixture course."))
            try terminal.waitFor("switch-duplicate-name> ")
            try terminal.enter("goto switch-unlabelled")
            try terminal.waitFor("switch-unlabelled> ")
            try terminal.enter("wifi.accessibilityLabel = \"Wi-Fi\"")
            try terminal.enter("check")
            try terminal.waitFor("check: passed")
            kill(try terminal.pid(), SIGKILL)
        }
        let progress = try pipe("", ["progress", "--json", "--course", pack, "--state", state])
        #expect(progress.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(progress.stdout.utf8)) as? [String: Any]
        let rows = document?["exercises"] as? [[String: Any]] ?? []
        #expect(rows.map { $0["id"] as? String } == ["header-missing-trait", "switch-duplicate-name", "switch-unlabelled"])
        #expect(rows.map { $0["done"] as? Bool } == [true, false, true])
        #expect(rows.first?["attempts"] as? Int == 2)
        #expect(rows.first?["hintsUsed"] as? Int == 1)
    }

    /// Ctrl-\\ (SIGQUIT) leaves like Ctrl-D: no crash report from the runtime, which is
    /// switched on here so that the test does not depend on the environment.
    @Test(.enabled(if: TerminalSession.available)) func ctrlBackslashLeavesWithoutACrashReport() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        guard let binary = AxtutorBinary.url else { throw AxtutorBinary.NotBuilt() }
        var environment = environment
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no"
        // A shell reports the exit status (tmux's own "Pane is dead" line is not always drawn);
        // it ignores the SIGQUIT that Ctrl-\\ sends to the whole foreground group.
        let terminal = try TerminalSession(["/bin/sh", "-c", #"trap : QUIT; "$0" "$@"; echo "exit status $?""#,
                                            binary.path, "--course", pack, "--state", state], environment: environment)
        try terminal.waitFor("header-missing-trait> ")
        try terminal.type("half a line")
        try terminal.waitFor("half a line")
        try terminal.press("C-\\")
        let screen = try terminal.waitFor("exit status")
        #expect(screen.contains("header-missing-trait> half a line\nYour progress is saved. Type "))
        #expect(screen.contains(" to carry on.\nexit status 0"))
        #expect(!screen.contains("crashed") && !screen.contains("Backtrace"))
    }

    /// Piped input that ends inside an open bracket says the statement was not run.
    @Test func aPipedRunEndingInsideABracket() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        for input in ["title.accessibilityTraits.insert(\n", "title\n.accessibilityHeading(.h2\n"] {
            let run = try pipe(input, ["--course", pack, "--state", state])
            #expect(run.status == 0)
            #expect(run.stdout.contains("(the unfinished statement at the end was not run: its brackets never closed)"), "\(input)")
        }
    }

    @Test func aPipedRun() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let run = try pipe("""
            swipe right
            title.accessibilityTraits.insert(.heading)
            title.accessibilityTraits.insert(
            check
              .header)
            check
            next
            caption
            .accessibilityHidden(true)
            caption.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete) { _ in true }]
            list
            """, ["--course", pack, "--state", state])
        #expect(run.status == 0)
        // A command inside an open bracket is a forgotten close: said, not run, not kept.
        #expect(run.stdout.contains("(the statement goes on until its brackets close; Ctrl-C abandons it)"))
        #expect(run.stdout.contains("(still inside an open bracket: close it, or press Ctrl-C to abandon the statement; 'check' was not run)"))
        #expect(run.stdout.contains("Exercise 1 of 3: The settings title is not a heading"))
        #expect(run.stdout.contains("<input>:1:34: error: unknown trait '.heading' — did you mean '.header'?"))
        #expect(run.stdout.contains("check: passed (1 of 1 expected lines heard)"))
        #expect(run.stdout.contains("Exercise 2 of 3: The theme switch says its name twice"))
        #expect(run.stdout.contains("  header-missing-trait   done         The settings title is not a heading"))
        // A view's name alone waits for its modifiers, each line starting with '.', until a line
        // that does not (which then runs too); a string left open is reported at once.
        #expect(run.stdout.contains("(the view's modifiers go on the next lines, each starting with '.'; an empty line ends "
                                    + "them; Ctrl-C abandons it)"))
        #expect(run.stdout.contains("<input>:2:2: error: 'caption' is a UILabel, a UIKit view"))
        #expect(run.stdout.contains("<input>:1:73: error: unterminated string"))
        #expect(!run.stdout.contains("unknown command 'caption'"))
        // The farewell says the command that carries on as this run started: the program, its course and state.
        #expect(run.stdout.hasSuffix("Your progress is saved. Type \(ShellWord.quoted(AxtutorBinary.url?.path ?? "")) learn --course "
                                     + "\(ShellWord.quoted(pack)) --state \(ShellWord.quoted(state)) to carry on.\n"))
        #expect(!run.stdout.contains("\u{1B}"))
    }

    /// Statements typed and not checked are kept: the next run applies them again, says so, and
    /// `undo` still takes them back; one the exercise no longer takes is named and left out.
    @Test func statementsNotCheckedSurviveTheRun() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = try pipe("title.accessibilityTraits.insert(.button)\n", ["--course", pack, "--state", state])
        #expect(first.status == 0)
        let second = try pipe("check\nundo\nreset\n", ["--course", pack, "--state", state])
        #expect(second.stdout.contains("Your statement from last time is applied again ('undo' takes back the last, 'reset' all)."))
        #expect(second.stdout.contains("heard:    Settings, button"))
        #expect(second.stdout.contains("took back: title.accessibilityTraits.insert(.button)"))
        let third = try pipe("check\n", ["--course", pack, "--state", state])
        #expect(!third.stdout.contains("from last time"), "taken back, so not kept")
        #expect(third.stdout.contains("heard:    Settings"))
    }

    /// A SwiftUI view's modifiers, one a line after its name, are one chain: every line starting
    /// with '.' is added, and an empty line or the input's end runs it (a learner's second line was
    /// read alone, without its view).
    @Test func aModifierChainTakesEveryDotLine() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let course = AxtutorBinary.packageRoot.path
        let run = try pipe("""
            methodTitle
                .accessibilityAddTraits(.isHeader)
                .accessibilityHeading(.h2)

            ingredientsTitle
                .accessibilityAddTraits(.isHeader)
                .accessibilityHeading(.h2)
            """, ["learn", "header-swiftui-heading-levels", "--course", course, "--state", state])
        #expect(run.status == 0)
        #expect(run.stdout.components(separatedBy: "applied 2 statements").count == 3)
        #expect(!run.stdout.contains("needs the view it modifies"))
        // A command inside the chain's open bracket is a forgotten close: said, not run, not kept.
        let open = try pipe("methodTitle\n    .accessibilityAction(named: \"Read\") {\ncheck\n    }\n\n",
                            ["learn", "header-swiftui-heading-levels", "--course", course, "--state", state])
        #expect(open.stdout.contains("(still inside an open bracket: close it, or press Ctrl-C to abandon the statement; "
                                     + "'check' was not run)"))
        #expect(open.stdout.contains("applied 1 statement"))
        // A SwiftUI `Text("…")` written again alone waits for its modifiers as a view's name does.
        let text = try pipe("Text(\"Method\")\n    .font(.title2)\n    .accessibilityAddTraits(.isHeader)\n\n",
                            ["learn", "header-swiftui-heading-levels", "--course", course, "--state", state])
        #expect(text.stdout.contains("(the view's modifiers go on the next lines"))
        #expect(text.stdout.contains("applied 1 statement"), "the look modifier changes nothing and is not counted")
        #expect(!text.stdout.contains("error:"))
        // So does a SwiftUI `Button("…") { … }`, on one line or several.
        let button = try pipe("Button(\"Add address\") {\n}\n    .disabled(true)\n\nButton(\"Add address\") { }\n    .disabled(false)\n\n",
                              ["learn", "not-enabled-swiftui-switch", "--course", course, "--state", state])
        #expect(button.stdout.components(separatedBy: "(the view's modifiers go on the next lines").count == 3)
        #expect(!button.stdout.contains("error:"))
        // And `Button { … } label: { … }` over several lines (a learner's modifier after it was told it had no view).
        let labelled = try pipe("Button {\n} label: {\n    Text(\"Add address\")\n}\n    .disabled(true)\n\n",
                                ["learn", "not-enabled-swiftui-switch", "--course", course, "--state", state])
        #expect(labelled.stdout.contains("(the view's modifiers go on the next lines"))
        #expect(!labelled.stdout.contains("error:"))
        // A Button written wrong is told at once, not after the next line.
        let wrong = try pipe("Button(\"Add address\") { count += }\n", ["learn", "not-enabled-swiftui-switch", "--course", course,
                                                                       "--state", state])
        #expect(wrong.stdout.contains("error:") && !wrong.stdout.contains("(the view's modifiers go on the next lines"))
        let look = try pipe("Text(\"Method\").font(.title2)\n", ["learn", "header-swiftui-heading-levels", "--course", course,
                                                                 "--state", state])
        #expect(look.stdout.contains("applied: nothing VoiceOver hears changed (the modifiers only change how the view looks)"))
        // A view's id alone, with no modifier after it, says it is a view and what to write.
        let alone = try pipe("clear\nshow\n", ["learn", "direct-interaction-signature-pad", "--course", course, "--state", state])
        #expect(alone.stdout.contains("error: 'clear' is a view of the screen, not a command: write what to change after it, "
                                      + "as in clear.accessibilityLabel = \"…\""))
        #expect(alone.stdout.contains("clear (UIButton)"), "the command after it runs")
        // Kotlin has no such chain: a Compose node's name alone is not told to wait for modifiers.
        let android = try pipe("episode12\n", ["learn", "android-episode-row-merge", "--course", course, "--state", state])
        #expect(!android.stdout.contains("the view's modifiers go on the next lines"))
        // A Compose assignment that stops at `Modifier` takes the '.' lines after it: it is not
        // applied alone, which would clear the node's modifier.
        let compose = try pipe("""
            episode12.modifier = Modifier
                .padding(8.dp)
                .semantics(mergeDescendants = true) {}

            episode11.modifier = Modifier
                .semantics(mergeDescendants = true) {}
            check
            """, ["learn", "android-episode-row-merge", "--course", course, "--state", state])
        #expect(compose.stdout.contains("(the modifier's chain goes on the next lines, each starting with '.'; an empty "
                                        + "line ends it; Ctrl-C abandons it)"))
        #expect(!compose.stdout.contains("expected a statement"))
        #expect(compose.stdout.contains("check: passed"))
    }

    @Test func aDamagedDatabaseIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        let file = state + "/progress.sqlite"
        let junk = Data("this is not a database, it is a shopping list\n".utf8)
        try junk.write(to: URL(fileURLWithPath: file))
        let run = try pipe("check\n", ["--course", pack, "--state", state])
        #expect(run.status == 65)
        #expect(run.stderr == "\(file): error: not an axtutor progress database: the file is not SQLite or is damaged; "
                + "it was left as it is (move it away to start afresh, or choose another folder with --state DIR)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == junk)
    }

    @Test func resetAsksOrRefuses() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = try pipe("title.accessibilityTraits.insert(.header)\ncheck\n", ["--course", pack, "--state", state])
        let refused = try pipe("y\n", ["reset", "--all", "--course", pack, "--state", state])
        #expect(refused.status == 64)
        #expect(refused.stderr == "error: reset asks before it forgets anything, and there is no terminal to ask on: "
                + "pass --yes to reset without asking\n")
        let list = try pipe("", ["list", "--course", pack, "--state", state])
        #expect(list.stdout.contains("header-missing-trait   done "))
        let reset = try pipe("", ["reset", "header-missing-trait", "--yes", "--course", pack, "--state", state])
        #expect(reset.status == 0)
        #expect(reset.stdout == "forgot your progress on header-missing-trait\n")
        let after = try pipe("", ["list", "--course", pack, "--state", state])
        #expect(after.stdout.contains("header-missing-trait   not started "))
    }

    @Test func checkRecordsItsAttempt() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let run = try pipe("wifi.accessibilityLabel = \"Wi-Fi\"\n",
                           ["check", "switch-unlabelled", "--fix", "-", "--course", pack, "--state", state])
        #expect(run.status == 0)
        let progress = try pipe("", ["progress", "--course", pack, "--state", state, "--plain"])
        #expect(progress.stdout.contains("switch-unlabelled      done         1         0"))
    }

    @Test func globalOptionsStandBeforeTheSubcommand() throws {
        defer { try? FileManager.default.removeItem(atPath: state) }
        let list = try pipe("", ["--course", pack, "--state=" + state, "--plain", "list"])
        #expect(list.status == 0)
        #expect(list.stdout.hasPrefix("Fixture course\n\ntraits/header            Headings (trait)\n"
                                      + "  header-missing-trait   not started  The settings title is not a heading\n"))
        let learn = try pipe("quit\n", ["--course", pack, "--state", state, "learn", "switch-unlabelled"])
        #expect(learn.stdout.contains("Exercise 3 of 3: The Wi-Fi switch has no name"))
        let plainByTerm = try pipe("quit\n", ["--course", pack, "--state", state, "--color", "always"])
        #expect(plainByTerm.stdout.contains("\u{1B}["))
        var dumb = environment
        dumb["TERM"] = "dumb"
        let dumbRun = try pipe("quit\n", ["--course", pack, "--state", state, "--color", "always"], environment: dumb)
        #expect(!dumbRun.stdout.contains("\u{1B}"))
    }

    /// Runs the binary with `input` on standard input (a pipe: no terminal).
    func pipe(_ input: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ChildOutput {
        guard let url = AxtutorBinary.url else { throw AxtutorBinary.NotBuilt() }
        return try ChildProcess.run(url.path, arguments, environment: environment ?? self.environment, stdin: input)
    }
}
