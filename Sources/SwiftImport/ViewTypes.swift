import AXModel
import SwiftSyntax

/// The views a Swift file declares that an import can read: SwiftUI `View`s (not previews)
/// and UIKit classes (a subclass of a `UI…` class: a view controller, a view, a cell).
struct ViewTypes {
    enum Chosen {
        case swiftUI(StructDeclSyntax)
        case uikit(ClassDeclSyntax)

        var name: String {
            switch self {
            case .swiftUI(let view): view.name.text
            case .uikit(let type): type.name.text
            }
        }
    }

    private(set) var swiftUIViews: [String: StructDeclSyntax] = [:]
    /// The file's UIKit views of its own (not view controllers), by class name: a set-up that
    /// makes one reads its set-up too.
    private(set) var uikitViews: [String: ClassDeclSyntax] = [:]
    /// Every readable type, in file order.
    private(set) var all: [Chosen] = []

    init(_ tree: SourceFileSyntax) {
        for node in Self.declarations(in: Syntax(tree)) {
            if let view = node.as(StructDeclSyntax.self), Self.inherits(view.inheritanceClause, "View"),
               !Self.inherits(view.inheritanceClause, "PreviewProvider"), swiftUIViews[view.name.text] == nil {
                swiftUIViews[view.name.text] = view
                all.append(.swiftUI(view))
            } else if let type = node.as(ClassDeclSyntax.self),
                      let superclass = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                      superclass.hasPrefix("UI"), superclass.dropFirst(2).first?.isUppercase == true {
                all.append(.uikit(type))
                if !superclass.hasSuffix("Controller"), uikitViews[type.name.text] == nil { uikitViews[type.name.text] = type }
            }
        }
    }

    /// Struct and class declarations anywhere in the file (inside others and extensions too).
    static func declarations(in node: Syntax) -> [Syntax] {
        var found: [Syntax] = []
        var stack = [node]
        while let next = stack.popLast() {
            if next.is(StructDeclSyntax.self) || next.is(ClassDeclSyntax.self) { found.append(next) }
            if next.is(ExprSyntax.self) || next.is(CodeBlockSyntax.self) { continue }
            stack += next.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }

    static func inherits(_ clause: InheritanceClauseSyntax?, _ name: String) -> Bool {
        clause?.inheritedTypes.contains {
            let text = $0.type.trimmedDescription
            return text == name || text == "SwiftUI." + name
        } ?? false
    }

    /// The type `--view NAME` names; without it, the one named as the file is, else the only
    /// one no other view of the file shows.
    func choose(_ name: String?, file: String) throws(Diagnostics) -> Chosen {
        let names = all.map(\.name)
        if let name {
            if let found = all.first(where: { $0.name == name }) { return found }
            let listed = names.isEmpty ? "it has none" : "it has " + names.joined(separator: ", ")
            throw Diagnostics([Diagnostic(file: file, message: "no SwiftUI view or UIKit view named '\(name)': \(listed)",
                                          suggestion: NearMiss.suggestion(for: name, in: names))])
        }
        let base = file.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? ""
        if let found = all.first(where: { $0.name == base }) { return found }
        if roots.count == 1, let only = roots.first { return only }
        guard !all.isEmpty else {
            throw Diagnostics([Diagnostic(file: file, message: "no SwiftUI view (a struct that is a View) or UIKit view "
                                          + "or view controller (a subclass of a UI… class) to import")])
        }
        throw Diagnostics([Diagnostic(file: file, message: "the file has \(roots.count) views: "
                                      + roots.map(\.name).joined(separator: ", ") + "; choose one with --view NAME",
                                      exitCode: 64)])
    }

    /// The types no other view of the file shows: each a screen of its own.
    var roots: [Chosen] {
        let shown = Set(swiftUIViews.values.flatMap { view in
            Self.typeNamesCalled(in: Syntax(view.memberBlock)).filter { $0 != view.name.text }
        })
        return all.filter { !shown.contains($0.name) }
    }

    /// The other screens of the file than `chosen`, which `--view` would import: SwiftUI views
    /// no other shows, and view controllers (a view class is read where a set-up makes it).
    func otherScreens(than chosen: Chosen) -> [Chosen] {
        roots.filter { other in
            guard other.name != chosen.name else { return false }
            if case .uikit(let type) = other {
                return type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription.hasSuffix("Controller") == true
            }
            return true
        }
    }

    /// The names of the types a piece of source calls (`RowView(…)`).
    static func typeNamesCalled(in node: Syntax) -> Set<String> {
        var names: Set<String> = []
        var stack = [node]
        while let next = stack.popLast() {
            if let call = next.as(FunctionCallExprSyntax.self), let name = CallArguments.typeName(call.calledExpression) {
                names.insert(name)
            }
            stack += next.children(viewMode: .sourceAccurate)
        }
        return names
    }
}
