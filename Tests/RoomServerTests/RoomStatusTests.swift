import Foundation
import Testing
@testable import RoomServer

@Suite struct RoomStatusTests {
    let ada = Fixtures.learner("Ada", "a")
    let grace = Fixtures.learner("Grace", "g", joined: 5)
    let icon = "traits/button/01-icon", label = "traits/button/02-label", title = "traits/header/01-title"

    func status(_ results: [ResultRecord], now: TimeInterval = 120, paced: Bool = false) -> RoomStatus {
        RoomStatus.compute(room: Fixtures.room(paced: paced), course: Fixtures.course, learners: [ada, grace],
                           results: results, now: Fixtures.start.addingTimeInterval(now))
    }

    @Test func threeFailedChecksWithoutAPassIsStuck() {
        let status = status([
            Fixtures.result("a", icon, passed: false, attempts: 1, at: 10),
            Fixtures.result("a", icon, passed: false, attempts: 2, at: 20),
            Fixtures.result("a", icon, passed: false, attempts: 3, at: 30),
            Fixtures.result("g", icon, passed: false, attempts: 1, at: 10),
            Fixtures.result("g", icon, passed: false, attempts: 2, at: 20),
        ])
        #expect(status.learners[0].stuck == RoomStatus.Stuck(exercise: icon, reason: "3 failed checks"))
        #expect(status.learners[1].stuck == nil)
        #expect(StatusWords.cell(status.learners[0], exercise: icon) == "stuck: 3 failed checks")
        #expect(StatusWords.cell(status.learners[1], exercise: icon) == "working: 2 failed checks")
        #expect(StatusWords.cell(status.learners[1], exercise: title) == "not started")
    }

