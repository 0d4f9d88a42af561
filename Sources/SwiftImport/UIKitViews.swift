import AXModel
import SwiftSyntax

/// The UIKit views a set-up makes, each as the class the model has for it.
extension UIKitReader {
    /// UIKit classes the model has, and the nearest it has for a few others: a stack view and
    /// a plain scroll view hold their subviews as any view does.
    static let classes: [String: ElementType] = [
        "UIView": .UIView, "UILabel": .UILabel, "UIButton": .UIButton, "UIImageView": .UIImageView,
        "UISwitch": .UISwitch, "UISlider": .UISlider, "UIStepper": .UIStepper, "UITextField": .UITextField,
        "UITextView": .UITextView, "UISearchTextField": .UISearchTextField, "UISegmentedControl": .UISegmentedControl,
        "UITabBar": .UITabBar, "UINavigationBar": .UINavigationBar, "UIProgressView": .UIProgressView,
        "UITableViewCell": .UITableViewCell, "UIPageControl": .UIPageControl, "UIStackView": .UIView,
        "UIActivityIndicatorView": .UIActivityIndicatorView,
        "UIScrollView": .UIScrollView, "UITableView": .UITableView, "UICollectionView": .UICollectionView,
    ]
    /// Button types whose look VoiceOver reads by a name UIKit gives them, which no source we
    /// have states.
    static let namedButtonTypes: Set<String> = ["close", "detailDisclosure", "infoLight", "infoDark", "contactAdd"]

