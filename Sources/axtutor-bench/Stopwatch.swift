import Foundation

/// Measures wall-clock time of a block, best of several runs (the least disturbed one).
enum Stopwatch {
    static func best(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, seconds)
        }
        return best
    }
}
