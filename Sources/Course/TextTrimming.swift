/// Trimming white space at the ends of text, without Foundation's character sets.
extension StringProtocol {
    /// The text without spaces and line breaks at either end.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\n" || first == "\r\n" || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\n" || last == "\r\n" || last == "\t" { text.removeLast() }
        return String(text)
    }
}

extension Substring {
    /// The text without spaces and tabs at its end.
    var trimmingTrailingSpaces: Substring {
        var copy = self
        while let last = copy.last, last == " " || last == "\t" { copy.removeLast() }
        return copy
    }
}
