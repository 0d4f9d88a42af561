import Testing
import AXModel
@testable import ScreenReader

/// Gestures as written after `>`.
@Suite struct GestureParserTests {
    @Test func everyPlainGesture() throws {
        #expect(try Gesture.parse("launch") == .launch)
        #expect(try Gesture.parse("swipe right") == .swipeRight)
        #expect(try Gesture.parse("swipe left") == .swipeLeft)
        #expect(try Gesture.parse("double tap") == .doubleTap)
        #expect(try Gesture.parse("swipe up") == .swipeUp)
        #expect(try Gesture.parse("swipe down") == .swipeDown)
        #expect(try Gesture.parse("read all") == .readAll)
        #expect(try Gesture.parse("escape") == .escape)
    }

    @Test func caseAndWhiteSpaceAreFolded() throws {
        #expect(try Gesture.parse("  Swipe   RIGHT ") == .swipeRight)
    }

    @Test func gesturesWithAnArgument() throws {
        #expect(try Gesture.parse("rotor Headings") == .rotor("headings"))
        #expect(try Gesture.parse("rotor form controls") == .rotor("form controls"))
        #expect(try Gesture.parse("touch stepper.increment") == .touch("stepper.increment"))
        #expect(try Gesture.parse("wait 2.5") == .wait(2.5))
    }

    /// TalkBack's headings menu is its reading controls, written with TalkBack's own names.
    @Test func readingControlsIsTalkBacksNameForItsMenu() throws {
        #expect(try Gesture.parse("reading controls Headings") == .readingControl("headings"))
        #expect(try Gesture.parse("Reading  Controls links") == .readingControl("links"))
        #expect(try Gesture.parse("reading controls controls") == .readingControl("controls"))
        #expect(throws: Diagnostic(message: "'reading controls' needs a control, like 'reading controls headings'")) {
            try Gesture.parse("reading controls")
        }
        #expect(throws: Diagnostic(message: "unknown reading control 'headigns'", suggestion: "headings")) {
            try Gesture.parse("reading controls headigns")
        }
        #expect(throws: Diagnostic(message: "unknown gesture 'reading'", suggestion: "reading controls")) {
            try Gesture.parse("reading")
        }
    }

    /// A rotor is VoiceOver's and reading controls are TalkBack's: each is a problem on the
    /// other platform, with the same menu offered.
    @Test func eachScreenReaderHasItsOwnMenu() throws {
        #expect(Gesture.rotor("headings").problem(on: .ios) == nil)
        #expect(Gesture.readingControl("headings").problem(on: .android) == nil)
        #expect(Gesture.readingControl("links").problem(on: .ios)
                == Diagnostic(message: "VoiceOver has no reading controls: its menu is the rotor "
                              + "(rotor headings, links, form controls, …)", suggestion: "rotor links"))
        #expect(Gesture.rotor("links").problem(on: .android)?.suggestion == "reading controls links")
        #expect(throws: Diagnostics.self) { try Gesture.parseList("rotor headings", on: .android) }
        #expect(try Gesture.parseList("rotor headings", on: .ios) == [.rotor("headings")])
    }

    @Test func descriptionRoundTrips() throws {
        for gesture: Gesture in [.launch, .swipeRight, .rotor("headings"), .readingControl("controls"), .touch("tabs[2]"),
                                 .wait(3), .wait(0.5), .readAll] {
            #expect(try Gesture.parse(gesture.description) == gesture)
        }
    }

    @Test func unknownGestureSuggestsTheNearMiss() {
        #expect(throws: Diagnostic(message: "unknown gesture 'swipe rigth'", suggestion: "swipe right")) {
            try Gesture.parse("swipe rigth")
        }
        // A near miss that the typed words begin with is still offered.
        #expect((try? Gesture.parse("double tapp")) == nil)
        do { _ = try Gesture.parse("double tapp") } catch let problem as Diagnostic {
            #expect(problem.rendered == "error: unknown gesture 'double tapp' — did you mean 'double tap'?")
        } catch { Issue.record("unexpected \(error)") }
        #expect(throws: Diagnostic(message: "unknown gesture 'fly away': the gestures are launch, swipe right, swipe left, double tap, swipe up, swipe down, rotor, reading controls, touch, wait, read all, escape, actions menu, magic tap, double tap and hold", suggestion: nil)) {
            try Gesture.parse("fly away")
        }
    }

    @Test func unknownRotorSettingSuggestsTheNearMiss() {
        #expect(throws: Diagnostic(message: "unknown rotor setting 'heading'", suggestion: "headings")) {
            try Gesture.parse("rotor heading")
        }
    }

    @Test func missingArguments() {
        #expect(throws: Diagnostic(message: "'rotor' needs a setting, like 'rotor headings'")) { try Gesture.parse("rotor") }
        #expect(throws: Diagnostic(message: "'touch' needs one element id, like 'touch playButton'")) { try Gesture.parse("touch") }
        #expect(throws: Diagnostic(message: "'wait' needs a number of seconds, like 'wait 3'")) { try Gesture.parse("wait soon") }
        #expect(throws: Diagnostic(message: "'wait' needs a number of seconds, like 'wait 3'")) { try Gesture.parse("wait -1") }
        #expect(throws: Diagnostic(message: "missing gesture after '>'")) { try Gesture.parse("  ") }
    }

    @Test func listsSplitOnSemicolonsAndNewLines() throws {
        #expect(try Gesture.parseList("swipe right; double tap\n> swipe up;;") == [.swipeRight, .doubleTap, .swipeUp])
    }

    @Test func listsReportEveryBadGesture() {
        do {
            _ = try Gesture.parseList("swipe rihgt; double tap; jump")
            Issue.record("expected Diagnostics")
        } catch let problems as Diagnostics {
            #expect(problems.items.map(\.rendered) == [
                "error: unknown gesture 'swipe rihgt' — did you mean 'swipe right'?",
                "error: unknown gesture 'jump': the gestures are launch, swipe right, swipe left, double tap, swipe up, swipe down, rotor, reading controls, touch, wait, read all, escape, actions menu, magic tap, double tap and hold",
            ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
