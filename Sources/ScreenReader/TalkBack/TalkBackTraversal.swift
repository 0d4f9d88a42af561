import AXModel

/// The order TalkBack visits an android screen's nodes in, when the app changes it: a View's
/// `accessibilityTraversalBefore` / `accessibilityTraversalAfter` (docs/talkback.md TB-1.11) and
/// Compose's `isTraversalGroup` / `traversalIndex` (TB-1.12). Without them it is the screen's
/// order, top to bottom.
struct TalkBackTraversal {
    /// Every element id of the screen in the order TalkBack visits them.
    let order: [String]

    /// `stops` are the ids of the nodes TalkBack focuses: Compose compares the `traversalIndex`
    /// of those and of traversal groups only.
    init(screen: Screen, stops: Set<String>) {
        if screen.allElements.contains(where: { $0.android.isTraversalGroup || $0.android.traversalIndex != nil }) {
            order = Self.composeOrder(screen.elements, stops: stops)
        } else {
            var tree = WorkingTree(screen.elements)
            tree.reorder()
            order = tree.preorder()
        }
    }

    // MARK: Compose (TB-1.12)

    /// One thing a traversal group orders: a node, or a nested group with what it holds.
    private struct Peer {
        var id: String
        var index: Double
        var group: [Element]?
    }

    /// The group's nodes in order: its peers (the nodes not inside a nested group, and the
    /// nested groups) sorted by `traversalIndex`, smaller first, ties as they come; a nested
    /// group is visited whole where it sorts, its own node first.
    static func composeOrder(_ children: [Element], stops: Set<String>) -> [String] {
        var peers: [Peer] = []
        func collect(_ element: Element) {
            let index = element.android.traversalIndex ?? 0
            if element.android.isTraversalGroup {
                peers.append(Peer(id: element.id, index: index, group: element.children))
                return
            }
            // An index counts on a node TalkBack focuses; elsewhere it changes nothing.
            peers.append(Peer(id: element.id, index: stops.contains(element.id) ? index : 0, group: nil))
            element.children.forEach(collect)
        }
        children.forEach(collect)
        let sorted = peers.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }
        return sorted.flatMap { peer in
            [peer.element.id] + (peer.element.group.map { composeOrder($0, stops: stops) } ?? [])
        }
    }

    // MARK: Views (TB-1.11)

    /// TalkBack's working tree: the node tree, in which a node with a "before" takes the place
    /// of the node it names and holds it as its last child, and a node with an "after" becomes
    /// the last child of the node it names; visited depth first.
    struct WorkingTree {
        private var children: [String: [String]] = [:]
        private var parent: [String: String] = [:]
        private var roots: [String] = []
        /// Every node in the screen's order, with its attributes.
        private var nodes: [(id: String, before: String?, after: String?)] = []
        private static let root = ""

        /// The tree of the nodes TalkBack is given: a gone or invisible view, and what
        /// `noHideDescendants` hides, are not in it, so naming one moves nothing.
        init(_ elements: [Element]) {
            func inTree(_ element: Element) -> Bool {
                !element.isHidden && element.android.importantForAccessibility != .noHideDescendants
            }
            children[Self.root] = elements.filter(inTree).map(\.id)
            func add(_ element: Element, under owner: String) {
                parent[element.id] = owner
                let shown = element.children.filter(inTree)
                children[element.id] = shown.map(\.id)
                nodes.append((element.id, element.android.traversalBefore, element.android.traversalAfter))
                for child in shown { add(child, under: element.id) }
            }
            for element in elements where inTree(element) { add(element, under: Self.root) }
        }

        /// Applies every node's "before" (or, without one, its "after"), in the screen's order.
        mutating func reorder() {
            for node in nodes {
                if let before = node.before {
                    moveBefore(node.id, before)
                } else if let after = node.after {
                    moveAfter(node.id, after)
                }
            }
        }

        /// Whether `other` is `id` or lies under it.
        private func holds(_ id: String, _ other: String?) -> Bool {
            var current = other
            while let node = current {
                if node == id { return true }
                current = parent[node]
            }
            return false
        }

        /// The node to move with `id`: a parent that was itself moved before `id` goes along.
        private func movingRoot(_ id: String) -> String {
            guard let owner = parent[id], owner != Self.root,
                  nodes.first(where: { $0.id == owner })?.before == id else { return id }
            return movingRoot(owner)
        }

        private mutating func detach(_ id: String) {
            if let owner = parent[id] { children[owner]?.removeAll { $0 == id } }
            parent[id] = nil
        }

        private mutating func moveBefore(_ moving: String, _ target: String) {
            guard children[target] != nil, moving != target, !holds(moving, target) else { return }
            let root = movingRoot(moving)
            let targetParent = parent[target] ?? Self.root
            if holds(root, targetParent) { return }
            detach(root)
            if let place = children[targetParent]?.firstIndex(of: target) {
                children[targetParent]?[place] = root
            }
            parent[root] = targetParent
            parent[target] = moving
            children[moving, default: []].append(target)
        }

        private mutating func moveAfter(_ moving: String, _ target: String) {
            guard children[target] != nil, moving != target, !holds(moving, target) else { return }
            let root = movingRoot(moving)
            if holds(root, target) { return }
            detach(root)
            children[target, default: []].append(root)
            parent[root] = target
        }

        /// Every node, depth first.
        func preorder() -> [String] {
            var order: [String] = []
            func visit(_ id: String) {
                order.append(id)
                for child in children[id] ?? [] { visit(child) }
            }
            for id in children[Self.root] ?? [] { visit(id) }
            return order
        }
    }
}
