import FixScript
import AXModel
import SwiftSyntax

/// A `UITabBarController`'s tabs: each child controller's `tabBarItem` (its title, badge and
/// accessibility label) in the order `viewControllers` gives them, read into the one `UITabBar`
/// the controller shows (docs/voiceover.md VO-5.14: each item a tab, its badge its value).
struct TabBarItems {
    struct Item {
        var title: String?
        var badge: String?
        var label: String?
        var node: Syntax
        /// Where the item's accessibilityLabel is set.
        var labelNode: Syntax?
    }

    /// The items by the name of the controller that holds each.
    var items: [String: Item] = [:]
    /// `viewControllers = [library, search]`: the names, in order, and where it is written.
    var order: (names: [String], node: Syntax)?
    var selectedIndex: Int?

    /// UIKit's English titles for its system items (`UITabBarItem(tabBarSystemItem: .search, tag:)`),
    /// as the bar shows them.
    static let systemTitles: [String: String] = [
        "search": "Search", "favorites": "Favorites", "more": "More", "bookmarks": "Bookmarks", "contacts": "Contacts",
        "downloads": "Downloads", "featured": "Featured", "history": "History", "mostRecent": "Most Recent",
        "mostViewed": "Most Viewed", "recents": "Recents", "topRated": "Top Rated",
    ]
}

extension UIKitReader {
    /// `library.tabBarItem = UITabBarItem(title: "Library", image: …)`, `….tabBarItem.badgeValue = "3"`,
    /// `….tabBarItem.accessibilityLabel = "…"`, `viewControllers = […]`, `selectedIndex = 0` in a tab
    /// bar controller's set-up; false for any other assignment.
    mutating func tabBarAssignment(target: ExprSyntax?, property: String, path: [String], value: ExprSyntax,
                                   node: Syntax) -> Bool {
        guard superclass == "UITabBarController" else { return false }
        let owner = target.flatMap(Constants.name(of:))
        switch (owner, path, property) {
        case (nil, [], "viewControllers"):
            guard let list = value.as(ArrayExprSyntax.self) else { return false }
            tabs.order = (list.elements.compactMap { Constants.name(of: $0.expression) }, node)
        case (nil, [], "selectedIndex"):
            tabs.selectedIndex = constants.evaluate(value)?.number.map { Int($0) }
        case (let owner?, [], "tabBarItem"):
            guard let call = value.as(FunctionCallExprSyntax.self),
                  CallArguments.typeName(call.calledExpression) == "UITabBarItem" else { return false }
            let arguments = CallArguments(call: call)
            var title = arguments.labeled("title").flatMap { constants.evaluate($0)?.text }
            if let system = arguments.labeled("tabBarSystemItem").flatMap(SwiftUIReader.memberName) {
                title = TabBarItems.systemTitles[system]
                notes.note("a system tab bar item ('.\(system)') shows a title UIKit gives it: the screen says "
                           + "'\(title ?? system)', its English title", at: call)
            }
            tabs.items[owner, default: TabBarItems.Item(node: node)].title = title
        case (let owner?, ["tabBarItem"], "badgeValue"):
            tabs.items[owner, default: TabBarItems.Item(node: node)].badge = constants.evaluate(value)?.text
        case (let owner?, ["tabBarItem"], "accessibilityLabel"):
            tabs.items[owner, default: TabBarItems.Item(node: node)].label = constants.evaluate(value)?.text
            tabs.items[owner]?.labelNode = node
        default:
            return false
        }
        return true
    }

    /// The bar the tabs make, under the controller's view, with a statement for each item's own
    /// label; nothing when the controller set no `viewControllers`.
    mutating func makeTabBar() {
        guard let order = tabs.order, !order.names.isEmpty else {
            if let first = tabs.items.values.map(\.node).first {
                notes.note("the tab bar items are never given to the controller ('viewControllers = […]'): left out", at: first)
            }
            return
        }
        let id = ids.named("tabBar")
        var bar = Element(id: id, type: .UITabBar)
        let items = order.names.map { tabs.items[$0] }
        bar.items = items.map { $0?.title ?? "" }
        if items.contains(where: { $0?.badge != nil }) { bar.badges = items.map { $0?.badge ?? "" } }
        bar.selectedIndex = min(max(tabs.selectedIndex ?? 0, 0), max(items.count - 1, 0))
        bar.location = notes.location(of: order.node)
        views[id] = bar
        places[id] = order.node
        made.append(id)
        children[rootID, default: []].append(id)
        for (index, item) in items.enumerated() {
            guard let item else { continue }
            if let label = item.label {
                // The screen format has no key for one tab's own settings: a fix sets them.
                notes.note("tab \(index + 1)'s accessibilityLabel is left out: a screen cannot preset one tab's label yet; "
                           + "a fix sets it: \(id).items?[\(index)].accessibilityLabel = \(CodeLiteral.swift(label))", at: item.labelNode ?? item.node)
            } else if item.title == nil {
                notes.note("tab \(index + 1) has no title and no accessibilityLabel: VoiceOver may read its image's name "
                           + "or nothing; the screen says nothing for it", at: item.node)
            }
        }
    }
}
