import Foundation

/// A fresh folder under the system's temporary folder, removed by `remove()`.
public struct TemporaryFolder {
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "axtutor-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    public func file(_ name: String) -> String { path + "/" + name }

    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The built `name` executable beside the test binary (SwiftPM builds it first, as a
/// dependency): on Linux beside the running test executable, on macOS beside the `.xctest`
/// bundle; else in the package's `.build/debug`.
public func builtExecutable(_ name: String) -> String? {
    var folders: [URL] = []
    if let test = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        folders.append(URL(fileURLWithPath: test).deletingLastPathComponent())
    }
    let bundle = Bundle.main.bundleURL
    let argument = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
    folders += [bundle, bundle.deletingLastPathComponent(), argument, argument.deletingLastPathComponent()]
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    folders.append(root.appendingPathComponent(".build/debug"))
    return folders.map { $0.appendingPathComponent(name).path }.first { candidate in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory)
            && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: candidate)
    }
}

/// The first `name` on PATH, or nil.
public func onPath(_ name: String) -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Copies the program at `source` to `destination`, ready to run. The copy is written through
/// a descriptor that is closed on exec: a process another test starts meanwhile must not keep
/// it open for writing, or running the copy fails with "Text file busy" (ETXTBSY).
public func copyExecutable(_ source: String, to destination: String) throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
    let descriptor = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    try bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            offset += written
        }
    }
}
