/// A quick look at how deeply a YAML text nests, taken before the text reaches Yams, whose
/// composer recurses once per level: a file nested thousands deep is refused instead of
/// exhausting the stack.
///
/// The measure is an estimate that never undercounts a real screen by much: in block context,
/// the number of open indentation levels plus the `- `, `? ` and `: ` markers that open
/// collections on the same line; inside `[...]` and `{...}`, the bracket depth on top. Quoted
/// scalars and comments are skipped; a plain scalar's brackets count (over, never under).
enum NestingDepth {
    /// The deepest nesting a screen file may have.
    static let limit = 256

    /// Where the estimated depth first goes past `limit`, or nil when it never does.
    static func firstExcess(in text: String, limit: Int = limit) -> SourceLocation? {
        var scanner = Scanner(limit: limit)
        var lineNumber = 0
        for line in SourceLines(text).lines {
            lineNumber += 1
            if let column = scanner.scan(Array(line.unicodeScalars)) {
                return SourceLocation(line: lineNumber, column: column)
            }
        }
        return nil
    }

    /// The state carried from line to line.
    private struct Scanner {
        let limit: Int
        var indents: [Int] = []
        var flowDepth = 0
        /// The quote character of a quoted scalar still open at the end of the last line.
        var openQuote: Unicode.Scalar?
        /// The indentation a block scalar (`|`, `>`) started under: deeper lines are its text.
        var blockScalarParent: Int?

        /// Scans one line; returns the 1-based scalar column where the limit was passed.
        mutating func scan(_ line: [Unicode.Scalar]) -> Int? {
            var index = 0
            var depth: Int
            if openQuote != nil || flowDepth > 0 {
                depth = indents.count
            } else {
                while index < line.count, line[index] == " " { index += 1 }
                if index == line.count || line[index] == "#" { return nil }
                if let parent = blockScalarParent {
                    if index > parent { return nil }
                    blockScalarParent = nil
                }
                while let last = indents.last, last > index { indents.removeLast() }
                if indents.last != index { indents.append(index) }
                depth = indents.count
                if depth > limit { return index + 1 }
                // `- - - x` and `? ` open a collection each without a new line.
                while index + 1 < line.count, line[index] == "-" || line[index] == "?",
                      line[index + 1] == " " || line[index + 1] == "\t" {
                    depth += 1
                    if depth > limit { return index + 1 }
                    index += 2
                    while index < line.count, line[index] == " " { index += 1 }
                }
            }
            var previous: Unicode.Scalar = " "
            var lastSignificant: Unicode.Scalar = " "
            while index < line.count {
                let scalar = line[index]
                if let quote = openQuote {
                    if quote == "\"", scalar == "\\" {
                        index += 2
                        continue
                    }
                    if scalar == quote {
                        if quote == "'", index + 1 < line.count, line[index + 1] == "'" {
                            index += 2
                            continue
                        }
                        openQuote = nil
                    }
                    index += 1
                    continue
                }
                let atTokenStart = ": -?[{,".unicodeScalars.contains(lastSignificant)
                if scalar == "#", previous == " " || previous == "\t" {
                    return nil
                } else if scalar == "\"" || scalar == "'", atTokenStart {
                    openQuote = scalar
                } else if scalar == "[" || scalar == "{" {
                    flowDepth += 1
                    if depth + flowDepth > limit { return index + 1 }
                } else if scalar == "]" || scalar == "}" {
                    flowDepth = max(0, flowDepth - 1)
                } else if scalar == "|" || scalar == ">", flowDepth == 0,
                          lastSignificant == ":" || lastSignificant == "-" {
                    blockScalarParent = indents.last ?? 0
                }
                if scalar != " " && scalar != "\t" { lastSignificant = scalar }
                previous = scalar
                index += 1
            }
            return nil
        }
    }
}