    /// Makes the view `expression` creates, named `name`; false when it creates no view the
    /// model has (with a note unless `quiet` and it may not be a view at all).
    @discardableResult
    mutating func makeView(_ expression: ExprSyntax, name: String, quiet: Bool = false) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let typeName = CallArguments.typeName(call.calledExpression) else { return false }
        let arguments = CallArguments(call: call)
        if let own = ownViews[typeName], !reading.contains(typeName) { return makeOwnView(own, name: name, at: call) }
        guard let type = Self.classes[typeName] else {
            if Self.classes[typeName] == nil, typeName.hasPrefix("UI") { unreadable.insert(name) }
            if typeName.hasPrefix("UI"), typeName.hasSuffix("View") || typeName.hasSuffix("Indicator")
                || typeName.hasSuffix("Picker") || typeName.hasSuffix("Control") || typeName.hasSuffix("Bar") {
                notes.note("'\(typeName)' is not modelled yet: describe it in the screen", at: call)
            } else if typeName.first?.isUppercase == true, !typeName.hasPrefix("UI"), !typeName.hasPrefix("NS") {
                pendingOwnViews[name] = (typeName, Syntax(call))
                // A view of its own in a loop over views (`for v in [header, card]`) is passed over, not the loop.
                unreadable.insert(name)
            }
            return false
        }
        // A button UIKit names by its look (`.contactAdd`): kept only if the code names it
        // (`read()` checks once every statement is read).
        let namedKind = typeName == "UIButton"
            ? arguments.labeled("type").flatMap(SwiftUIReader.memberName).flatMap { Self.namedButtonTypes.contains($0) ? $0 : nil }
            : nil
        if typeName == "UITableView" || typeName == "UICollectionView" {
            notes.note("'\(name)' shows the cells its data source makes, which the import cannot see: describe them as its "
                       + "children in the screen", at: call)
        }
        unreadable.remove(name)
        let id = ids.named(name)
        names[name] = id
        if let namedKind { namedButtons[id] = (namedKind, Syntax(call)) }
        var element = Element(id: id, type: type)
        element.location = notes.location(of: call)
        places[id] = Syntax(call)
        made.append(id)
        switch typeName {
        case "UIImageView":
            if let image = arguments.labeled("image") { element.image = self.image(image, for: id) }
        case "UISegmentedControl":
            if let items = arguments.labeled("items") { element.segments = segments(items, of: id) }
        case "UIButton":
            // `UIButton(type: .system, primaryAction: UIAction(title: "Confirm") { … })`: the action's
            // title is the button's (UIButton's `init(type:primaryAction:)`).
            if let action = arguments.labeled("primaryAction")?.as(FunctionCallExprSyntax.self),
               CallArguments.typeName(action.calledExpression) == "UIAction",
               let title = CallArguments(call: action).labeled("title").flatMap({ constants.evaluate($0)?.text }) {
                element.title = title
            }
            // `UIButton(configuration: config)` after `config.title = "Sign Out"`: the configuration's title.
            if let configuration = arguments.labeled("configuration"), let local = Constants.name(of: configuration),
               let title = configurationTitles[local] {
                element.title = title
            }
        case "UIStackView":
            if let list = arguments.labeled("arrangedSubviews")?.as(ArrayExprSyntax.self) {
                for item in list.elements { add(item.expression, to: id, at: nil) }
            }
        default:
            break
        }
        views[id] = element
        return true
    }

    /// `UIImage(…)`, `UIImage(…)!` or `UIImage(…)?`: an image made in place.
    static func isImage(_ expression: ExprSyntax) -> Bool {
        let unwrapped = expression.as(ForceUnwrapExprSyntax.self)?.expression
            ?? expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression
        return unwrapped.as(FunctionCallExprSyntax.self).map { CallArguments.typeName($0.calledExpression) == "UIImage" } ?? false
    }

    /// The image a name keeps (`grid` for `let grid = UIImage(…)!`), unwrapped; the expression itself otherwise.
    func imageNamed(_ expression: ExprSyntax) -> ExprSyntax {
        guard let name = Constants.name(of: expression), let image = images[name] else { return expression }
        return image.as(ForceUnwrapExprSyntax.self)?.expression ?? image.as(OptionalChainingExprSyntax.self)?.expression ?? image
    }

    /// `UISegmentedControl(items: ["Day", "Week"])`: titles, or `""` for a segment made with an
    /// image (`UIImage(systemName: "list.bullet")!`), whose label comes from the image; nil, with a
    /// note, for items the source does not spell out.
    mutating func segments(_ items: ExprSyntax, of id: String) -> [String]? {
        if case .list(let values)? = constants.evaluate(items), values.allSatisfy({ $0.text != nil }) {
            return values.compactMap(\.text)
        }
        guard let list = items.as(ArrayExprSyntax.self) else {
            _ = computed("items", Syntax(items))
            return nil
        }
        var titles: [String] = []
        for (index, item) in list.elements.enumerated() {
            let expression = imageNamed(item.expression.as(ForceUnwrapExprSyntax.self)?.expression ?? item.expression)
            if let title = constants.evaluate(expression)?.text {
                titles.append(title)
            } else if let call = expression.as(FunctionCallExprSyntax.self), CallArguments.typeName(call.calledExpression) == "UIImage" {
                imageSegments["\(id)#\(index)"] = Syntax(item)
                titles.append("")
            } else {
                _ = computed("items", Syntax(item))
                return nil
            }
        }
        return titles
    }

    /// A view of a class the file declares (`let rating = RatingView()`): its own set-up read as
    /// the import reads any view's, its subviews under it, its id the name it is given here.
    mutating func makeOwnView(_ declaration: ClassDeclSyntax, name: String, at call: FunctionCallExprSyntax) -> Bool {
        let id = ids.named(name)
        var nested = UIKitReader(notes: notes, declaration: declaration, ownViews: ownViews, rootID: id, ids: ids,
                                 reading: reading)
        let elements = nested.read()
        notes = nested.notes
        ids = nested.ids
        changes += nested.changes
        symbols.merge(nested.symbols) { first, _ in first }
        guard var root = elements.first else { return false }
        root.location = notes.location(of: call)
        unreadable.remove(name)
        names[name] = id
        places[id] = Syntax(call)
        made.append(id)
        views[id] = root
        return true
    }

    /// An image's asset name: `UIImage(named: "…")`, `UIImage(systemName: "…")` (an SF Symbol,
    /// checked by `SymbolNotes`).
    mutating func image(_ expression: ExprSyntax, for id: String) -> String? {
        let unwrapped = imageNamed(expression.as(ForceUnwrapExprSyntax.self)?.expression
            ?? expression.as(OptionalChainingExprSyntax.self)?.expression ?? expression)
        guard let call = unwrapped.as(FunctionCallExprSyntax.self), CallArguments.typeName(call.calledExpression) == "UIImage"
        else { return nil }
        let arguments = CallArguments(call: call)
        if let named = arguments.labeled("named").flatMap({ constants.evaluate($0)?.string }) { return named }
        if let symbol = arguments.labeled("systemName").flatMap({ constants.evaluate($0)?.string }) {
            symbols[id] = Syntax(call)
            return symbol
        }
        return nil
    }

    /// Adds the view `child` names under `parent` (moving it if it was elsewhere, as UIKit
    /// does), at `index` or last.
    mutating func add(_ child: ExprSyntax, to parent: String, at index: Int?) {
        guard let name = Constants.name(of: child) else {
            // `UIView()` made in place, a spacer: a plain view with nothing in it, which VoiceOver never reaches.
            if let call = child.as(FunctionCallExprSyntax.self), CallArguments.typeName(call.calledExpression) == "UIView",
               call.arguments.allSatisfy({ $0.label?.text == "frame" }), call.trailingClosure == nil {
                return
            }
            notes.note("'\(ImportNotes.quote(child))' is made at run time: describe it in the screen", at: child)
            return
        }
        guard let id = names[name] else {
            if noteOwnView(name) || unreadable.contains(name) { return }
            if !rootNames.contains(name) {
                notes.note("'\(name)' is not a view this file makes: describe it in the screen", at: child)
            }
            return
        }
        for key in children.keys { children[key]?.removeAll { $0 == id } }
        var list = children[parent] ?? []
        list.insert(id, at: min(max(index ?? list.count, 0), list.count))
        children[parent] = list
    }

    /// The note for a view of the app's own class, once, where it is made; false when `name` is none.
    mutating func noteOwnView(_ name: String) -> Bool {
        guard let own = pendingOwnViews.removeValue(forKey: name) else { return false }
        notes.note("'\(own.type)' is a view of your own: describe it in the screen", at: own.node)
        return true
    }

    /// The id of the view a receiver expression names: a view's name, or the root.
    func receiver(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return rootID }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            return rootID
        }
        let unwrapped = expression.as(OptionalChainingExprSyntax.self)?.expression
            ?? expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        guard let name = Constants.name(of: unwrapped) else { return nil }
        if rootNames.contains(name) { return rootID }
        return names[name]
    }
}
