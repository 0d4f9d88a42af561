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

    @Test func descriptionRoundTrips() throws {
        for gesture: Gesture in [.launch, .swipeRight, .rotor("headings"), .touch("tabs[2]"), .wait(3), .wait(0.5), .readAll] {
            #expect(try Gesture.parse(gesture.description) == gesture)
        }
    }

    @Test func unknownGestureSuggestsTheNearMiss() {
        #expect(throws: Diagnostic(message: "unknown gesture 'swipe rigth'", suggestion: "swipe right")) {
            try Gesture.parse("swipe rigth")
        }
        #expect(throws: Diagnostic(message: "unknown gesture 'fly away'", suggestion: nil)) {
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
                "error: unknown gesture 'jump'",
            ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
