import AXModel
import Foundation

/// Writes a command's text to the file the learner named, as the shell's `>` would, and
/// destroys nothing on the way: a device, a FIFO, a symbolic link's target or a file with other
/// names (hard links) is written into where it is; only a new file, or a regular file of the
/// learner's own with no other name, is replaced whole (a temporary file beside it, renamed
/// over it once complete, so a failed write leaves the old file). Any progress database, and
/// anything in the state folder, is refused. Write errors end with 74 (EX_IOERR).
public struct OutputFile {
    /// The path as the learner gave it, for messages.
    public let path: String
    /// The state folder in use: nothing in it is ever written.
    public let stateDirectory: String
    /// What is written, for messages: "the report", "the screen".
    public var noun = "the report"

    public init(path: String, stateDirectory: String, noun: String = "the report") {
        self.path = path
        self.stateDirectory = stateDirectory
        self.noun = noun
    }

    /// How the file is written, from what the path names now.
    public enum Method: Equatable {
        /// No file there: a temporary file is linked into place, never over anything.
        case create
        /// A regular file of the learner's own: a temporary file renamed over it.
        case replace(mode: mode_t)
        /// Anything else (a link's target, a device, a FIFO, another's file): opened and written as `>` does.
        case inPlace
    }

    public func write(_ text: String) throws(Diagnostic) {
        let bytes = Array(text.utf8)
        switch try method() {
        case .create:
            let temporary = try writeTemporary(bytes, mode: 0o666 & ~currentUmask())
            defer { unlink(temporary) }
            if link(temporary, path) != 0 {
                let reason = errno
                // A file system without hard links: rename, which the check above makes safe enough.
                guard reason == EPERM || reason == ENOTSUP || reason == EXDEV, rename(temporary, path) == 0 else {
                    throw reason == EEXIST ? failure("a file of that name appeared while it was written") : failure(reason)
                }
            }
        case .replace(let mode):
            let temporary = try writeTemporary(bytes, mode: mode)
            if rename(temporary, path) != 0 {
                let reason = errno
                unlink(temporary)
                throw failure(reason)
            }
        case .inPlace:
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOCTTY | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw failure(errno) }
            defer { close(descriptor) }
            try Self.writeAll(bytes, to: descriptor, failure: failure)
        }
    }

    /// What the path names decides how it is written; the state folder's files and progress
    /// databases are refused here, before anything is opened for writing.
    public func method() throws(Diagnostic) -> Method {
        var link = stat()
        guard lstat(path, &link) == 0 else {
            guard errno == ENOENT else { throw failure(errno) }
            let folder = parentFolder
            var status = stat()
            guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw Diagnostic(file: path, message: "cannot write \(noun): there is no folder \(folder)", exitCode: 73)
            }
            try refuseStateFolder(realFolder: Self.realPath(folder), target: nil)
            return .create
        }
        var target = link
        let followed = link.st_mode & S_IFMT == S_IFLNK
        if followed && stat(path, &target) != 0 {
            // A link to nothing: `>` creates its target, which must not be in the state folder.
            try refuseStateFolder(realFolder: Self.realPath(Self.linkTarget(path).parent), target: nil)
            return .inPlace
        }
        if target.st_mode & S_IFMT == S_IFDIR {
            throw Diagnostic(file: path, message: "cannot write \(noun): it is a folder", exitCode: 73)
        }
        try refuseStateFolder(realFolder: Self.realPath(path).parent, target: target)
        if target.st_mode & S_IFMT == S_IFREG, try isProgressDatabase() {
            throw refusal("it is an axtutor progress database, and writing over it would lose the progress it holds; "
                          + "choose another file")
        }
        if !followed, target.st_mode & S_IFMT == S_IFREG, target.st_uid == geteuid(), target.st_nlink == 1 {
            return .replace(mode: target.st_mode & 0o7777)
        }
        return .inPlace
    }

    // MARK: The state folder

    /// Refuses a file in the state folder (its real folder is the state folder's, or inside
    /// it) or, for an existing file, the same file as one in it under another name.
    private func refuseStateFolder(realFolder: String, target: stat?) throws(Diagnostic) {
        let state = Self.realPath(stateDirectory)
        if realFolder == state || realFolder.hasPrefix(state == "/" ? "/" : state + "/") {
            let name = StateDirectory.name(of: Self.realPath(path))
            if Self.databaseNames.contains(name) && realFolder == state {
                throw refusal("it is an axtutor progress database, and writing over it would lose the progress it "
                              + "holds; choose another file")
            }
            throw refusal("it is in axtutor's state folder (\(stateDirectory)), which holds your progress; "
                          + "choose a file outside it")
        }
        guard let target else { return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: stateDirectory)) ?? [] {
            var status = stat()
            if lstat(StateDirectory.joined(stateDirectory, name), &status) == 0,
               status.st_dev == target.st_dev, status.st_ino == target.st_ino {
                throw refusal("it is \(StateDirectory.joined(stateDirectory, name)) under another name; "
                              + "choose another file")
            }
        }
    }

    /// The progress database and SQLite's files beside it.
    static let databaseNames: Set<String> = ["", "-wal", "-shm", "-journal"].map { StateDirectory.databaseFileName + $0 }
        .reduce(into: []) { $0.insert($1) }

    /// Whether the existing file starts with the header of an axtutor progress database.
    private func isProgressDatabase() throws(Diagnostic) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 100)
        let count = read(descriptor, &bytes, 100)
        guard count > 0 else { return false }
        return DatabaseHeader.classify(Array(bytes[0..<count])).isProgressDatabase
    }

    private func refusal(_ reason: String) -> Diagnostic {
        Diagnostic(file: path, message: "cannot write \(noun) there: \(reason)", exitCode: 73)
    }

    // MARK: Writing

    /// Writes the bytes to a new temporary file beside the path, synced, and returns its path.
    private func writeTemporary(_ bytes: [UInt8], mode: mode_t) throws(Diagnostic) -> String {
        var template = Array(StateDirectory.joined(parentFolder, ".axtutor-report-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw failure(errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(Diagnostic) {
            defer { close(descriptor) }
            guard fchmod(descriptor, mode) == 0 else { throw failure(errno) }
            try Self.writeAll(bytes, to: descriptor, failure: failure)
            guard fsync(descriptor) == 0 else { throw failure(errno) }
        } catch {
            unlink(temporary)
            throw error
        }
        return temporary
    }

    /// Writes the text to standard output; a full disk or a broken device behind it is an
    /// error (74), not a silent loss.
    public static func writeToStandardOutput(_ text: String) throws(Diagnostic) {
        fflush(nil)
        try writeAll(Array(text.utf8), to: STDOUT_FILENO) { code in
            Diagnostic(message: "cannot write the report to standard output: \(String(cString: strerror(code)))",
                       exitCode: 74)
        }
    }

    /// Writes every byte, through short writes and interruptions.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32,
                         failure: (Int32) -> Diagnostic) throws(Diagnostic) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            offset += written
        }
    }

    /// The system's reason, as a write error (74).
    private func failure(_ code: Int32) -> Diagnostic {
        failure(String(cString: strerror(code)))
    }

    private func failure(_ reason: String) -> Diagnostic {
        Diagnostic(file: path, message: "cannot write \(noun): \(reason)", exitCode: 74)
    }

    // MARK: Paths

    private var parentFolder: String { path.parent }

    /// `realpath(3)` of the path, or of its folder with the name added when the file does not exist.
    static func realPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        guard let resolved = realpath(path.parent, nil) else { return path }
        defer { free(resolved) }
        return StateDirectory.joined(String(cString: resolved), StateDirectory.name(of: path))
    }

    /// A link's target, made absolute against the link's folder.
    static func linkTarget(_ path: String) -> String {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
        return target.hasPrefix("/") ? target : StateDirectory.joined(path.parent, target)
    }

    private func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

private extension String {
    /// The folder part of a path ("." when there is none).
    var parent: String { StateDirectory.folder(of: self) }
}
