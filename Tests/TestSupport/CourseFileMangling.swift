/// A small deterministic generator, so a failure can be replayed.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}

/// Bits of course-file syntax (front matter, fences, hints, YAML) that `mangle` inserts.
private let pieces = ["---", "\n", "```", "```screen\n", "## Hints\n", "1. ", ":", "- ", "[", "]", "{",
                      "}", "\"", "'", "\t", "> ", "*", "`", "\u{FEFF}", "é", "\r\n", "#", "&a", "*a", "!!int "]

/// `text` (a course file) with a few random cuts, copies and insertions.
public func mangle(_ text: String, using generator: inout SeededGenerator) -> String {
    var characters = Array(text)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let position = Int.random(in: 0...characters.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0 where !characters.isEmpty:
            let end = min(characters.count, position + Int.random(in: 1...20, using: &generator))
            characters.removeSubrange(min(position, characters.count - 1)..<end)
        case 1:
            let piece = pieces.randomElement(using: &generator) ?? ""
            characters.insert(contentsOf: piece, at: position)
        default:
            let start = Int.random(in: 0...characters.count, using: &generator)
            let end = min(characters.count, start + Int.random(in: 0...30, using: &generator))
            characters.insert(contentsOf: characters[start..<end], at: position)
        }
    }
    return String(characters)
}
