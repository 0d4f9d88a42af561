import AXModel
import Course
import Presentation
import Progress
import Testing
@testable import Tutor

/// A paced workshop room: locked lessons are not offered, bonus exercises stand in meanwhile.
@Suite struct PacedSessionTests {
    /// The fixture pack with a bonus exercise added to the header lesson, after its first one.
    let pack: CoursePack = {
        var pack = FixturePack.pack
        var bonus = pack.exercises[0]
        bonus.id = "header-bonus"
        bonus.title = "A second heading"
        bonus.bonus = true
        pack.exercises.insert(bonus, at: 1)
        return pack
    }()
    let headerOnly = RoomPace(paced: true, unlocked: ["traits/header"])

    @Test func aLockedLessonIsNotOfferedAndBonusExercisesAre() {
        var session = Session(pack: pack, index: 0, pace: headerOnly)
        #expect(session.handle(line: "next") == [
            .lessonLocked(lesson: "Switches", bonus: [BonusChoice(id: "header-bonus", title: "A second heading")]),
        ])
        #expect(session.exercise?.id == "header-missing-trait")
        _ = session.handle(line: "title.accessibilityTraits.insert(.header)")
        let events = session.handle(line: "check")
        #expect(events.last == .lessonLocked(lesson: "Switches",
                                             bonus: [BonusChoice(id: "header-bonus", title: "A second heading")]))
        guard case .invalid(let problem)? = session.handle(line: "goto switch-unlabelled").first else {
            Issue.record("a locked exercise was entered")
            return
        }
        #expect(problem.message == "the facilitator has not unlocked the lesson 'Switches' yet, so 'switch-unlabelled' is not open")
        _ = session.handle(line: "goto header-bonus")
        #expect(session.exercise?.id == "header-bonus")
    }

    @Test func onceUnlockedNextGoesOnAndSkipsTheBonusExercise() {
        var session = Session(pack: pack, index: 0, pace: headerOnly)
        session.setPace(RoomPace(paced: true, unlocked: ["traits/header", "controls/switch"]))
        guard case .exercise(let intro)? = session.handle(line: "next").first else {
            Issue.record("no move")
            return
        }
        #expect(intro.exercise.id == "switch-duplicate-name")
        guard case .exercise(let back)? = session.handle(line: "prev").first else {
            Issue.record("no move back")
            return
        }
        #expect(back.exercise.id == "header-missing-trait")
    }

    @Test func theLockedRendersInWords() {
        let renderer = SessionRenderer(style: TextStyle(width: 80, plain: true, color: false))
        #expect(renderer.render(.lessonLocked(lesson: "Switches", bonus: [BonusChoice(id: "header-bonus", title: "A second heading")]))
                == "\nThe facilitator has not unlocked the next lesson, Switches, yet.\nWhile you wait, try a bonus exercise:\n"
                + "  goto header-bonus  A second heading")
        #expect(renderer.render(.lessonLocked(lesson: "Switches", bonus: []))
                == "\nThe facilitator has not unlocked the next lesson, Switches, yet.\n"
                + "Type 'next' again when the facilitator says it is open; 'list' shows where you\nare.")
    }

    /// A lesson locked again while the learner is in it is said so, not "not unlocked yet".
    @Test func aLessonLockedAgainIsSaidToBeThisOne() {
        var twoHeadings = pack
        var second = twoHeadings.exercises[0]
        second.id = "header-second"
        twoHeadings.exercises.insert(second, at: 2)
        var session = Session(pack: twoHeadings, index: 0, pace: headerOnly)
        session.setPace(RoomPace(paced: true, unlocked: []))
        guard case .lessonLocked(let lesson, _, let current)? = session.handle(line: "next").first else {
            Issue.record("the locked lesson was entered")
            return
        }
        #expect(lesson == "Headings" && current)
        let renderer = SessionRenderer(style: TextStyle(width: 80, plain: true, color: false))
        #expect(renderer.render(.lessonLocked(lesson: "Headings", bonus: [], current: true))
                .hasPrefix("\nThe facilitator has locked this lesson, Headings, again for now.\n"))
    }

    @Test func whereAPacedRunStarts() throws {
        let ids = pack.exercises.map(\.id)
        #expect(try Session.startIndex(in: pack, requested: nil, current: nil, completed: [], pace: headerOnly) == 0)
        #expect(try Session.startIndex(in: pack, requested: nil, current: nil, completed: [ids[0]], pace: headerOnly) == 1)
        #expect(try Session.startIndex(in: pack, requested: nil, current: nil, completed: [ids[0], ids[1]],
                                       pace: headerOnly) == 0)
        #expect(try Session.startIndex(in: pack, requested: nil, current: ids[3], completed: [], pace: headerOnly) == 0)
        #expect(try Session.startIndex(in: pack, requested: nil, current: nil, completed: [ids[0]]) == 2)
        #expect(try Session.startIndex(in: pack, requested: nil, current: ids[1], completed: [ids[0]]) == 1)
        #expect(throws: Diagnostic(message: "the facilitator has not unlocked the lesson 'Switches' yet, "
                                   + "so 'switch-unlabelled' is not open", exitCode: 66)) {
            try Session.startIndex(in: pack, requested: "switch-unlabelled", current: nil, completed: [], pace: headerOnly)
        }
    }

    @Test func theListMarksBonusExercises() {
        let list = ProgressReport.list(CourseOutline(pack), progress: [], current: "header-bonus", style: TextStyle(width: 80, plain: true, color: false))
        #expect(list.contains("  header-bonus           not started  A second heading  (bonus)  (current)\n"))
    }

    /// In a paced room, `list` marks the lessons the room has not unlocked (as last asked).
    @Test func theListMarksTheLessonsNotUnlocked() {
        let list = ProgressReport.list(CourseOutline(pack), progress: [], pace: headerOnly,
                                       style: TextStyle(width: 80, plain: true, color: false))
        #expect(list.contains("(not unlocked in the room yet)"))
        #expect(!list.split(separator: "\n").contains { $0.hasPrefix("traits/header") && $0.contains("not unlocked") })
        #expect(list.split(separator: "\n").contains { $0.hasPrefix("controls/switch") && $0.contains("not unlocked") })
    }

    @Test func atTheEndOfThePathBonusExercisesAreOffered() {
        var session = Session(pack: pack, index: 3)
        #expect(session.handle(line: "next") == [
            .atLastExercise, .bonusOffered([BonusChoice(id: "header-bonus", title: "A second heading")]),
        ])
    }
}
