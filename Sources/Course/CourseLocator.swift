import AXModel

/// Finds the course pack to use: `--course DIR`, then `AXTUTOR_COURSE`, then the nearest
/// folder at or above the current one holding a `course.yaml` (as git finds its repository),
/// then the pack installed beside the binary (`<prefix>/share/axtutor`), then the repository
/// the binary was built in (the first folder above it holding a `course.yaml`).
public enum CourseLocator {
    /// The pack folder, or a diagnostic (exit 66) saying where it looked. `authoring`: the
    /// command writes into the pack (`new lesson`, `new exercise`), so the pack found beside
    /// the binary, which is the tutor's own course and not the author's, is not used.
    public static func locate(option: String?, environment: [String: String], executable: String,
                              currentDirectory: String, authoring: Bool = false,
                              isPack: (String) -> Bool = CourseLoader.isCoursePack) throws(Diagnostic) -> String {
        if let option {
            return option
        }
        if let variable = environment["AXTUTOR_COURSE"], !variable.isEmpty {
            return variable
        }
        if let enclosing = nearestPack(from: currentDirectory, isPack: isPack) {
            return enclosing
        }
        if authoring {
            throw Diagnostic(message: "no course pack here to add to: run this inside your pack's folder "
                             + "(the one holding course.yaml), pass --course DIR, or start one with "
                             + "'axtutor new course DIR'", exitCode: 66)
        }
        let binFolder = parent(executable)
        let installed = parent(binFolder) + "/share/axtutor"
        if isPack(installed) { return installed }
        if let repository = nearestPack(from: binFolder, isPack: isPack) {
            return repository
        }
        throw Diagnostic(message: "no course pack found: pass --course DIR or set AXTUTOR_COURSE", exitCode: 66)
    }

    /// The first folder at or above `folder` that is a pack.
    static func nearestPack(from folder: String, isPack: (String) -> Bool) -> String? {
        var folder = folder
        while !folder.isEmpty, folder != "/", folder != "." {
            if isPack(folder) { return folder }
            folder = parent(folder)
        }
        return nil
    }

    /// The folder holding `path` ("/" at the top).
    static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
