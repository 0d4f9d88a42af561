import TestSupport
@testable import Course

/// Renders what `CourseLoader.scan` finds, with the pack folder shown as `PACK`.
enum CourseLoaderProblems {
    static func rendered(root: String) -> [String] {
        CourseLoader.scan(from: root).problems.map {
            $0.rendered.replacingOccurrences(of: root, with: "PACK")
        }
    }
}

extension TestPack {
    /// Problems `CourseLoader.scan` reports, rendered, with the temporary folder written as `PACK`.
    func problems() -> [String] {
        CourseLoaderProblems.rendered(root: root)
    }
}
