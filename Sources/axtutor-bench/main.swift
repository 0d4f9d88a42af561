import AXModel
import Foundation
import ScreenReader

// The in-process benchmarks `make bench` prints; scripts/bench.sh times whole commands.

let voiceOver = VoiceOver()

// `axtutor-bench --write-screen FILE` only writes the 5,000-element screen, for timing commands.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-screen" {
    try BenchScreens.yaml(count: 5_000).write(toFile: CommandLine.arguments[2], atomically: true, encoding: .utf8)
    exit(0)
}

// `axtutor-bench --check PACK EXERCISE` only times `check` on one exercise.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--check" {
    try CheckBench.run(pack: CommandLine.arguments[2], exercise: CommandLine.arguments[3])
    exit(0)
}

// 1. Focus announcements a second on a 1,000-element screen.
let screen = BenchScreens.mixed(count: 1_000)
let stops = voiceOver.focusStops(of: screen)
var sink = 0
let rounds = 200
let announceSeconds = Stopwatch.best(runs: 5) {
    for _ in 0..<rounds {
        for stop in stops { sink &+= voiceOver.announcement(for: stop).speech.utf8.count }
    }
}
let perSecond = Double(stops.count * rounds) / announceSeconds
print(String(format: "focus announcements: %.2f million a second (%d stops, release build; goal: 1 million)",
             perSecond / 1e6, stops.count))

// 2. Focus order plus every announcement of the whole screen, as `speak` does.
let wholeSeconds = Stopwatch.best(runs: 5) {
    for _ in 0..<20 { sink &+= voiceOver.announcements(of: screen).count }
}
print(String(format: "focus order + announcements of a 1,000-element screen: %.3f ms", wholeSeconds / 20 * 1000))

// 3. Load and speak a 5,000-element screen file.
let path = NSTemporaryDirectory() + "axtutor-bench-5000.yaml"
try BenchScreens.yaml(count: 5_000).write(toFile: path, atomically: true, encoding: .utf8)
let loadSeconds = try Stopwatch.best(runs: 3) {
    let loaded = try ScreenLoader.load(path: path)
    sink &+= voiceOver.announcements(of: loaded).count
}
print(String(format: "load and speak a 5,000-element screen file: %.3f s in process (goal: under 1 s)", loadSeconds))
// 4. TalkBack: focus announcements a second on a 1,000-element android screen.
let talkBack = TalkBack()
let androidScreen = AndroidBenchScreens.mixed(count: 1_000)
let androidStops = talkBack.focusStops(of: androidScreen)
let talkBackSeconds = Stopwatch.best(runs: 5) {
    for _ in 0..<rounds {
        for stop in androidStops { sink &+= talkBack.announcement(for: stop).speech.utf8.count }
    }
}
print(String(format: "TalkBack focus announcements: %.2f million a second (%d stops, release build)",
             Double(androidStops.count * rounds) / talkBackSeconds / 1e6, androidStops.count))
let androidWholeSeconds = Stopwatch.best(runs: 5) {
    for _ in 0..<20 { sink &+= talkBack.announcements(of: androidScreen).count }
}
print(String(format: "TalkBack focus order + announcements of a 1,000-element screen: %.3f ms",
             androidWholeSeconds / 20 * 1000))
if sink == 42 { print("") }  // keeps the work from being optimised away
