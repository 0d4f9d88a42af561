/// Finds where bytes stop being UTF-8, to say which line and column to fix.
enum UTF8Check {
    /// The offset of the first byte that is not part of valid UTF-8, with its 1-based line and
    /// column (characters counted as Unicode scalars); nil when all of it is valid.
    static func firstInvalidByte(in bytes: [UInt8]) -> (offset: Int, location: SourceLocation)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var column = 1
        var previousWasCR = false
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                offset += encoded.count
                if scalar == "\n" && previousWasCR {
                    column = 1
                } else if SourceLines.isLineBreak(scalar) {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                previousWasCR = scalar == "\r"
            case .error:
                return (offset, SourceLocation(line: line, column: column))
            case .emptyInput:
                return nil
            }
        }
    }
}
