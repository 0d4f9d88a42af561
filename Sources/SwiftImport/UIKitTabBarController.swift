import FixScript
import AXModel
import SwiftSyntax

/// A `UITabBarController`'s tabs: each child controller's `tabBarItem` (its title, badge,
/// accessibility label, value and hint, and whether it is enabled) in the order `viewControllers`
/// gives them, read into the one `UITabBar` the controller shows (docs/voiceover.md VO-5.14: each
/// item a tab, its badge its value; the item's own settings its `parts`).
struct TabBarItems {
    struct Item {
        var title: String?
        var badge: String?
        var settings = PartProperties()
        var node: Syntax
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
            tabs.items[owner, default: TabBarItems.Item(node: node)].settings.accessibilityLabel = constants.evaluate(value)?.text
        case (let owner?, ["tabBarItem"], "accessibilityValue"):
            tabs.items[owner, default: TabBarItems.Item(node: node)].settings.accessibilityValue = constants.evaluate(value)?.text
        case (let owner?, ["tabBarItem"], "accessibilityHint"):
            tabs.items[owner, default: TabBarItems.Item(node: node)].settings.accessibilityHint = constants.evaluate(value)?.text
        case (let owner?, ["tabBarItem"], "isEnabled"):
            guard let enabled = constants.evaluate(value)?.bool else { return false }
            tabs.items[owner, default: TabBarItems.Item(node: node)].settings.isEnabled = enabled
        default:
            return false
        }
        return true
    }

    /// The bar the tabs make, under the controller's view, each item's own settings its part's;
    /// nothing when the controller set no `viewControllers`.
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
        for (index, item) in items.enumerated() {
            guard let item else { continue }
            if !item.settings.isEmpty { bar.parts[String(index)] = item.settings }
            if item.title == nil && item.settings.accessibilityLabel == nil {
                notes.note("tab \(index + 1) has no title and no accessibilityLabel: VoiceOver may read its image's name "
                           + "or nothing; the screen says nothing for it", at: item.node)
            }
        }
        views[id] = bar
        places[id] = order.node
        made.append(id)
        children[rootID, default: []].append(id)
    }
}
