import AXModel

/// Finds the course pack to use: `--course DIR`, then `AXTUTOR_COURSE`, then the pack
/// installed beside the binary (`<prefix>/share/axtutor`), then the repository the binary
/// was built in (the first folder above it holding a `course.yaml`).
public enum CourseLocator {
    /// The pack folder, or a diagnostic (exit 66) saying where it looked.
    public static func locate(option: String?, environment: [String: String], executable: String,
                              isPack: (String) -> Bool = CourseLoader.isCoursePack) throws(Diagnostic) -> String {
        if let option {
            return option
        }
        if let variable = environment["AXTUTOR_COURSE"], !variable.isEmpty {
            return variable
        }
        let binFolder = parent(executable)
        let installed = parent(binFolder) + "/share/axtutor"
        if isPack(installed) { return installed }
        var folder = binFolder
        while !folder.isEmpty, folder != "/" {
            if isPack(folder) { return folder }
            folder = parent(folder)
        }
        throw Diagnostic(message: "no course pack found: pass --course DIR or set AXTUTOR_COURSE", exitCode: 66)
    }

    /// The folder holding `path` ("/" at the top).
    static func parent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
