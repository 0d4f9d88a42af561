/// Element ids made from Swift names (`titleLabel`, the binding `$isOn` → `isOn`) or, for a
/// SwiftUI view with no name of its own, from the words it shows and its type (`Text("Dark
/// Theme")` → `darkThemeText`); each id unique in the screen (`saveButton2`).
struct ElementIDs {
    private var used: Set<String> = []
    /// Words YAML reads as something else than a name; an id is never one of them.
    private static let reserved: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null"]

    /// An unused id from a Swift name.
    mutating func named(_ name: String) -> String {
        unique(Self.identifier(name) ?? "element")
    }

    /// An unused id from shown words and a type name: `darkThemeToggle`, or `toggle` with no words.
    mutating func described(_ words: String?, type: String) -> String {
        let suffix = type.prefix(1).uppercased() + type.dropFirst()
        guard let words, let base = Self.camelCase(words) else {
            return unique(type.prefix(1).lowercased() + type.dropFirst())
        }
        return unique(base + suffix)
    }

    /// Marks an id as taken (an element named in the source keeps its own name).
    mutating func reserve(_ id: String) { used.insert(id) }

    private mutating func unique(_ base: String) -> String {
        var id = Self.reserved.contains(base.lowercased()) ? base + "_" : base
        var number = 2
        while used.contains(id) {
            id = base + String(number)
            number += 1
        }
        used.insert(id)
        return id
    }

    /// A Swift name as an id: `[A-Za-z_][A-Za-z0-9_]*` (backquotes and other characters dropped).
    static func identifier(_ name: String) -> String? {
        let kept = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_"
                || ("0"..."9").contains($0)) })
        guard let first = kept.first else { return nil }
        return first.isNumber ? "_" + kept : kept
    }

    /// The first three words, lower camel case, ASCII letters and digits only: `Dark Theme!` →
    /// `darkTheme`; a number before the words is left out (`3 stars` → `stars`: a count that may change).
    static func camelCase(_ words: String) -> String? {
        let all = words.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let named = all.drop { $0.allSatisfy(\.isNumber) }
        let parts = (named.isEmpty ? all[...] : named).prefix(3)
        guard !parts.isEmpty else { return nil }
        var text = parts.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst()
                : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if text.first?.isNumber == true { text = "_" + text }
        return String(text.prefix(40))
    }
}
