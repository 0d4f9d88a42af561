// Records attempts into a progress database, printing "committed ID N" after each commit:
// the child process the durability tests kill with SIGKILL or run beside another writer.
// Usage: progress-writer DIR LEARNER COURSE COUNT EXERCISE   (COUNT 0: until killed)
import Foundation
import Progress

let arguments = CommandLine.arguments
guard arguments.count == 6, let count = Int(arguments[4]), count >= 0 else {
    FileHandle.standardError.write(Data("usage: progress-writer DIR LEARNER COURSE COUNT EXERCISE\n".utf8))
    exit(64)
}
do {
    let store = try ProgressStore.open(at: arguments[1], learner: arguments[2], course: arguments[3])
    var number = 1
    while count == 0 || number <= count {
        let id = try store.record(Attempt(
            exercise: arguments[5], time: Date(), statements: ["row.accessibilityLabel = \"\(number)\""],
            passed: false, hintsUsed: 0, duration: 0.5))
        print("committed \(id) \(number)")
        fflush(nil)
        number += 1
    }
} catch let error as ProgressError {
    FileHandle.standardError.write(Data((error.description + "\n").utf8))
    exit(error.exitCode)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(74)
}
