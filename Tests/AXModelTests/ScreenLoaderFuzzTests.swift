import Foundation
import Testing
@testable import AXModel

/// Mangled screens, made from a valid one by a seeded generator: the loader must answer every
/// one with a screen or with located diagnostics, never a crash.
@Suite struct ScreenLoaderFuzzTests {
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/dark-theme.yaml").path

    @Test func theBundledExampleLoads() throws {
        let screen = try ScreenLoader.load(path: Self.example)
        #expect(screen.allElements.map(\.id) == ["title", "row", "caption", "themeSwitch"])
    }

    /// SplitMix64: small, seeded, the same on every machine.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Every mangled screen is answered with a screen or with diagnostics located inside its
    /// text, never a crash or another error; and the generator makes both kinds (a fuzzer
    /// whose inputs all load, or all fail, tests half the loader).
    @Test func mangledScreensNeverCrash() throws {
        let original = Array(try String(contentsOfFile: Self.example, encoding: .utf8).unicodeScalars)
        let pieces: [String] = ["[", "]", "{", "}", ":", "- ", "\"", "'", "\t", "\n", "  ", "#", "&a", "*a",
                                "<<: ", "|", ">", "!", "%", "@", "`", ",", "?", "~", "---", "\u{0}", "é",
                                "UIButon", "titel", "isOn: yes", "value: 2", "id: title", "-1", ".nan"]
        var generator = Generator(state: 2026)
        var loaded = 0
        var refused = 0
        for _ in 0..<250 {
            var text = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0...text.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where at < text.count:
                    text.removeSubrange(at..<min(text.count, at + Int.random(in: 1...6, using: &generator)))
                default:
                    let piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                    text.insert(contentsOf: piece.unicodeScalars, at: at)
                }
            }
            var string = ""
            string.unicodeScalars.append(contentsOf: text)
            // Lines as the loader counts them: a lone CR ends one too, and an error may point
            // just past the last.
            let lines = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count + 1
            do {
                _ = try ScreenLoader.parse(string, file: "f.yaml")
                loaded += 1
            } catch let diagnostics as Diagnostics {
                refused += 1
                #expect(!diagnostics.items.isEmpty)
                for item in diagnostics.items {
                    #expect(item.rendered.hasPrefix("f.yaml:"), "\(item.rendered)")
                    #expect(item.line.map { (1...lines).contains($0) } == true && item.column.map { $0 >= 1 } == true,
                            "\(item.rendered)")
                }
            } catch {
                Issue.record("not a located diagnostic: \(error)\n\(string)")
            }
        }
        #expect(loaded > 0, "no mangled screen loaded")
        #expect(refused > 0, "no mangled screen was refused")
    }
}
