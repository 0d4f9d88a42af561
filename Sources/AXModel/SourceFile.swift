import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the text files axtutor is given (screens, course files, fix statements) the one way:
/// at most `sizeLimit` bytes, UTF-8 only, each refusal a `Diagnostic` naming the file.
public enum SourceFile {
    /// The largest file read, in bytes (1 MB): far above any real screen, lesson or fix.
    public static let sizeLimit = 1 << 20

    /// The text of the file at `path`; `name` is how diagnostics call it and `kind` what it is
    /// for messages ("a screen file", "a course file", "fix statements"). Course files must be
    /// regular files (a FIFO would stall a scan); `regularOnly: false` also takes a pipe or
    /// device, such as a file given as `<(…)`. Exit status 66 when there is nothing to read,
    /// 65 when what is there cannot be used.
    public static func read(atPath path: String, name: String, kind: String,
                            regularOnly: Bool = true) throws(Diagnostic) -> String {
        // stat(2), which follows links as reading does; FileManager's attributes would also look
        // up the owner's account name for every file.
        var status = stat()
        guard stat(path, &status) == 0 else { throw unreadable(name, errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Diagnostic(file: name, message: "is a folder, not a file", exitCode: 66)
        case _ where regularOnly: throw Diagnostic(file: name, message: "is not a regular file", exitCode: 66)
        default: break
        }
        let size = Int(status.st_size)
        guard size <= sizeLimit else { throw tooLarge("the file is \(megabytes(size))", name: name, kind: kind) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(name, errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do {
            data = try handle.read(upToCount: sizeLimit + 1) ?? Data()
        } catch {
            throw Diagnostic(file: name, message: "cannot be read: \(error.localizedDescription)", exitCode: 66)
        }
        guard data.count <= sizeLimit else {
            throw tooLarge("the file is larger than \(megabytes(sizeLimit))", name: name, kind: kind)
        }
        return try decode([UInt8](data), name: name, kind: kind)
    }

    /// Text read some other way (standard input): at most `sizeLimit` bytes of UTF-8.
    public static func decode(_ bytes: [UInt8], name: String, kind: String) throws(Diagnostic) -> String {
        guard bytes.count <= sizeLimit else {
            throw tooLarge("the input is larger than \(megabytes(sizeLimit))", name: name, kind: kind)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw Diagnostic(file: name, line: 1, column: 1, message: "the file is UTF-16 text: save it as UTF-8")
        }
        // The standard library's decoder is the fast check: it replaces nothing in valid UTF-8,
        // so the text it makes holds exactly the bytes read. Only text it had to repair is
        // walked again, scalar by scalar, to say where the first bad byte is.
        var decoded = String(decoding: bytes, as: UTF8.self)
        let unchanged = decoded.withUTF8 { text in
            bytes.withUnsafeBufferPointer { read in
                guard text.count == read.count, let made = text.baseAddress, let given = read.baseAddress else {
                    return text.count == read.count
                }
                return memcmp(made, given, read.count) == 0
            }
        }
        if !unchanged, let bad = UTF8Check.firstInvalidByte(in: bytes) {
            let byte = String(bytes[bad.offset], radix: 16, uppercase: true)
            throw Diagnostic(
                file: name, line: bad.location.line, column: bad.location.column,
                message: "the file is not UTF-8 text: byte 0x\(byte.count == 1 ? "0" + byte : byte) "
                    + "cannot start or continue a character; save it as UTF-8")
        }
        // A byte order mark is no part of the text (libYAML would read it as a character).
        return bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? String(decoded.unicodeScalars.dropFirst()) : decoded
    }

    /// The refusal of text that is already in memory but larger than a file may be.
    public static func checkSize(of text: String, name: String?, kind: String) throws(Diagnostic) {
        let size = text.utf8.count
        if size > sizeLimit { throw tooLarge("the file is \(megabytes(size))", name: name, kind: kind) }
    }

    /// `1.5 MB`: bytes in binary megabytes, one decimal.
    public static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    private static func tooLarge(_ what: String, name: String?, kind: String) -> Diagnostic {
        Diagnostic(file: name, line: 1, column: 1,
                   message: "\(what): \(kind) may be at most \(megabytes(sizeLimit))")
    }

    /// Why a file could not be opened, in words, with exit status 66 (no input).
    private static func unreadable(_ name: String, _ code: Int32) -> Diagnostic {
        let reason: String
        switch code {
        case ENOENT, ENOTDIR: reason = "no such file"
        case ELOOP: reason = "cannot be read: its symbolic links lead round in a loop"
        case EACCES, EPERM: reason = "cannot be read: permission denied"
        default: reason = "cannot be read: " + String(cString: strerror(code)).lowercased()
        }
        return Diagnostic(file: name, message: reason, exitCode: 66)
    }
}
