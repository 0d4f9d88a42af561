import FixScript
import AXModel
import SwiftSyntax

/// Tab bar items in UIKit set-up code, read into a `UITabBar`'s items, badges and parts
/// (docs/voiceover.md VO-5.14: each item a tab, its badge its value, its own settings its part's):
/// a `UITabBarController`'s children's `tabBarItem`s in the order `viewControllers` gives them, and
/// the items a `UITabBar` the file makes is given (`tabBar.items = [home, inbox]`). Items are
/// objects: what the code sets on one after giving it to the bar still shows, so the bars are
/// made once every statement is read.
struct TabBarItems {
    struct Item {
        var title: String?
        var badge: String?
        var settings = PartProperties()
        var node: Syntax
    }

    /// A bar's item as the code gives it: a name bound to an item, or an item made in place.
    enum Entry {
        case named(String)
        case made(Item)
    }

    /// The items by the name that holds each: a child controller's (its `tabBarItem`) or a local's.
    var items: [String: Item] = [:]
    /// `viewControllers = [library, search]`: the names, in order, and where it is written.
    var order: (names: [String], node: Syntax)?
    var selectedIndex: Int?
    /// The items given to each `UITabBar` the file makes, by its id, with the place among the
    /// changes where they were given (what is set on `tabBar.items?[1]` after applies on top).
    var bars: [String: (entries: [Entry], node: Syntax, position: Int)] = [:]
    /// The item each bar selects, by the name that holds it.
    var selectedItems: [String: String] = [:]

    /// UIKit's English titles for its system items (`UITabBarItem(tabBarSystemItem: .search, tag:)`),
    /// as the bar shows them.
    static let systemTitles: [String: String] = [
        "search": "Search", "favorites": "Favorites", "more": "More", "bookmarks": "Bookmarks", "contacts": "Contacts",
        "downloads": "Downloads", "featured": "Featured", "history": "History", "mostRecent": "Most Recent",
        "mostViewed": "Most Viewed", "recents": "Recents", "topRated": "Top Rated",
    ]

    /// Sets one of an item's properties the screen keeps; false for any other property.
    static func set(_ property: String, _ value: SourceValue?, on item: inout Item) -> Bool {
        switch property {
        case "title": item.title = value?.text
        case "badgeValue": item.badge = value?.text
        case "accessibilityLabel": item.settings.accessibilityLabel = value?.text
        case "accessibilityValue": item.settings.accessibilityValue = value?.text
        case "accessibilityHint": item.settings.accessibilityHint = value?.text
        case "isEnabled": item.settings.isEnabled = value?.bool
        case "isAccessibilityElement": item.settings.isAccessibilityElement = value?.bool
        default: return false
        }
        return true
    }
}

extension UIKitReader {
    /// `UITabBarItem(title: "Library", image: …, tag: 0)`, `UITabBarItem(tabBarSystemItem: .search, tag: 1)`:
    /// the item, its title UIKit's English word for a system item (noted); nil for any other value.
    mutating func tabBarItem(_ value: ExprSyntax) -> TabBarItems.Item? {
        guard let call = value.as(FunctionCallExprSyntax.self), CallArguments.typeName(call.calledExpression) == "UITabBarItem"
        else { return nil }
        let arguments = CallArguments(call: call)
        var title = arguments.labeled("title").flatMap { constants.evaluate($0)?.text }
        if let system = arguments.labeled("tabBarSystemItem").flatMap(SwiftUIReader.memberName) {
            title = TabBarItems.systemTitles[system]
            notes.note("a system tab bar item ('.\(system)') shows a title UIKit gives it: the screen says "
                       + "'\(title ?? system)', its English title", at: call)
        }
        return TabBarItems.Item(title: title, node: Syntax(call))
    }

    /// `let inbox = UITabBarItem(…)`: an item kept under its name; false for any other value.
    mutating func tabBarItemDeclaration(_ name: String, _ value: ExprSyntax) -> Bool {
        guard let item = tabBarItem(value) else { return false }
        tabs.items[name] = item
        return true
    }

