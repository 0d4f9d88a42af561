import Foundation

/// Where a learner's progress and line history live: `--state DIR`, else `AXTUTOR_STATE`,
/// else `$XDG_STATE_HOME/axtutor`, else `~/.local/state/axtutor`.
public enum StateDirectory {
    /// The file inside the state folder that holds the progress database.
    public static let databaseFileName = "progress.sqlite"
    /// The file inside the state folder that holds the REPL's line history.
    public static let historyFileName = "history"

    /// The state folder named by the flag and the environment, without touching the disk.
    /// Empty values count as unset; a relative `XDG_STATE_HOME` is ignored, as the XDG
    /// specification asks. Nil when nothing names a folder (no HOME either).
    public static func resolve(flag: String?, environment: [String: String]) -> String? {
        func value(_ text: String?) -> String? {
            guard let text, !text.isEmpty else { return nil }
            return text
        }
        if let flag = value(flag) { return flag }
        if let state = value(environment["AXTUTOR_STATE"]) { return state }
        if let xdg = value(environment["XDG_STATE_HOME"]), xdg.hasPrefix("/") {
            return joined(xdg, "axtutor")
        }
        if let home = value(environment["HOME"]) {
            return joined(joined(joined(home, ".local"), "state"), "axtutor")
        }
        return nil
    }

    /// Resolves the state folder and creates it (with its parents) when missing.
    public static func prepare(flag: String?, environment: [String: String]) throws -> String {
        guard let directory = resolve(flag: flag, environment: environment) else {
            throw ProgressError.noStateFolder
        }
        // `--state progress.sqlite` would make a folder of that name: a database's name is told.
        var isDirectory: ObjCBool = false
        let named = (directory as NSString).pathExtension.lowercased()
        if ["sqlite", "sqlite3", "db"].contains(named),
           !(FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw ProgressError.stateFolderNamedAsFile(directory)
        }
        try create(directory)
        return directory
    }

    /// Creates `directory` and its parents (owner-only); an existing folder is left as it is.
    public static func create(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw ProgressError.cannotCreateFolder(directory, "a file of that name is in the way")
        }
        // One mkdir per component, so that a failure names the system's own reason.
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw ProgressError.cannotCreateFolder(directory, String(cString: strerror(errno)))
            }
            prefix += "/"
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw ProgressError.cannotCreateFolder(directory, String(cString: strerror(ENOTDIR)))
        }
    }

    /// `directory/name` with exactly one slash between them.
    public static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The folder part of a path: `.` when there is none, `/` for a file at the root. Written
    /// here rather than with NSString's `deletingLastPathComponent`, which traps on some short
    /// paths in the Linux Foundation (`--output t` stopped the program).
    public static func folder(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last part of a path (`progress.sqlite` of `state/progress.sqlite`).
    public static func name(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = String(trimmed[trimmed.index(after: slash)...])
        return name.isEmpty ? "/" : name
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
