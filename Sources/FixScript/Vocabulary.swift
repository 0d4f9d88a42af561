import AXModel

extension FixScript {
    /// Every word a fix statement may use besides element ids, for a REPL's tab completion:
    /// properties, SwiftUI modifiers, trait spellings of each dialect, and keywords.
    public static let vocabulary: [String] = {
        var words = ElementProperty.names + Parser.modifiers + Parser.traitMethods
        words += TraitName.all.map { "." + $0.swift }
        words += TraitName.all.compactMap { $0.swiftUI.map { "." + $0 } }
        words += TraitName.all.map(\.objc)
        words += ContainerType.allCases.map { "." + $0.rawValue }
        words += ChildBehavior.allCases.map { "." + $0.rawValue }
        words += Parser.adjustmentFunctions + Parser.partNames
        words += ["extension", "override", "func", "guard", "else", "return", "switch", "case", "default",
                  "true", "false", "nil", "self", "ib", "on", "off", "UIAccessibilityTraits"]
        return unique(words)
    }()

    /// The words of the android dialect: View attributes in their Kotlin and Java spellings,
    /// `ViewCompat`, the importance constants, and Compose's modifiers, semantics and roles.
    public static let androidVocabulary: [String] = {
        var words = androidMemberNames + Parser.semanticsNames + ["mergeDescendants"]
        words += ImportantForAccessibility.allCases.map(\.rawValue)
        words += Parser.importanceConstants.keys.sorted().map { Parser.importanceConstantPrefix + $0 }
        words += Parser.viewCompatAttributes.map(Dialect.setterName)
        words += ComposeRole.allCases.map { "Role." + $0.rawValue }
        words += ["Modifier", "ViewCompat", "View", "Role", "ToggleableState", "ToggleableState.On",
                  "ToggleableState.Off", "R.id", "NO_ID", "true", "false", "null", "binding"]
        return unique(words)
    }()

    /// The words of a platform's dialect.
    public static func vocabulary(for platform: Platform) -> [String] {
        platform == .android ? androidVocabulary : vocabulary
    }

    /// What may follow `id.` on an android screen: attributes in every spelling, `modifier`, and
    /// the semantics modifiers.
    public static let androidMemberNames: [String] =
        unique(Dialect.androidSpellings.filter { !ElementProperty.composeOnly.contains($0) } + ["modifier"]
            + Parser.composeModifierNames)

    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }
}
