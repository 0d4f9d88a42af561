import Foundation

/// The fixture pack under Tests/CourseTests/Fixtures, and throwaway copies of it to break.
struct TestPack {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path
    static let original = fixtures + "/pack"

    /// The copy's folder.
    let root: String

    /// A fresh copy of the fixture pack in a temporary folder.
    init() throws {
        root = NSTemporaryDirectory() + "axtutor-pack-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: Self.original, toPath: root)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Replaces the first occurrence of `old` in a file of the pack.
    func replace(_ relative: String, _ old: String, with new: String) throws {
        let text = try read(relative)
        guard let range = text.range(of: old) else { throw CocoaError(.fileReadUnknown) }
        try write(relative, text.replacingCharacters(in: range, with: new))
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Problems `CourseLoader.scan` reports, rendered, with the temporary folder written as `PACK`.
    func problems() -> [String] {
        CourseLoaderProblems.rendered(root: root)
    }
}
