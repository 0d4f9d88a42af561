import Course
import Foundation
import Progress
import Testing
@testable import Tutor

@Suite struct LearnerReportTests {
    /// The fixture course with one exercise done after a failed check and a hint, one tried,
    /// one not started; times chosen to show every duration shape.
    static let report: LearnerReport = {
        let outline = CourseOutline(FixturePack.pack)
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        func attempt(_ exercise: String, passed: Bool, seconds: TimeInterval) -> Attempt {
            Attempt(exercise: exercise, time: start, statements: ["x"], passed: passed, hintsUsed: 0, duration: seconds)
        }
        let progress = [
            ExerciseProgress(exercise: "header-missing-trait", attempts: 2, failedAttempts: 1, practice: 1,
                             hintsRevealed: 1, completedAt: start),
            ExerciseProgress(exercise: "switch-duplicate-name", attempts: 1, failedAttempts: 1),
        ]
        let attempts = [attempt("header-missing-trait", passed: false, seconds: 60),
                        attempt("header-missing-trait", passed: true, seconds: 35.4),
                        attempt("switch-duplicate-name", passed: false, seconds: 3_700)]
        return LearnerReport(outline: outline, learner: "ada", progress: progress, attempts: attempts,
                             generated: start)
    }()

    @Test func rowsFollowTheCourseWithTimeSummedOverChecks() {
        let report = Self.report
        #expect(report.rows.map(\.exercise) == ["header-missing-trait", "switch-duplicate-name", "switch-unlabelled"])
        #expect(report.rows.map(\.status) == ["done", "tried", "not started"])
        #expect(report.rows.map(\.seconds) == [95, 3_700, 0])
        #expect(report.doneCount == 1)
        #expect(report.totalSeconds == 3_795)
    }

    @Test func textSaysEverythingInWords() {
        #expect(ReportFormat.text.render(Self.report) == """
            Fixture course
            Learner: ada

            exercise               status       checks  practice  hints  time
            header-missing-trait   done         2       1         1      1 min 35 s
            switch-duplicate-name  tried        1       0         0      1 h 1 min
            switch-unlabelled      not started  0       0         0      -

            1 of 3 exercises done, 3 checks and 1 practice check after a pass, 1 hint, 1 h 3 min in all
            (time runs from opening an exercise to its last check; reading after a pass is not counted)

            """)
    }

    @Test func jsonHasEveryFieldPerExercise() throws {
        let json = ReportFormat.json.render(Self.report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["course"] as? String == "fixture-course")
        #expect(object["learner"] as? String == "ada")
        #expect(object["generated"] as? String == "2026-11-18T11:06:40Z")
        #expect(object["done"] as? Int == 1)
        #expect(object["total"] as? Int == 3)
        let rows = try #require(object["exercises"] as? [[String: Any]])
        #expect(rows.count == 3)
        #expect(Set(rows[0].keys) == ["id", "lesson", "title", "status", "done", "attempts", "failedAttempts",
                                       "practice", "hintsUsed", "seconds"])
        #expect(rows[0]["seconds"] as? Int == 95)
        #expect(rows[1]["status"] as? String == "tried")
    }

    @Test func csvIsOneRowPerExerciseWithAHeader() {
        #expect(ReportFormat.csv.render(Self.report) == """
            exercise,lesson,title,status,done,attempts,failed_attempts,practice,hints_used,seconds\r
            header-missing-trait,traits/header,The settings title is not a heading,done,true,2,1,1,1,95\r
            switch-duplicate-name,controls/switch,The theme switch says its name twice,tried,false,1,1,0,0,3700\r
            switch-unlabelled,controls/switch,The Wi-Fi switch has no name,not started,false,0,0,0,0,0\r

            """)
    }

    @Test func csvQuotesFieldsWithCommasQuotesAndLineBreaks() {
        #expect(ReportCSV.field("plain") == "plain")
        #expect(ReportCSV.field("Name, role") == "\"Name, role\"")
        #expect(ReportCSV.field("say \"on\"") == "\"say \"\"on\"\"\"")
        #expect(ReportCSV.field("two\nlines") == "\"two\nlines\"")
    }

    @Test func junitIsASuitePerLessonDonePassesTriedFailsNotStartedSkips() {
        #expect(ReportFormat.junit.render(Self.report) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="Fixture course" tests="3" failures="1" errors="0" skipped="1" time="3795" timestamp="2026-11-18T11:06:40Z">
              <testsuite name="traits/header" tests="1" failures="0" errors="0" skipped="0" time="95">
                <properties>
                  <property name="course" value="fixture-course"/>
                  <property name="learner" value="ada"/>
                </properties>
                <testcase name="header-missing-trait" classname="fixture-course.traits.header" time="95">
                  <system-out>done after 2 checks, 1 hint: The settings title is not a heading</system-out>
                </testcase>
              </testsuite>
              <testsuite name="controls/switch" tests="2" failures="1" errors="0" skipped="1" time="3700">
                <properties>
                  <property name="course" value="fixture-course"/>
                  <property name="learner" value="ada"/>
                </properties>
                <testcase name="switch-duplicate-name" classname="fixture-course.controls.switch" time="3700">
                  <failure message="not passed yet" type="not passed">1 check, 0 hints: The theme switch says its name twice</failure>
                </testcase>
                <testcase name="switch-unlabelled" classname="fixture-course.controls.switch" time="0">
                  <skipped message="not started"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func junitEscapesWhatXMLCannotHoldAsIs() {
        #expect(ReportJUnit.xml("a < b & \"c\" 'd' > e") == "a &lt; b &amp; &quot;c&quot; &#39;d&#39; &gt; e")
        // A control character XML 1.0 cannot hold is spelled out, as on the terminal.
        #expect(ReportJUnit.xml("bell\u{7}tab\tline\n") == #"bell\u{07}tab&#9;line&#10;"#)
        #expect(ReportJUnit.xml("\u{202E}r") == #"\u{202E}r"#)
    }

    @Test func durationsReadAsPeopleSayThem() {
        #expect(ReportFormat.duration(0) == "0 s")
        #expect(ReportFormat.duration(59) == "59 s")
        #expect(ReportFormat.duration(60) == "1 min")
        #expect(ReportFormat.duration(95) == "1 min 35 s")
        #expect(ReportFormat.duration(7_260) == "2 h 1 min")
    }
}
