import Foundation

/// The fixture pack under Tests/CourseTests/Fixtures, and throwaway copies of it to break.
public struct TestPack {
    /// The repository, whose root is the bundled course pack.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    public static let fixtures = repository + "/Tests/CourseTests/Fixtures"
    public static let original = fixtures + "/pack"

    /// The copy's folder.
    public let root: String

    /// A fresh copy of the fixture pack in a temporary folder.
    public init() throws {
        root = NSTemporaryDirectory() + "axtutor-pack-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: Self.original, toPath: root)
    }

    public func path(_ relative: String) -> String { root + "/" + relative }

    public func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    public func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    /// Replaces the first occurrence of `old` in a file of the pack.
    public func replace(_ relative: String, _ old: String, with new: String) throws {
        let text = try read(relative)
        guard let range = text.range(of: old) else { throw CocoaError(.fileReadUnknown) }
        try write(relative, text.replacingCharacters(in: range, with: new))
    }

    public func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    public func cleanUp() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
