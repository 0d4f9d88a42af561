import AXModel

/// The context AccessibilitySnapshot gives an element from the container around it (Parser
/// 35-98): one value per element, at most.
enum SnapshotContext: Equatable, Sendable {
    /// A segment of a segmented control: `N of M`.
    case series(index: Int, count: Int)
    /// A button of a `UITabBar`.
    case tabBarItem(index: Int, count: Int)
    /// An element under a view with the `.tabBar` trait.
    case tab(index: Int, count: Int)
    case dataTableCell(DataTableCell)
    case listStart
    case listEnd
    case landmarkStart
    case landmarkEnd
}

/// Where an element's context comes from (Parser 237-243): the view above it, or the container
/// whose `accessibilityElements` list holds it. (A data table provider needs an object that
/// conforms to `UIAccessibilityContainerDataTable`, which no project screen can describe; see
/// `DataTableCell`.)
enum ContextProvider: Sendable {
    case superview(RuntimeObject)
    case container(RuntimeObject)
}

/// AccessibilitySnapshot's hierarchy parser, re-implemented over `RuntimeObject`s: which
/// objects VoiceOver visits, in which order, and with which context.
enum SnapshotParser {
    /// One visited element and its context.
    struct Visited: Sendable {
        var object: RuntimeObject
        var context: SnapshotContext?
    }

    /// The elements under `root` in the order VoiceOver visits them, each with its context
    /// (Parser 178-225: hierarchy, sort, then context for each element).
    static func elements(in root: RuntimeObject) -> [Visited] {
        var tabBarElements: [String: [String]] = [:]
        return hierarchy(of: root, provider: nil).map { object, provider in
            Visited(object: object, context: context(for: object, from: provider, cache: &tabBarElements))
        }
    }

    /// The elements under an object with the context provider each was reached through
    /// (Parser 804-883), already in visiting order.
    ///
    /// The parser builds groups (`shouldGroupAccessibilityChildren`, containers, element
    /// lists) only so that its sort by frame keeps each group together (Parser 287-362); with
    /// frames in written order every group is already together, so the groups are flattened
    /// here as they are found.
    static func hierarchy(of object: RuntimeObject, provider: ContextProvider?)
        -> [(RuntimeObject, ContextProvider?)] {
        // Parser 807-809: nothing under `accessibilityElementsHidden` is visited.
        if object.accessibilityElementsHidden { return [] }
        // Parser 822-827: a hidden view is skipped with everything in it (alpha and zero frames
        // do not arise: screens have neither).
        if object.isHidden { return [] }
        // Parser 831-832: an element is visited and what it holds is not.
        if object.isAccessibilityElement { return [(object, provider)] }
        // Parser 834-850: an object that lists its elements is read in the list's order. The
        // context provider of an outer container wins over this one's (`provider ??`).
        if let listed = object.accessibilityElements {
            let inner = provider ?? (providesContext(object) ? .container(object) : nil)
            return listed.flatMap { hierarchy(of: $0, provider: inner) }
        }
        // Parser 852-869: otherwise the subviews, except that when one or more of them is
        // modal, only the last modal one is read (whether or not it is visible: the check
        // comes before the hidden check above).
        let inner = provider ?? (providesContext(object) ? .superview(object) : nil)
        let toRead = object.subviews.last(where: \.accessibilityViewIsModal).map { [$0] } ?? object.subviews
        return toRead.flatMap { hierarchy(of: $0, provider: inner) }
    }

    /// Whether an object gives context to the elements below it (Parser 920-927).
    static func providesContext(_ object: RuntimeObject) -> Bool {
        object.kind == .segmentedControl || object.kind == .tabBar || object.traits.contains(.tabBar)
            || object.containerType == .list || object.containerType == .landmark
    }

    /// The context a provider gives an element (Parser 365-556).
    static func context(for element: RuntimeObject, from provider: ContextProvider?,
                        cache: inout [String: [String]]) -> SnapshotContext? {
        switch provider {
        case nil:
            return nil
        case .superview(let view):
            if view.kind == .tabBar {
                // Parser 378-408: the index among every tab bar button below the bar, over the
                // count of the bar's items.
                let buttons = view.descendants.filter { $0.kind == .tabBarButton }.map(\.id)
                let items = view.tabBarItemCount
                guard items > 0, buttons.count % items == 0, let index = buttons.firstIndex(of: element.id)
                else { return nil }
                return .tabBarItem(index: index % items + 1, count: items)
            }
            if view.traits.contains(.tabBar) {
                // Parser 414-441: the index among every element the view holds.
                let ids = cache[view.id] ?? hierarchy(of: view, provider: nil).map(\.0.id)
                cache[view.id] = ids
                guard let index = ids.firstIndex(of: element.id) else { return nil }
                return .tab(index: index + 1, count: ids.count)
            }
            // Lists and landmarks give no context through their subviews: only through a list
            // of elements (below).
            return nil
        case .container(let container):
            // Parser 444-486: the index in the container's own list, over the list's length.
            let entries = container.accessibilityElements ?? []
            guard let index = entries.firstIndex(where: { $0.id == element.id }) else { return nil }
            let count = entries.count
            if container.kind == .segmentedControl { return .series(index: index + 1, count: count) }
            if container.traits.contains(.tabBar) { return .tab(index: index + 1, count: count) }
            if container.containerType == .list {
                if index == 0 { return .listStart }
                if index == count - 1 { return .listEnd }
            }
            if container.containerType == .landmark {
                if index == 0 { return .landmarkStart }
                if index == count - 1 { return .landmarkEnd }
            }
            return nil
        }
    }
}
