import AXModel
import Foundation

/// The screen a command reads: a file, or standard input for `-`, named `<stdin>` in messages.
enum ScreenInput {
    /// The screen at `path` and how messages name it.
    static func load(_ path: String) throws -> (screen: Screen, name: String) {
        guard path == "-" else { return (try ScreenLoader.load(path: path), path) }
        let data = [UInt8](FileHandle.standardInput.readData(ofLength: SourceFile.sizeLimit + 1))
        return (try ScreenLoader.parse(data: data, file: "<stdin>"), "<stdin>")
    }
}
