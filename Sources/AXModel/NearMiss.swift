/// Finds the candidate closest to a misspelled word, for "did you mean …?" suggestions.
public enum NearMiss {
    /// The longest word a suggestion is looked for, in bytes.
    static let longestWord = 100

    /// The closest candidate within a small edit distance (case-insensitive), else the one
    /// candidate that begins with the word; nil when neither is found.
    public static func suggestion<S: Sequence>(for word: String, in candidates: S) -> String?
    where S.Element == String {
        // No name is anywhere near this long: a longer word (a pasted paragraph) has no near
        // miss, and measuring it against every name would cost its length each time.
        guard word.utf8.count <= longestWord else { return nil }
        let lowered = word.lowercased()
        let limit = max(1, min(3, lowered.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased(), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        // A short form of one longer name (`saveCard` for `saveCardToggle`): suggest it when it
        // is the only name that begins that way.
        guard lowered.count >= 3 else { return nil }
        var extended: String?
        for candidate in candidates where candidate.lowercased().hasPrefix(lowered) {
            if extended != nil { return nil }
            extended = candidate
        }
        return extended
    }

    /// Damerau–Levenshtein (optimal string alignment) distance, stopping early past `limit`.
    public static func editDistance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
