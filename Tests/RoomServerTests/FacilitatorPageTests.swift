import Foundation
import Testing
@testable import RoomServer

@Suite struct FacilitatorPageTests {
    let icon = "traits/button/01-icon"

    func page(paced: Bool = true, name: String = "Ada") -> String {
        let status = RoomStatus.compute(
            room: Fixtures.room(paced: paced), course: Fixtures.course,
            learners: [Fixtures.learner(name, "a"), Fixtures.learner("Grace", "g", joined: 1)],
            results: [
                Fixtures.result("a", icon, passed: false, at: 10),
                Fixtures.result("a", icon, passed: false, at: 11),
                Fixtures.result("a", icon, passed: false, at: 12),
                Fixtures.result("a", icon, passed: false, at: 13),
                Fixtures.result("g", icon, passed: true, attempts: 3, at: 14),
            ],
            now: Fixtures.start.addingTimeInterval(60))
        return FacilitatorPage.render(status)
    }

    /// The number of times `needle` occurs in `text`.
    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func itIsACompleteDocumentWithRealHeadings() {
        let html = page()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<title>Room K7Q2-9XMD: Drills (axtutor)</title>"))
        #expect(count("<h1>", in: html) == 1)
        #expect(html.contains("<h1>Room K7Q2-9XMD: Drills</h1>"))
        #expect(html.contains("<h2 id=\"help-heading\">Learners who may need help</h2>"))
        #expect(html.contains("<h2>Progress by exercise</h2>"))
        #expect(html.contains("<h2 id=\"hardest-heading\">Hardest exercises</h2>"))
        #expect(html.contains("<h2>Pace</h2>"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test func theGridIsATableWithHeaderCellsAndCellsInWords() {
        let html = page(paced: false)
        #expect(html.contains("<caption id=\"grid-caption\">Each learner's result on each exercise, in course order</caption>"))
        #expect(count("<th scope=\"col\">", in: html) == 4 + 5, "the grid's, and the exercise table's five")
        #expect(html.contains("<th scope=\"col\">An icon button <span class=\"id\">(traits/button/01-icon)</span></th>"))
        #expect(html.contains("<th scope=\"row\">Ada</th>"))
        #expect(html.contains("<th scope=\"row\">Grace</th>"))
        #expect(html.contains("<td class=\"stuck\">stuck: 4 failed checks</td>"))
        #expect(html.contains("<td class=\"passed\">passed after 3 checks</td>"))
        #expect(html.contains("<td class=\"not\">not started</td>"))
    }

