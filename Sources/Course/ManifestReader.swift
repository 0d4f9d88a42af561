import AXModel

/// Reads a pack's `course.yaml` text into a `CourseManifest`.
public enum ManifestReader {
    static let keys = ["format_version", "id", "title", "welcome", "final", "lessons"]

    /// The manifest, or every problem found in it (thrown as `Diagnostics`).
    public static func read(_ text: String, file: String) throws -> CourseManifest {
        let blanks = Blanks.find(in: text, file: file)
        do {
            let value = try readParts(text, file: file)
            if !blanks.isEmpty { throw Diagnostics([]) }
            return value
        } catch let error as Diagnostics {
            throw Diagnostics(blanks + error.items)
        }
    }

    private static func readParts(_ text: String, file: String) throws -> CourseManifest {
        var fields = YAMLFields(yaml: text, file: file, lineOffset: 0, what: "course.yaml",
                                known: keys)
        // A newer format may have keys this version does not know: report only the version.
        if let node = fields.node("format_version"), let version = node.int,
           version > CourseManifest.supportedFormatVersion {
            let place = fields.location(of: "format_version")
            throw Diagnostics([Diagnostic(
                file: file, line: place.line, column: place.column,
                message: "format_version \(version) is newer than this axtutor reads (\(CourseManifest.supportedFormatVersion)): update axtutor")])
        }
        guard fields.isMapping else { throw Diagnostics(fields.problems) }
        let version = fields.int("format_version")
        if let version, version != CourseManifest.supportedFormatVersion,
           let node = fields.node("format_version") {
            fields.report(node, "format_version \(version) is not one this axtutor reads: use \(CourseManifest.supportedFormatVersion)")
        }
        let id = fields.string("id")
        if let id, !Identifiers.isName(id), let node = fields.node("id") {
            fields.report(node, "course id '\(id)' may only hold letters, digits, '-' and '_'")
        }
        let title = fields.string("title")
        let welcome = fields.string("welcome")
        let final = fields.string("final")
        let lessons = fields.stringList("lessons")
        if let lessons, lessons.isEmpty, let node = fields.node("lessons") {
            fields.report(node, "'lessons' in course.yaml lists no lessons")
        }
        var seen: Set<String> = []
        for (lesson, place) in lessons ?? [] {
            if let problem = Identifiers.lessonProblem(lesson) {
                fields.add(Diagnostic(file: file, line: place.line, column: place.column,
                                                 message: problem))
            } else if !seen.insert(lesson).inserted {
                fields.add(Diagnostic(file: file, line: place.line, column: place.column,
                                                 message: "lesson '\(lesson)' is listed twice in course.yaml"))
            }
        }
        guard fields.problems.isEmpty, let version, let id, let title, let welcome, let final,
              let lessons else {
            throw Diagnostics(fields.problems)
        }
        return CourseManifest(formatVersion: version, id: id, title: title, welcome: welcome,
                              final: final, lessons: lessons.map(\.0),
                              lessonLocations: lessons.map(\.1))
    }
}
