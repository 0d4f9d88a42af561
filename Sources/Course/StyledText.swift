import AXModel
import Presentation

/// Inline text cut into words, each made of styled runs, and wrapped to a width. Text is added
/// with its control characters spelled visibly (`TerminalText`), so widths count what is drawn.
struct StyledText {
    /// How a run of inline text looks.
    struct Style: OptionSet, Hashable {
        let rawValue: Int
        static let bold = Style(rawValue: 1)
        static let italic = Style(rawValue: 2)
        static let code = Style(rawValue: 4)
        static let link = Style(rawValue: 8)
        static let heading = Style(rawValue: 16)
        static let underline = Style(rawValue: 32)
        static let dim = Style(rawValue: 64)

        /// The ANSI SGR codes that draw this style.
        var ansiCodes: [String] {
            var codes: [String] = []
            if contains(.bold) || contains(.heading) { codes.append("1") }
            if contains(.dim) { codes.append("2") }
            if contains(.italic) { codes.append("3") }
            if contains(.link) || contains(.underline) { codes.append("4") }
            if contains(.code) { codes.append("36") }
            if contains(.heading) { codes.append("35") }
            return codes
        }
    }

    /// A stretch of text in one style.
    struct Run: Equatable {
        var text: String
        var style: Style
    }

    /// A word (runs with no space between them) or a forced line break.
    enum Piece: Equatable {
        case word([Run])
        case lineBreak
    }

    private(set) var pieces: [Piece] = []
    /// Runs of the word being built, not yet ended by a space.
    private var current: [Run] = []

    /// Adds text, splitting it into words at white space (folded to one space).
    mutating func append(_ text: String, style: Style) {
        var chunk = ""
        for character in TerminalText.visible(text) {
            if character.isWhitespace {
                if !chunk.isEmpty { current.append(Run(text: chunk, style: style)) }
                chunk = ""
                endWord()
            } else {
                chunk.append(character)
            }
        }
        if !chunk.isEmpty { current.append(Run(text: chunk, style: style)) }
    }

    mutating func space() { endWord() }

    mutating func breakLine() {
        endWord()
        pieces.append(.lineBreak)
    }

    /// Ends the last word; call before wrapping.
    mutating func finish() { endWord() }

    private mutating func endWord() {
        if !current.isEmpty { pieces.append(.word(current)) }
        current = []
    }

    /// Lines of at most `width` visible characters (a longer word gets a line of its own),
    /// each starting with `prefix`; ANSI styles drawn unless `plain`.
    func wrapped(width: Int, prefix: String, plain: Bool) -> [String] {
        let room = max(10, width - prefix.count)
        var lines: [String] = []
        var line: [Run] = [], length = 0
        func flush() {
            lines.append(prefix + Self.coalesce(line).map { Self.draw($0, plain: plain) }.joined())
            line = []
            length = 0
        }
        for piece in pieces {
            switch piece {
            case .lineBreak:
                flush()
            case .word(let runs):
                let size = runs.reduce(0) { $0 + $1.text.count }
                if length > 0, length + 1 + size > room { flush() }
                if length > 0 {
                    // A space between two words of one style takes that style (one link, one span).
                    let shared = line.last?.style == runs.first?.style ? runs.first?.style ?? [] : []
                    line.append(Run(text: " ", style: shared))
                    length += 1
                }
                line += runs
                length += size
            }
        }
        if length > 0 || lines.isEmpty { flush() }
        return lines
    }

    /// Neighbouring runs of one style joined, so each styled stretch is drawn once.
    static func coalesce(_ runs: [Run]) -> [Run] {
        var result: [Run] = []
        for run in runs {
            if let last = result.last, last.style == run.style {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
        return result
    }

    static func draw(_ run: Run, plain: Bool) -> String {
        plain ? run.text : ANSI.paint(run.text, run.style.ansiCodes)
    }
}
