import Foundation

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "axtutor-progress-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The built `name` executable beside the test binary (SwiftPM builds it first, as a dependency).
func builtExecutable(_ name: String) -> String? {
    var candidates: [String] = []
    if let test = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        candidates.append((test as NSString).deletingLastPathComponent + "/" + name)
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/" + name).path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}
