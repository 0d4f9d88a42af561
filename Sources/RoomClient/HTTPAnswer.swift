/// An HTTP/1.1 answer read from bytes as they arrive (RFC 9112): the status line, the headers,
/// and a body framed by `Content-Length`, by chunks, or by the end of the connection. Informational
/// answers (1xx) before the final one are skipped.
struct HTTPAnswer: Equatable, Sendable {
    var status: Int
    var body: [UInt8]

    /// What the bytes so far make.
    enum Reading: Equatable, Sendable {
        /// The answer is whole.
        case complete(HTTPAnswer)
        /// More bytes are needed.
        case incomplete
        /// Not HTTP, or cut short: why, in words.
        case malformed(String)
    }

    /// Reads `bytes`; `ended` says the server has closed the connection, so that nothing more
    /// will come (a body without a length ends there).
    static func read(_ bytes: [UInt8], ended: Bool) -> Reading {
        var start = 0
        while true {
            guard let headEnd = find([13, 10, 13, 10], in: bytes, from: start) else {
                guard ended else { return .incomplete }
                return .malformed(start == bytes.count ? "the connection was closed without an answer"
                                  : "the answer is not HTTP")
            }
            let lines = String(decoding: bytes[start..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
            let statusWords = lines[0].split(separator: " ", maxSplits: 2)
            guard statusWords.count >= 2, statusWords[0].hasPrefix("HTTP/1."), statusWords[1].count == 3,
                  let status = Int(statusWords[1]), (100...599).contains(status) else {
                return .malformed("the answer is not HTTP")
            }
            let bodyStart = headEnd + 4
            if status < 200 {
                start = bodyStart
                continue
            }
            var headers: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { return .malformed("the answer is not HTTP") }
                headers[line[..<colon].trimmingSpaces.lowercased()] = String(line[line.index(after: colon)...]).trimmingSpaces
            }
            let rest = Array(bytes[bodyStart...])
            if status == 204 || status == 304 { return .complete(HTTPAnswer(status: status, body: [])) }
            if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
                return chunked(rest, status: status, ended: ended)
            }
            if let text = headers["content-length"] {
                guard let length = Int(text), length >= 0 else { return .malformed("the answer's length is not a number") }
                if rest.count >= length { return .complete(HTTPAnswer(status: status, body: Array(rest.prefix(length)))) }
                return ended ? .malformed("the answer ended early") : .incomplete
            }
            return ended ? .complete(HTTPAnswer(status: status, body: rest)) : .incomplete
        }
    }

    /// A chunked body: hexadecimal sizes, each chunk followed by CRLF, a size of 0 last.
    private static func chunked(_ bytes: [UInt8], status: Int, ended: Bool) -> Reading {
        var body: [UInt8] = []
        var position = 0
        while true {
            guard let lineEnd = find([13, 10], in: bytes, from: position) else {
                return ended ? .malformed("the answer ended early") : .incomplete
            }
            let sizeText = String(decoding: bytes[position..<lineEnd], as: UTF8.self)
                .split(separator: ";", maxSplits: 1).first.map(String.init)?.trimmingSpaces ?? ""
            guard let size = Int(sizeText, radix: 16), size >= 0 else {
                return .malformed("the answer's chunk size is not a number")
            }
            let dataStart = lineEnd + 2
            if size == 0 { return .complete(HTTPAnswer(status: status, body: body)) }
            guard bytes.count >= dataStart + size + 2 else { return ended ? .malformed("the answer ended early") : .incomplete }
            body += bytes[dataStart..<dataStart + size]
            position = dataStart + size + 2
        }
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        for index in start...(bytes.count - pattern.count)
        where bytes[index] == pattern[0] && bytes[index..<index + pattern.count].elementsEqual(pattern) {
            return index
        }
        return nil
    }
}

private extension StringProtocol {
    /// Without the spaces and tabs at either end (header values allow both).
    var trimmingSpaces: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
        return String(self[first...last])
    }
}
