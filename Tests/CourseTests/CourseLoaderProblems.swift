@testable import Course

/// Renders what `CourseLoader.scan` finds, with the pack folder shown as `PACK`.
enum CourseLoaderProblems {
    static func rendered(root: String) -> [String] {
        CourseLoader.scan(from: root).problems.map {
            $0.rendered.replacingOccurrences(of: root, with: "PACK")
        }
    }
}