    /// `library.tabBarItem = UITabBarItem(…)`, `….tabBarItem.badgeValue = "3"`, `viewControllers = […]`,
    /// `selectedIndex = 0` in a tab bar controller's set-up; `inbox.badgeValue = "3"` on an item kept
    /// under a name; `tabBar.items = [home, inbox]` and `tabBar.selectedItem = home` on a bar the file
    /// makes. False for any other assignment.
    mutating func tabBarAssignment(target: ExprSyntax?, property: String, path: [String], value: ExprSyntax,
                                   node: Syntax) -> Bool {
        let owner = target.flatMap(Constants.name(of:))
        if let owner, path.isEmpty, tabs.items[owner] != nil {
            return TabBarItems.set(property, constants.evaluate(value), on: &tabs.items[owner, default: TabBarItems.Item(node: node)])
        }
        if let id = receiver(target), id != rootID || !rootIsController, views[id]?.type == .UITabBar, path.isEmpty {
            return barAssignment(id, property: property, value: value, node: node)
        }
        guard superclass == "UITabBarController" else { return false }
        switch (owner, path, property) {
        case (nil, [], "viewControllers"):
            guard let list = value.as(ArrayExprSyntax.self) else { return false }
            tabs.order = (list.elements.compactMap { Constants.name(of: $0.expression) }, node)
        case (nil, [], "selectedIndex"):
            tabs.selectedIndex = constants.evaluate(value)?.number.map { Int($0) }
        case (let owner?, [], "tabBarItem"):
            guard let item = tabBarItem(value) else { return false }
            tabs.items[owner] = item
        case (let owner?, ["tabBarItem"], _):
            return TabBarItems.set(property, constants.evaluate(value), on: &tabs.items[owner, default: TabBarItems.Item(node: node)])
        default:
            return false
        }
        return true
    }

    /// `tabBar.items = [home, UITabBarItem(…)]`, `tabBar.selectedItem = home`.
    private mutating func barAssignment(_ id: String, property: String, value: ExprSyntax, node: Syntax) -> Bool {
        switch property {
        case "items":
            setItems(of: id, value, node: node)
        case "selectedItem":
            guard let name = Constants.name(of: value), tabs.items[name] != nil else { return computed(property, node) }
            tabs.selectedItems[id] = name
        default:
            return false
        }
        return true
    }

    /// `tabBar.setItems([home, inbox], animated: false)` or the list assigned to `items`.
    mutating func setItems(of id: String, _ value: ExprSyntax, node: Syntax) {
        guard let list = value.as(ArrayExprSyntax.self) else {
            _ = computed("items", node)
            return
        }
        var entries: [TabBarItems.Entry] = []
        for element in list.elements {
            if let name = Constants.name(of: element.expression), tabs.items[name] != nil {
                entries.append(.named(name))
            } else if let item = tabBarItem(element.expression) {
                entries.append(.made(item))
            } else {
                _ = computed("items", node)
                return
            }
        }
        tabs.bars[id] = (entries, node, changes.count)
    }

    /// The bars the items make: the controller's, under its view (nothing when it set no
    /// `viewControllers`), and each `UITabBar` the file made, given its items.
    mutating func makeTabBars() {
        // From the last given, so the earlier places stay where they were.
        for (id, bar) in tabs.bars.sorted(by: { $0.value.position > $1.value.position }) {
            let items = bar.entries.map { entry -> TabBarItems.Item? in
                switch entry {
                case .named(let name): tabs.items[name]
                case .made(let item): item
                }
            }
            let selected = tabs.selectedItems[id].flatMap { name in
                bar.entries.firstIndex { if case .named(name) = $0 { true } else { false } }
            }
            changes.insert(PendingChange(id: id, kind: .direct { [items] element in Self.fill(&element, with: items, selected: selected) },
                                         node: bar.node), at: min(bar.position, changes.count))
            noteUntitled(items)
        }
        guard superclass == "UITabBarController" else { return }
        guard let order = tabs.order, !order.names.isEmpty else {
            if let first = tabs.items.values.map(\.node).first {
                notes.note("the tab bar items are never given to the controller ('viewControllers = […]'): left out", at: first)
            }
            return
        }
        let id = ids.named("tabBar")
        var bar = Element(id: id, type: .UITabBar)
        let items = order.names.map { tabs.items[$0] }
        Self.fill(&bar, with: items, selected: min(max(tabs.selectedIndex ?? 0, 0), max(items.count - 1, 0)))
        bar.location = notes.location(of: order.node)
        noteUntitled(items)
        views[id] = bar
        places[id] = order.node
        made.append(id)
        children[rootID, default: []].append(id)
    }

    /// A bar's titles, badges (when any item has one), selected item and each item's own settings.
    private static func fill(_ bar: inout Element, with items: [TabBarItems.Item?], selected: Int?) {
        bar.items = items.map { $0?.title ?? "" }
        if items.contains(where: { $0?.badge != nil }) { bar.badges = items.map { $0?.badge ?? "" } }
        if let selected { bar.selectedIndex = selected }
        for (index, item) in items.enumerated() {
            if let item, !item.settings.isEmpty { bar.parts[String(index)] = item.settings }
        }
    }

    private mutating func noteUntitled(_ items: [TabBarItems.Item?]) {
        for (index, item) in items.enumerated() {
            guard let item, item.title == nil, item.settings.accessibilityLabel == nil else { continue }
            notes.note("tab \(index + 1) has no title and no accessibilityLabel: VoiceOver may read its image's name "
                       + "or nothing; the screen says nothing for it", at: item.node)
        }
    }
}
