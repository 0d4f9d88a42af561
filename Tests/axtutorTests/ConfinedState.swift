import Foundation
import TestSupport

/// Runs axtutor with its state folder on a file system of its own, inside a private mount
/// namespace (`unshare -m`): a small tmpfs that can be filled, or a read-only bind mount. The
/// machine's own disks and devices are never touched. Needs Linux and the right to mount
/// (root); tests that use it are skipped elsewhere.
enum ConfinedState {
    /// Whether a tmpfs can be mounted in a private namespace here.
    static let available: Bool = {
        #if os(Linux)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let folder = NSTemporaryDirectory() + "axtutor-confined-probe-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
              let run = try? run("mount -t tmpfs -o size=64k tmpfs \"$STATE\"", environment: ["STATE": folder])
        else { return false }
        return run.status == 0
        #else
        return false
        #endif
    }()

    /// The command line that runs `script` (sh) in a private mount namespace; the script sees
    /// the mounts it makes, nobody else does.
    static func command(_ script: String) -> [String] {
        ["/usr/bin/unshare", "-m", "--propagation", "private", "/bin/sh", "-c", script]
    }

    /// Runs `script` in a private mount namespace with `environment` added, and waits.
    static func run(_ script: String, environment: [String: String]) throws -> ChildOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command(script)[0])
        process.arguments = Array(command(script).dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ChildOutput(stdout: String(decoding: outData, as: UTF8.self),
                                 stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
    }

    /// A shell line that fills the file system holding `folder` (the variable's name) to the last block.
    static func fill(_ folder: String) -> String {
        "dd if=/dev/zero of=\"$\(folder)/filler\" bs=4096 2>/dev/null; true"
    }

    /// Fills, from outside, the file system holding `path` as the process `pid` sees it.
    static func fill(path: String, seenBy pid: Int32) {
        let file = "/proc/\(pid)/root" + path + "/filler"
        guard FileManager.default.createFile(atPath: file, contents: nil),
              let handle = FileHandle(forWritingAtPath: file) else { return }
        defer { try? handle.close() }
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
    }
}
