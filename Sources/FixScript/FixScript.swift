import AXModel

/// The learner's fix statements: parsed, checked, and applied to a screen all or nothing.
public enum FixScript {
    /// The Swift type UIKit declares a property an extension may compute with (`String?`, `Bool`).
    public static func computedType(_ property: String) -> String { Parser.computedType(property) }

    /// A View attribute as Kotlin code names it (`isChecked` for `checked`), for code shown in Kotlin.
    public static func kotlinName(_ attribute: String) -> String {
        Dialect.kotlinName(attribute)
    }

    /// A View attribute's Java setter, as `ViewCompat` names it too (`setStateDescription`).
    public static func setterName(_ attribute: String) -> String {
        Dialect.setterName(attribute)
    }

    /// What fix statements are called in messages about their file ("… may be at most 1.0 MB").
    public static let kind = "fix statements"

    /// The literal constants `source` declares (`let message = "Saved"`), each name with its
    /// literal as written, for the REPL's later entries to read.
    public static func declaredConstants(in source: String, platform: Platform) -> [String: String] {
        Parser.declaredConstants(in: source, platform: platform)
    }

    /// Parses without applying (for the REPL's completion/validation), in the dialect of
    /// `platform`'s screens. Throws `Diagnostics`.
    public static func parse(_ source: String, file: String?, platform: Platform = .ios,
                             composables: Set<String> = []) throws -> [Statement] {
        let (statements, problems, complete, _) = Parser.parse(source, platform: platform, composables: composables)
        if !problems.isEmpty { throw diagnostics(problems, complete: complete, file: file) }
        return statements
    }

    /// Parses in the dialect of `screen`'s platform without applying (the REPL reads a line,
    /// then applies it): when a statement fails, a misspelt element it names is told too.
    /// `constants`: literal constants an earlier entry declared (`declaredConstants(in:)`).
    public static func parse(_ source: String, file: String?, namesOn screen: Screen,
                             constants: [String: String] = [:]) throws -> [Statement] {
        let (statements, problems, complete) = read(source, on: screen, constants: constants)
        if !problems.isEmpty { throw diagnostics(problems, complete: complete, file: file) }
        return statements
    }

    /// The statements of `source` in the dialect of `screen`'s platform, with every problem of
    /// reading them, a misspelt element of a statement that failed included.
    private static func read(_ source: String, on screen: Screen,
                             constants: [String: String] = [:]) -> (statements: [Statement], problems: [Problem], complete: Bool) {
        let (statements, problems, complete, failedTargets) = Parser.parse(source, platform: screen.platform,
                                                                           composables: composableIDs(on: screen),
                                                                           swiftUIViews: swiftUIIDs(on: screen),
                                                                           uikitViews: Set(screen.allElements
                                                                               .filter { $0.type.framework == .uikit }.map(\.id)),
                                                                           constants: constants)
        return (statements, problems + Interpreter(screen: screen).misspeltElements(failedTargets, problems: problems), complete)
    }

    /// Applies all statements to a copy of the screen, read in the dialect of its platform: all
    /// or nothing. Throws `Diagnostics`, every problem found (bad statements are skipped so the
    /// rest are still checked), at most `Diagnostic.problemLimit`.
    public static func apply(_ source: String, to screen: Screen, file: String?) throws -> Screen {
        let (statements, problems, complete) = read(source, on: screen)
        var interpreter = Interpreter(screen: screen)
        if problems.count < Diagnostic.problemLimit { interpreter.run(statements) }
        let all = problems + interpreter.problems
        if !all.isEmpty { throw diagnostics(all, complete: complete && interpreter.complete, file: file) }
        return interpreter.screen
    }

    /// The ids of a screen's SwiftUI views, which take modifiers rather than UIKit's overrides.
    static func swiftUIIDs(on screen: Screen) -> Set<String> {
        screen.platform == .ios ? Set(screen.allElements.filter { $0.type.framework == .swiftUI }.map(\.id)) : []
    }

    /// The ids of a screen's Compose nodes, which the statements reach through modifiers only.
    public static func composableIDs(on screen: Screen) -> Set<String> {
        screen.platform == .android ? Set(screen.allElements.filter { $0.type == .Composable }.map(\.id)) : []
    }

