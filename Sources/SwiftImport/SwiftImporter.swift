import AXModel
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A screen read from Swift source, and the notes on what was left out.
public struct ImportedScreen: Sendable {
    public var screen: Screen
    /// What the import could not read, each at its place in the Swift file.
    public var notes: [Diagnostic]
    /// The Swift file, as messages name it.
    public var file: String
    /// The view or view controller read.
    public var typeName: String
    /// SwiftUI for a `View`'s body, UIKit for a view's or view controller's set-up code.
    public var framework: Framework
}

/// `axtutor import`: reads a SwiftUI view's `body`, or a UIKit view's or view controller's
/// set-up code, with Apple's Swift parser, into a screen `speak`, `audit` and exercises use.
public enum SwiftImporter {
    /// Reads the file at `path` (`name` is how messages call it).
    public static func read(path: String, name: String, view: String?) throws(Diagnostics) -> ImportedScreen {
        // A screen file given where Swift goes: said at once, not as a syntax error on every line.
        if let dot = name.lastIndex(of: "."), ["yaml", "yml", "json"].contains(name[name.index(after: dot)...].lowercased()) {
            throw Diagnostics([Diagnostic(file: name, message: "this is a screen file, and import reads Swift (a .swift file): "
                                          + "'axtutor speak \(name)' and 'axtutor audit \(name)' read a screen")])
        }
        let source: String
        do {
            source = try SourceFile.read(atPath: path, name: name, kind: "a Swift file")
        } catch {
            throw Diagnostics([error])
        }
        return try parse(source, file: name, view: view)
    }

    /// The syntax errors shown of a file that does not parse.
    static let syntaxErrorLimit = 10

    /// Reads Swift source; `file` names it in every note and error.
    public static func parse(_ source: String, file: String, view: String?) throws(Diagnostics) -> ImportedScreen {
        if source.allSatisfy(\.isWhitespace) {
            throw Diagnostics([Diagnostic(file: file, message: "the file is empty: there is no view to import")])
        }
        let tree = Parser.parse(source: source)
        if let deep = SyntaxDepth.tooDeep(tree) {
            let place = SyntaxDepth.location(of: deep, in: source)
            throw Diagnostics([Diagnostic(file: file, line: place.line, column: place.column,
                                          message: "the Swift nests more than \(SyntaxDepth.limit) levels deep here (a very "
                                              + "long chain of calls?): axtutor import does not read it")])
        }
        let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        if !syntaxErrors.isEmpty {
            let places = ImportNotes(file: file, tree: tree)
            // The first few say where it goes wrong; a file of errors on every line is likely no Swift.
            var items = syntaxErrors.prefix(Self.syntaxErrorLimit).map { problem in
                let place = places.location(at: problem.position)
                return Diagnostic(file: file, line: place.line, column: place.column,
                                  message: "the Swift does not parse: \(problem.message)")
            }
            if syntaxErrors.count > Self.syntaxErrorLimit {
                items.append(Diagnostic(file: file, message: "\(syntaxErrors.count - Self.syntaxErrorLimit) more syntax errors "
                                        + "not shown: is this a Swift file?"))
            }
            throw Diagnostics(items)
        }
        let types = ViewTypes(tree)
        let chosen = try types.choose(view, file: file)
        var notes = ImportNotes(file: file, tree: tree)
        if view == nil {
            for other in types.otherScreens(than: chosen) {
                let node: Syntax = switch other {
                case .swiftUI(let declaration): Syntax(declaration.name)
                case .uikit(let declaration): Syntax(declaration.name)
                }
                notes.note("the file also declares '\(other.name)', not imported here: 'axtutor import \(file) --view \(other.name)' "
                           + "imports it", at: node)
            }
        }
        switch chosen {
        case .swiftUI(let declaration):
            var reader = SwiftUIReader(notes: notes, views: types.swiftUIViews)
            let elements = reader.read(declaration)
            notes = reader.notes
            var screen = PendingChange.apply(reader.changes, to: Screen(elements: elements), notes: &notes)
            // `@State private var rating = 3`: the app's state, which a fix's code reads and changes by
            // name; one a control is bound to (`Toggle(…, isOn: $pushEnabled)`) is that control, named by it.
            screen.state = StateDeclarations.read(in: declaration.memberBlock.members).filter { name, _ in
                screen.element(name) == nil && ElementProperty.named(name) == nil
            }
            SymbolNotes.check(screen, symbols: reader.symbols, notes: &notes)
            LocalizationNotes.check(declaration, notes: &notes)
            return ImportedScreen(screen: screen, notes: notes.all, file: file, typeName: declaration.name.text, framework: .swiftUI)
        case .uikit(let declaration):
            var reader = UIKitReader(notes: notes, declaration: declaration, ownViews: types.uikitViews)
            let elements = reader.read()
            notes = reader.notes
            var screen = PendingChange.apply(reader.changes, to: Screen(elements: elements), notes: &notes)
            // The controller's order is kept only when it names the views the controller's view
            // holds itself: a screen's order lists a view's own children.
            if reader.ordersControllerView, let root = screen.elements.first, root.id == UIKitReader.controllerViewID,
               !(root.accessibilityElements.map { $0.allSatisfy(Set(root.children.map(\.id)).contains) } ?? false) {
                screen.elements = root.children
                if let node = reader.controllerOrderNode {
                    notes.note("'view.accessibilityElements' names views held inside others, which a screen's order (a view's "
                               + "own children) cannot say yet: left out, so VoiceOver reads the views in the order they were added",
                               at: node)
                }
            }
            // A stopped indicator hides itself, as UIKit sets its isHidden (docs/voiceover.md VO-5.15).
            for element in screen.allElements where element.type == .UIActivityIndicatorView {
                screen.modify(element.id) { $0.hideStoppedActivityIndicator() }
            }
            SymbolNotes.check(screen, symbols: reader.symbols, notes: &notes)
            LocalizationNotes.check(declaration, notes: &notes)
            return ImportedScreen(screen: screen, notes: notes.all, file: file, typeName: declaration.name.text, framework: .uikit)
        }
    }
}
