import Foundation

/// Why a file cannot be written, in words, from the file system rather than from SQLite (whose
/// "disk I/O error" and "unable to open database file" say neither that the disk is full nor
/// that the folder is read-only).
enum DiskState {
    /// The reason writing `path` fails, when the file system shows one: a read-only folder or
    /// file, a full disk. `full`: the writer already knows the disk is full (SQLITE_FULL).
    static func reason(for path: String, full: Bool = false) -> String? {
        let folder = StateDirectory.folder(of: path)
        if access(folder, W_OK) != 0 {
            switch errno {
            case EROFS: return "the folder that holds it is read-only (choose another folder with --state DIR)"
            case EACCES, EPERM: return "you may not write in the folder that holds it (choose another folder with --state DIR)"
            default: break
            }
        }
        if access(path, F_OK) == 0, access(path, W_OK) != 0, errno == EACCES || errno == EPERM || errno == EROFS {
            return "the file is read-only (choose another folder with --state DIR)"
        }
        var space = statvfs()
        if full || (statvfs(folder, &space) == 0 && space.f_bavail == 0) {
            return "the disk that holds it is full (free some space, or choose another folder with --state DIR)"
        }
        return nil
    }
}