    /// Applies already parsed statements: all or nothing. Throws `Diagnostics`. A `partial` fix
    /// (one line of several, in the tutor) may leave what a later line completes: a Compose
    /// requester it asks for focus may be attached later (`unattachedFocusRequesters`).
    public static func apply(_ statements: [Statement], to screen: Screen, file: String?, partial: Bool = false) throws -> Screen {
        var interpreter = Interpreter(screen: screen)
        interpreter.requiresAttachedRequesters = !partial
        interpreter.run(statements)
        if !interpreter.problems.isEmpty {
            throw diagnostics(interpreter.problems, complete: interpreter.complete, file: file)
        }
        return interpreter.screen
    }

    /// The Compose `FocusRequester`s that code on the screen asks for focus but that no node
    /// carries (docs/talkback.md TB-7.12), in the order the code names them.
    public static func unattachedFocusRequesters(on screen: Screen) -> [String] {
        let attached = Set(screen.allElements.compactMap(\.android.focusRequester))
        var names: [String] = []
        for element in screen.allElements {
            for handler in element.handlers {
                for case .requestFocusThrough(let name) in handler.effects where !attached.contains(name) && !names.contains(name) {
                    names.append(name)
                }
            }
        }
        return names
    }

    /// The ids of the views a statement changes on `screen`: its element's, or for a UIKit
    /// `extension TYPE { … }` every view of that type.
    /// The statements with each Compose `Button(…) { Text(…) }` given the id of the node it writes
    /// again (an unknown text is left empty: applying says why).
    public static func resolved(_ statements: [Statement], on screen: Screen) -> [Statement] {
        let interpreter = Interpreter(screen: screen)
        return statements.map { statement in
            if let made = interpreter.buttonMadeFromText(statement) { return made }
            guard let id = (try? interpreter.shownViewID(of: statement.target)) ?? nil else { return statement }
            var resolved = statement
            resolved.target.id = id
            return resolved
        }
    }

    /// The variable a click's code flips first (`open = !open`), when that is how it starts: on a
    /// node whose app's click flips it too, the app's click written out (docs/decisions.md).
    public static func flippedFirst(_ effects: [Effect]) -> String? {
        guard case .setVariable(let name, let value)? = effects.first, value == Parser.negation(of: .variable(name)) else { return nil }
        return name
    }

    public static func targetIDs(of statement: Statement, on screen: Screen) -> [String] {
        if case .decorativeImage(let asset) = statement.change {
            return screen.allElements.filter { $0.type == .Image && $0.image == asset }.map(\.id)
        }
        guard statement.isExtension, screen.platform == .ios,
              screen.element(statement.target.id) == nil else { return [statement.target.id] }
        return Interpreter.views(extendedBy: statement.target.id, among: screen.allElements).map(\.id)
    }

    /// Whether the source stops inside an unclosed `{`, `(` or `[` (or comment): a REPL should
    /// read another line before parsing.
    public static func isIncomplete(_ source: String) -> Bool {
        let (tokens, problems) = Lexer.tokenize(source)
        if problems.contains(where: { $0.kind == .unterminatedComment }) { return true }
        // A string left open on its line cannot close on a later one: the statement is complete,
        // and wrong, and is reported now rather than waiting for a bracket it swallowed.
        if problems.contains(where: { $0.kind == .unterminatedString }) { return false }
        // A closing bracket that is not the last one opened (`{ true } }` inside `listOf(`) cannot
        // be mended by a later line either: reported now, at its place.
        let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
        var open: [String] = []
        for token in tokens {
            if token.isSymbol("{") || token.isSymbol("(") || token.isSymbol("[") { open.append(token.text) }
            if let opener = pairs[token.text], token.isSymbol(token.text) {
                guard open.last == opener else { return false }
                open.removeLast()
            }
        }
        return !open.isEmpty
    }

    /// The first `Diagnostic.problemLimit` problems in source order, then a note when there
    /// were more, or when reading stopped before the end (`complete` false).
    private static func diagnostics(_ problems: [Problem], complete: Bool, file: String?) -> Diagnostics {
        let sorted = problems.enumerated().sorted { a, b in
            (a.element.location.line, a.element.location.column, a.offset)
                < (b.element.location.line, b.element.location.column, b.offset)
        }
        // One statement that makes two changes (`.accessibilityElement(children:)`) may meet one
        // problem twice: it is said once.
        var said: Set<String> = []
        let distinct = sorted.filter { said.insert($0.element.diagnostic(file: file).rendered).inserted }
        var items = distinct.prefix(Diagnostic.problemLimit).map { $0.element.diagnostic(file: file) }
        if !complete || problems.count > Diagnostic.problemLimit { items.append(Diagnostic.tooManyProblems(file: file)) }
        return Diagnostics(items)
    }
}