    /// A paced room's grid holds the unlocked lessons' exercises (a workshop of 123 exercises
    /// showed 123 columns), and any exercise a learner has a result on.
    @Test func aPacedRoomsGridShowsTheUnlockedLessonsExercises() {
        let html = page()
        #expect(html.contains("<caption id=\"grid-caption\">Each learner's result on each exercise of the unlocked "
                              + "lessons (and any other a learner has tried), in course order</caption>"))
        #expect(count("<th scope=\"col\">", in: html) == 3 + 5, "the grid's, and the exercise table's five")
        #expect(!html.contains("(traits/header/01-title)</span></th>"))
        var room = Fixtures.room(paced: true)
        room.unlocked = []
        let lockedAgain = RoomStatus.compute(room: room, course: Fixtures.course, learners: [Fixtures.learner("Ada", "a")],
                                             results: [Fixtures.result("a", icon, passed: true, at: 10)],
                                             now: Fixtures.start.addingTimeInterval(60))
        #expect(lockedAgain.gridExercises.map(\.id) == [icon])
        room.unlocked = []
        let none = RoomStatus.compute(room: room, course: Fixtures.course, learners: [Fixtures.learner("Ada", "a")],
                                      results: [], now: Fixtures.start.addingTimeInterval(60))
        #expect(FacilitatorPage.table(none) == "<p>The table of results appears when the first lesson is unlocked.</p>\n")
    }

    @Test func everyColouredCellAlsoSaysItsStateInWords() throws {
        let html = page(paced: false)
        let pattern = try NSRegularExpression(pattern: "<td class=\"([a-z]+)\">([^<]*)</td>")
        let matches = pattern.matches(in: html, range: NSRange(html.startIndex..., in: html))
        #expect(matches.count == 6)
        for match in matches {
            let kind = String(html[Range(match.range(at: 1), in: html)!])
            let words = String(html[Range(match.range(at: 2), in: html)!])
            #expect(words.hasPrefix(kind), "a \(kind) cell must say so in words: \(words)")
        }
    }

    @Test func itAnnouncesPolitelyAndNamesWhoIsStuck() {
        let html = page()
        #expect(html.contains("<p id=\"announcer\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\" "
                              + "aria-atomic=\"true\"></p>"))
        #expect(html.contains("<li>Ada: 0 of 2 exercises open passed; stuck on An icon button (traits/button/01-icon) (4 failed checks)</li>"))
        #expect(html.contains("<li>An icon button (traits/button/01-icon): 1 learner stuck; 1 of 2 learners passed (50%); "
                              + "median 3.5 checks</li>"))
        #expect(html.contains("<h2 id=\"exercises-heading\">How the room does on each exercise</h2>"))
        #expect(html.contains("<tr><th scope=\"row\">An icon button (traits/button/01-icon)</th><td>1 of 2 learners passed "
                              + "(50%)</td><td>median 3.5 checks</td><td>median 14 s to a pass</td><td>0 hints used</td></tr>"))
        #expect(html.contains("<p id=\"summary\">2 learners; 1 exercise passed in all; 1 learner stuck.</p>"))
    }

    /// A learner who joined and has not checked anything is counted as such in the summary.
    @Test func learnersWhoHaveNotCheckedYetAreCounted() {
        let status = RoomStatus.compute(room: Fixtures.room(), course: Fixtures.course,
                                        learners: [Fixtures.learner("Ada", "a"), Fixtures.learner("Grace", "g", joined: 1)],
                                        results: [Fixtures.result("g", icon, passed: true, at: 14)],
                                        now: Fixtures.start.addingTimeInterval(60))
        #expect(FacilitatorPage.summary(status) == "2 learners, 1 not checked yet; 1 exercise passed in all; 0 learners stuck.")
        #expect(StatusWords.learner(status.learners[0], in: status) == "Ada: 0 of 3 exercises passed; no check yet")
    }

    @Test func pacedRoomsHaveAnUnlockFormAndALockFormWithRealButtons() {
        let html = page()
        #expect(html.contains("<p id=\"unlocked\">Unlocked lessons: traits/button.</p>"))
        #expect(html.contains("<form method=\"post\" action=\"/rooms/K7Q2-9XMD/unlock\">"))
        #expect(html.contains("<label for=\"lesson\">Lesson to unlock</label>"))
        #expect(html.contains("<option value=\"traits/header\">traits/header (next)</option>"))
        #expect(html.contains("<button type=\"submit\">Unlock lesson</button>"))
        #expect(html.contains("<form method=\"post\" action=\"/rooms/K7Q2-9XMD/lock\">\n"
                              + "<label for=\"lock-lesson\">Lesson to lock again</label>\n"
                              + "<select id=\"lock-lesson\" name=\"lesson\">\n"
                              + "<option value=\"traits/button\">traits/button (last unlocked)</option>\n</select>\n"
                              + "<button type=\"submit\">Lock lesson again</button>\n</form>"))
        #expect(!page(paced: false).contains("/unlock"))
        #expect(page(paced: false).contains("<p>This room is not paced: every lesson is open.</p>"))
    }

    @Test func itUpdatesLiveWithAFallback() {
        let html = page()
        #expect(html.contains("<noscript><meta http-equiv=\"refresh\" content=\"10\"></noscript>"))
        #expect(html.contains("new EventSource('/api/rooms/K7Q2-9XMD/events')"))
        #expect(html.contains("setInterval(refresh, 10000)"))
        #expect(html.contains(":focus"))
    }

    @Test func namesAreEscaped() {
        let html = page(name: "<script>alert('x')</script>")
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("<th scope=\"row\">&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</th>"))
    }
}
