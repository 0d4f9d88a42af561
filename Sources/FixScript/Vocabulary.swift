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
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }()
}