    @Test func aPassEndsBeingStuck() {
        let status = status([
            Fixtures.result("a", icon, passed: false, attempts: 1, at: 10),
            Fixtures.result("a", icon, passed: false, attempts: 2, at: 20),
            Fixtures.result("a", icon, passed: false, attempts: 3, at: 30),
            Fixtures.result("a", icon, passed: true, attempts: 4, at: 40),
        ])
        #expect(status.learners[0].stuck == nil)
        #expect(status.learners[0].results[icon]
                == RoomStatus.Cell(passed: true, attempts: 4, hintsUsed: 0, seconds: 40, failedChecks: 3))
        #expect(StatusWords.cell(status.learners[0], exercise: icon) == "passed after 4 checks")
        #expect(status.learners[0].current == icon)
    }

    @Test func moreThanTenMinutesWithoutAPassIsStuck() {
        let results = [Fixtures.result("g", label, passed: false, at: 60)]
        #expect(status(results, now: 660).learners[1].stuck == nil)
        #expect(status(results, now: 661).learners[1].stuck
                == RoomStatus.Stuck(exercise: label, reason: "10 minutes without a pass"))
        #expect(StatusWords.cell(status(results, now: 1_000).learners[1], exercise: label)
                == "stuck: 15 minutes without a pass")
    }

    @Test func theHardestExercisesPutStuckLearnersFirstThenFailedChecks() {
        let status = status([
            Fixtures.result("a", icon, passed: false, at: 10),
            Fixtures.result("a", icon, passed: false, at: 11),
            Fixtures.result("g", icon, passed: false, at: 12),
            Fixtures.result("g", icon, passed: true, at: 13),
            Fixtures.result("a", label, passed: false, at: 14),
            Fixtures.result("a", label, passed: false, at: 15),
            Fixtures.result("a", label, passed: false, at: 16),
        ])
        #expect(status.hardest == [
            RoomStatus.Hard(exercise: label, failedChecks: 3, learnersStuck: 1),
            RoomStatus.Hard(exercise: icon, failedChecks: 3, learnersStuck: 0),
        ])
        #expect(StatusWords.hard(status.hardest[0], in: status)
                == "A label (traits/button/02-label): 1 learner stuck; 0 of 1 learner passed (0%); median 3 checks")
    }

    @Test func resultsForExercisesTheCourseDoesNotKnowAreLeftOut() {
        let status = status([Fixtures.result("a", "gone/old/01-x", passed: false, at: 10)])
        #expect(status.learners[0].results.isEmpty)
        #expect(status.hardest.isEmpty)
    }

    @Test func pacedRoomsListUnlockedLessonsInCourseOrder() {
        #expect(status([], paced: true).unlocked == ["traits/button"])
        #expect(status([], paced: false).unlocked == ["traits/button", "traits/header"])
    }

    @Test func theJSONWritesNullForNoCurrentExerciseAndNoStuck() throws {
        let data = try JSONEncoder().encode(status([]))
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"current\":null"))
        #expect(text.contains("\"stuck\":null"))
        #expect(try JSONDecoder().decode(RoomStatus.self, from: data) == status([]))
    }

    @Test func theTerminalReportIsInWords() {
        let report = StatusReport.text(status([
            Fixtures.result("a", icon, passed: false, at: 10),
            Fixtures.result("a", icon, passed: false, at: 11),
            Fixtures.result("a", icon, passed: false, at: 12),
            Fixtures.result("g", icon, passed: true, at: 13),
        ]))
        #expect(report == """
            Room K7Q2-9XMD: Drills (drills)
            Not paced: every lesson is open.
            Open until 2026-11-18 23:06 UTC; new learners can join.
            2 learners; 1 exercise passed in all; 1 learner stuck.

            Learners:
              Ada: 0 of 3 exercises passed; stuck on An icon button (traits/button/01-icon) (3 failed checks)
              Grace: 1 of 3 exercises passed; last checked An icon button (traits/button/01-icon)

            By exercise:
              An icon button (traits/button/01-icon): 1 of 2 learners passed (50%); median 2 checks; median 13 s to a pass; 0 hints used

            Hardest exercises:
              1. An icon button (traits/button/01-icon): 1 learner stuck; 1 of 2 learners passed (50%); median 2 checks

            """)
    }

    @Test func theTerminalReportSaysWhenTheRoomEndsAndWhetherItTakesNewLearners() {
        var room = Fixtures.room()
        room.joinsOpen = false
        let open = RoomStatus.compute(room: room, course: Fixtures.course, learners: [], results: [], now: Fixtures.start)
        #expect(StatusReport.text(open).contains("\nOpen until 2026-11-18 23:06 UTC; closed to new learners.\n"))
        let ended = RoomStatus.compute(room: room, course: Fixtures.course, learners: [], results: [],
                                       now: room.expires)
        #expect(ended.ended)
        #expect(StatusReport.text(ended).contains("\nEnded at 2026-11-18 23:06 UTC: learners can no longer join or send "
                                                  + "results.\n"))
    }

    /// Checks after the first pass change nothing the room counts: practice, or a learner who
    /// rejoined with a fresh progress file and did the exercise again.
    @Test func checksAfterThePassAreNotCounted() {
        var again = Fixtures.result("a", icon, passed: false, attempts: 1, at: 40)
        again.hintsUsed = 3
        let status = RoomStatus.compute(
            room: Fixtures.room(), course: Fixtures.course, learners: [Fixtures.learner("Ada", "a")],
            results: [Fixtures.result("a", icon, passed: false, attempts: 1, at: 10),
                      Fixtures.result("a", icon, passed: true, attempts: 2, at: 20), again,
                      Fixtures.result("a", icon, passed: true, attempts: 2, at: 50)],
            now: Fixtures.start.addingTimeInterval(60))
        #expect(status.learners[0].results[icon] == RoomStatus.Cell(passed: true, attempts: 2, hintsUsed: 0, seconds: 20,
                                                                   failedChecks: 1))
    }

    /// Two checks in the same second: the one that arrived last is the learner's current exercise.
    @Test func tiesInTheSameSecondAreOrderedByArrival() {
        for (first, second) in [(icon, label), (label, icon)] {
            let status = RoomStatus.compute(
                room: Fixtures.room(), course: Fixtures.course, learners: [Fixtures.learner("Ada", "a")],
                results: [Fixtures.result("a", first, passed: false, at: 10), Fixtures.result("a", second, passed: false, at: 10)],
                now: Fixtures.start.addingTimeInterval(60))
            #expect(status.learners[0].current == second)
        }
    }

    /// #20.3: per exercise, who passed, the median checks and time to a pass, the hints used.
    @Test func eachExerciseHasItsPassRateMediansAndHints() throws {
        let status = RoomStatus.compute(
            room: Fixtures.room(), course: Fixtures.course,
            learners: [Fixtures.learner("Ada", "a"), Fixtures.learner("Grace", "g", joined: 1), Fixtures.learner("Lin", "l", joined: 2)],
            results: [
                Fixtures.result("a", icon, passed: true, attempts: 4, at: 40),
                Fixtures.result("g", icon, passed: true, attempts: 1, at: 200),
                Fixtures.result("l", icon, passed: false, attempts: 2, at: 30),
                Fixtures.result("l", label, passed: false, at: 31),
            ],
            now: Fixtures.start.addingTimeInterval(300))
        #expect(status.byExercise.map(\.exercise) == [icon, label], "course order, only what someone tried")
        let first = try #require(status.byExercise.first)
        #expect(first.learners == 3)
        #expect(first.passed == 2)
        #expect(first.medianChecks == 2)
        #expect(first.medianSeconds == 120, "the passers' 40 and 200 seconds")
        #expect(status.byExercise[1].medianSeconds == nil)
        #expect(StatusWords.summary(first, in: status)
                == "An icon button (traits/button/01-icon): 2 of 3 learners passed (67%); median 2 checks; "
                + "median 2 min to a pass; 0 hints used")
        #expect(RoomStatus.median([3, 1, 2]) == 2)
        #expect(RoomStatus.median([]) == nil)
        let text = String(decoding: try JSONEncoder().encode(status), as: UTF8.self)
        #expect(text.contains("\"medianSeconds\":null"))
        #expect(try JSONDecoder().decode(RoomStatus.self, from: Data(text.utf8)) == status)
    }

    /// A pass sent with no time (`axtutor check` runs no clock) is not a pass in 0 s.
    @Test func aPassWithNoTimeIsLeftOutOfTheMedianTime() throws {
        let untimed = ResultRecord(id: "u", learner: "a", exercise: icon, passed: true, attempts: 1, hintsUsed: 0,
                                   seconds: 0, at: Fixtures.start.addingTimeInterval(5))
        let status = RoomStatus.compute(room: Fixtures.room(), course: Fixtures.course,
                                        learners: [Fixtures.learner("Ada", "a")], results: [untimed],
                                        now: Fixtures.start.addingTimeInterval(60))
        let summary = try #require(status.byExercise.first)
        #expect(summary.medianSeconds == nil)
        #expect(StatusWords.summaryFacts(summary)[2] == "time to a pass not known")
    }
}
