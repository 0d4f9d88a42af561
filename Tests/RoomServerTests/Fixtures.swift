import Course
import Foundation
import RoomProtocol
@testable import RoomServer

/// A small course and room for the tests: two lessons, three exercises.
enum Fixtures {
    static let course = CourseOutline(
        id: "drills", title: "Drills",
        lessons: [.init(id: "traits/button", title: "Buttons", kind: .trait),
                  .init(id: "traits/header", title: "Headings", kind: .trait)],
        exercises: [
            .init(id: "traits/button/01-icon", lesson: "traits/button", title: "An icon button"),
            .init(id: "traits/button/02-label", lesson: "traits/button", title: "A label"),
            .init(id: "traits/header/01-title", lesson: "traits/header", title: "A title"),
        ])

    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    static func room(paced: Bool = false) -> RoomRecord {
        RoomRecord(code: RoomCode("K7Q2-9XMD")!, course: "drills", facilitatorHash: Secret.hash("ftoken"),
                   created: start, expires: start.addingTimeInterval(12 * 3600), paced: paced,
                   unlocked: paced ? ["traits/button"] : [])
    }

    static func learner(_ name: String, _ id: String, joined: TimeInterval = 0) -> LearnerRecord {
        LearnerRecord(id: id, room: room().code, name: name, secretHash: Secret.hash("secret-\(id)"),
                      joined: start.addingTimeInterval(joined))
    }

    static func result(_ learner: String, _ exercise: String, passed: Bool, attempts: Int = 1,
                       at seconds: TimeInterval, id: String = UUID().uuidString.lowercased()) -> ResultRecord {
        ResultRecord(id: id, learner: learner, exercise: exercise, passed: passed, attempts: attempts,
                     hintsUsed: 0, seconds: Int(seconds), at: start.addingTimeInterval(seconds))
    }

    /// A fresh folder under the temporary directory.
    static func temporaryFolder(_ name: String) -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("axtutor-room-\(name)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
