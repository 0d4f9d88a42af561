import AXModel
import Foundation
import Progress

/// The programs installed beside `axtutor` that carry what the tutor itself does not link:
/// `axtutor-room` (the server and the network) and `axtutor-import` (Apple's Swift parser).
enum SiblingProgram: String {
    case room = "axtutor-room"
    case importer = "axtutor-import"

    /// Where it is: beside the running binary.
    var path: String {
        StateDirectory.joined(StateDirectory.folder(of: CourseOptions.executablePath()), rawValue)
    }

    /// Its path, or an error in words when it is not installed (69, unavailable).
    func installedPath() throws -> String {
        let path = path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Diagnostic(message: "\(rawValue) is missing: it should be beside axtutor, at \(path) "
                                 + "(swift build makes it; make install installs both)", exitCode: 69)
        }
        return path
    }

    /// Runs it with `arguments` in this process's place: its output and exit status are the command's.
    func replaceThisProcess(_ arguments: [String]) throws -> Never {
        let path = try installedPath()
        fflush(nil)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        throw Diagnostic(message: "cannot start \(path): \(reason)", exitCode: 71)
    }
}
