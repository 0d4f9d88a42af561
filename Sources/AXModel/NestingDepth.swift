/// A quick look at how deeply a YAML text nests, taken before the text reaches Yams, whose
/// composer recurses once per level: a file nested thousands deep is refused instead of
/// exhausting the stack.
///
/// The measure is an estimate that never undercounts a real screen by much: in block context,
/// the number of open indentation levels plus the `- `, `? ` and `: ` markers that open
/// collections on the same line; inside `[...]` and `{...}`, the bracket depth on top. Quoted
/// scalars, block scalars (`|`, `>`) and comments are skipped, and so are brackets inside a
/// plain scalar in block context. Where the estimate is off, libYAML's own limit of 1,000
/// levels still holds, and Yams' recursion stays shallow enough for that.
enum NestingDepth {
    /// The deepest nesting a screen or course file may have.
    static let limit = 256

    /// Where the estimated depth first goes past `limit`, or nil when it never does.
    static func firstExcess(in text: String, limit: Int = limit) -> SourceLocation? {
        var text = text
        return text.withUTF8 { bytes in
            // Every byte that matters is ASCII, and UTF-8 never uses ASCII bytes inside a
            // longer character, so the bytes can be scanned directly.
            var scanner = Scanner(limit: limit)
            var lineNumber = 1
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, SourceLines.lineBreakLength(bytes, at: end) == 0 { end += 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let offset = scanner.scan(line) {
                    // Columns count characters as Unicode scalars: skip continuation bytes.
                    let column = line[..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
                    return SourceLocation(line: lineNumber, column: column)
                }
                start = end + (end < bytes.count ? SourceLines.lineBreakLength(bytes, at: end) : 1)
                lineNumber += 1
            }
            return nil
        }
    }

    /// The state carried from line to line.
    private struct Scanner {
        let limit: Int
        var indents: [Int] = []
        var flowDepth = 0
        /// The quote of a quoted scalar still open at the end of the last line.
        var openQuote: UInt8?
        /// The indentation a block scalar (`|`, `>`) started under: deeper lines are its text.
        var blockScalarParent: Int?

        private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        private static let tokenStarts = Set(": -?[{,".utf8)

        /// Scans one line; returns the 0-based byte offset where the limit was passed.
        mutating func scan(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
            let space = Self.space, tab = Self.tab
            var index = 0
            var depth: Int
            if openQuote != nil || flowDepth > 0 {
                depth = indents.count
            } else {
                while index < line.count, line[index] == space { index += 1 }
                if index == line.count || line[index] == UInt8(ascii: "#") { return nil }
                if let parent = blockScalarParent {
                    if index > parent { return nil }
                    blockScalarParent = nil
                }
                while let last = indents.last, last > index { indents.removeLast() }
                if indents.last != index { indents.append(index) }
                depth = indents.count
                if depth > limit { return index }
                // `- - - x` and `? ` open a collection each without a new line.
                while index + 1 < line.count,
                      line[index] == UInt8(ascii: "-") || line[index] == UInt8(ascii: "?"),
                      line[index + 1] == space || line[index + 1] == tab {
                    depth += 1
                    if depth > limit { return index }
                    index += 2
                    while index < line.count, line[index] == space { index += 1 }
                }
            }
            var previous = space
            var lastSignificant = space
            while index < line.count {
                let byte = line[index]
                if let quote = openQuote {
                    if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if byte == quote {
                        if quote == UInt8(ascii: "'"), index + 1 < line.count, line[index + 1] == quote {
                            index += 2
                            continue
                        }
                        openQuote = nil
                    }
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "#") where previous == space || previous == tab:
                    return nil
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    if Self.tokenStarts.contains(lastSignificant) { openQuote = byte }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    // In block context a bracket inside a plain scalar (`text: see [1`) is text.
                    if flowDepth > 0 || Self.tokenStarts.contains(lastSignificant) {
                        flowDepth += 1
                        if depth + flowDepth > limit { return index }
                    }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if flowDepth > 0 { flowDepth -= 1 }
                case UInt8(ascii: "|"), UInt8(ascii: ">"):
                    if flowDepth == 0, lastSignificant == UInt8(ascii: ":") || lastSignificant == UInt8(ascii: "-") {
                        blockScalarParent = indents.last ?? 0
                    }
                default:
                    break
                }
                if byte != space && byte != tab { lastSignificant = byte }
                previous = byte
                index += 1
            }
            return nil
        }
    }
}
