import AXModel

/// Which nodes of an android screen TalkBack focuses, in swipe order, and what each reads
/// (docs/talkback.md section 1, after TalkBack's own rule for focusable nodes).
///
/// A node takes focus when it is actionable (clickable or focusable), `screenReaderFocusable`,
/// or a Compose node that merges its descendants, and has something to say (its own text,
/// or the text of descendants that do not take focus themselves; a childless actionable node
/// is focused even when silent, as TalkBack focuses an unlabelled button: TB-1.1). A node that
/// is not actionable takes focus when it has text of its own and no ancestor takes focus;
/// otherwise its text is read by that ancestor (TB-1.2). `importantForAccessibility: no` hides
/// the node but not its children; `noHideDescendants` hides both (TB-1.4).
struct TalkBackFocusOrder {
    let screen: Screen
    /// Older widgets: an empty field's hint is not its text (seed 004).
    let olderWidgets: Bool
    /// The text of each label, by the id its `labelFor` names (the first label wins).
    private let labels: [String: String]
    /// Whether any node changes the order TalkBack visits them in (TB-1.11, TB-1.12).
    private let ordersTraversal: Bool

    init(screen: Screen, olderWidgets: Bool) {
        self.screen = screen
        self.olderWidgets = olderWidgets
        var labels: [String: String] = [:]
        var ordersTraversal = false
        for element in screen.allElements {
            let android = element.android
            if android.traversalBefore != nil || android.traversalAfter != nil || android.isTraversalGroup
                || android.traversalIndex != nil {
                ordersTraversal = true
            }
            guard let target = element.android.labelFor, labels[target] == nil,
                  let text = Self.nonEmpty(element.android.contentDescription) ?? Self.nonEmpty(element.androidText)
            else { continue }
            labels[target] = text
        }
        self.labels = labels
        self.ordersTraversal = ordersTraversal
    }

    /// Every focus stop of the screen in swipe order: the screen's order, or the one the app
    /// sets (docs/talkback.md TB-1.11, TB-1.12).
    func stops() -> [TalkBackStop] {
        var stops: [TalkBackStop] = []
        for element in screen.elements {
            visit(element, ancestors: [], underFocusable: false, listItem: nil, into: &stops)
        }
        guard ordersTraversal else { return stops }
        let order = TalkBackTraversal(screen: screen, stops: Set(stops.map(\.elementID))).order
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return stops.enumerated()
            .sorted { (rank[$0.element.elementID] ?? Int.max, $0.offset) < (rank[$1.element.elementID] ?? Int.max, $1.offset) }
            .map(\.element)
    }

    private func visit(_ element: Element, ancestors: [String], underFocusable: Bool,
                       listItem: TalkBackReading.ListItem?, into stops: inout [TalkBackStop]) {
        let importance = element.android.importantForAccessibility
        if element.isHidden || importance == .noHideDescendants { return }
        let exposed = importance != .no
        let focusable = exposed && Self.takesFocus(element)
        var found: TalkBackStop?
        if exposed {
            if focusable {
                let (texts, members) = childrenText(of: element)
                if element.children.isEmpty || hasOwnText(element) || !texts.isEmpty {
                    found = stop(for: element, ancestors: ancestors, childrenText: texts, members: members)
                }
            } else if !underFocusable, hasOwnText(element) {
                found = stop(for: element, ancestors: ancestors, childrenText: [], members: [])
            }
        }
        if var found {
            found.listItem = listItem
            stops.append(found)
        }
        // Compose's clearAndSetSemantics: nothing below the node is left to focus or read
        // (docs/talkback.md TB-1.6).
        if element.android.clearsDescendants { return }
        let items = Self.items(of: element)
        for child in element.children {
            visit(child, ancestors: ancestors + [element.id], underFocusable: underFocusable || focusable,
                  listItem: items?[child.id] ?? listItem, into: &stops)
        }
    }

    /// The place of each item of a list (its shown children), by the item's id; nil when
    /// the element is not a list. An item's own `collectionItemInfo` gives its place; a list
    /// that places its items (`RecyclerView`, `LazyColumn`) gives the rest theirs in order
    /// (docs/talkback.md TB-2.18).
    static func items(of element: Element) -> [String: TalkBackReading.ListItem]? {
        guard let collection = element.android.collection else { return nil }
        let shown = element.children.filter { !$0.isHidden && $0.android.importantForAccessibility != .noHideDescendants }
        let count = collection.itemCount ?? shown.count
        var items: [String: TalkBackReading.ListItem] = [:]
        for (position, child) in shown.enumerated() {
            let index = child.android.itemIndex ?? (collection.placesItems ? position : nil)
            items[child.id] = TalkBackReading.ListItem(listID: element.id, itemID: child.id, index: index, count: count)
        }
        return items
    }

    /// Whether TalkBack may put focus on the node itself: actionable, `screenReaderFocusable`,
    /// or (Compose) merging its descendants.
    static func takesFocus(_ element: Element) -> Bool {
        element.androidClickable || element.android.longClickable || element.androidFocusable
            || element.android.screenReaderFocusable == true
            || (element.type == .Composable && element.android.mergeDescendants)
    }

    /// Whether the node has something of its own to say: a description, text, a state, a
    /// hint, or a range.
    private func hasOwnText(_ element: Element) -> Bool {
        Self.nonEmpty(element.android.contentDescription) != nil || Self.nonEmpty(element.androidText) != nil
            || Self.nonEmpty(element.android.stateDescription) != nil
            || (element.type == .EditText && Self.nonEmpty(element.android.hint) != nil)
            || element.androidHasRange
    }

    /// The text of the descendants that do not take focus themselves, in order, with their
    /// ids. A descendant's `contentDescription` stands for it and silences its own children
    /// (docs/talkback.md TB-1.5, TB-2.11).
    private func childrenText(of element: Element) -> (texts: [String], members: [String]) {
        if element.android.clearsDescendants { return ([], []) }
        var texts: [String] = []
        var members: [String] = []
        func collect(_ children: [Element]) {
            for child in children {
                let importance = child.android.importantForAccessibility
                if child.isHidden || importance == .noHideDescendants { continue }
                if importance == .no {
                    collect(child.children)
                    continue
                }
                if Self.takesFocus(child) { continue }
                members.append(child.id)
                if let description = Self.nonEmpty(child.android.contentDescription) {
                    texts.append(description)
                    continue
                }
                if let text = ownText(of: child) { texts.append(text) }
                collect(child.children)
            }
        }
        collect(element.children)
        return (texts, members)
    }

    /// A descendant's text as its focusable ancestor reads it: an empty field's hint on
    /// modern widgets, as it is the field's text there.
    private func ownText(of element: Element) -> String? {
        if element.type == .EditText, Self.nonEmpty(element.text) == nil, !olderWidgets {
            return Self.nonEmpty(element.android.hint)
        }
        return Self.nonEmpty(element.androidText)
    }

    /// The stop for a focused element, with every part of its utterance (docs/talkback.md
    /// section 2: the name TB-2.6, the role TB-2.8 and TB-2.9, the children's text TB-2.11).
    private func stop(for element: Element, ancestors: [String], childrenText: [String],
                      members: [String]) -> TalkBackStop {
        let android = element.android
        var reading = TalkBackReading()
        reading.selected = element.isSelected
        reading.expansion = Self.expansion(of: element)
        reading.state = Self.state(of: element)
        let description = Self.nonEmpty(android.contentDescription)
        var hintIsText = false
        if let description {
            reading.name = description
        } else if element.type == .EditText {
            if let text = Self.nonEmpty(element.text) {
                reading.name = text
            } else if !olderWidgets, let hint = Self.nonEmpty(android.hint) {
                reading.name = hint  // a modern field shows (and reports) its hint as its text
                hintIsText = true
            }
        } else if element.type == .Composable {
            // Compose merges its descendants' text into the node's own: it is the name.
            let texts = [Self.nonEmpty(element.androidText)].compactMap { $0 } + childrenText
            reading.name = texts.isEmpty ? nil : texts.joined(separator: ", ")
        } else {
            reading.name = Self.nonEmpty(element.androidText)
        }
        reading.role = android.roleDescription ?? element.androidRoleWord
        reading.heading = android.accessibilityHeading
        reading.childrenText = description == nil && element.type != .Composable ? childrenText : []
        reading.labelledBy = labels[element.id]
        reading.error = Self.nonEmpty(android.error)
        if element.type == .EditText, !hintIsText { reading.hintText = Self.nonEmpty(android.hint) }
        // TalkBack's tooltip_text_deduplicated: the tooltip unless it equals the node's text.
        if let tooltip = Self.nonEmpty(android.tooltipText), tooltip != (description ?? Self.nonEmpty(element.androidText)) {
            reading.tooltip = tooltip
        }
        reading.disabled = !element.isEnabled
        reading.action = Self.action(of: element)
        reading.clickLabel = element.android.clickLabel.flatMap { $0.isEmpty ? nil : $0 }
        reading.longClickable = element.android.longClickable
        reading.longClickLabel = element.android.longClickLabel.flatMap { $0.isEmpty ? nil : $0 }
        reading.editing = element.type == .EditText && element.isEditing
        if !element.customActions.isEmpty { reading.customActions = element.customActions.map(\.name) }
        if Self.saysUnlabelled(element, reading) { reading.state = TalkBackReading.unlabelled }
        return TalkBackStop(id: element.id, elementID: element.id, ancestors: ancestors, members: members,
                            reading: reading)
    }

    /// Whether TalkBack says `Unlabelled` for a node with nothing else to say (google/talkback
    /// 26a27dc, strings_compositor.xml `value_unlabelled`), in the state's place:
    /// - an image (`ImageView`, `ImageButton`, Compose `Role.Image`) with neither a state
    ///   description nor a name: `Unlabelled, Button` when it is clickable, `Unlabelled, Image`
    ///   when it is not (NonTextViewsDescription.java lines 70-90, whose role is `Button` for a
    ///   clickable image: Role.java lines 264-267);
    /// - an enabled node a user acts on (clickable, or focusable) with no role word, no
    ///   checked state or range, and no name, state, text, hint or label from a `labelFor`:
    ///   `Unlabelled` alone (AccessibilityNodeFeedbackUtils.java lines 260-309, with
    ///   TalkBackLabelManager.java lines 56-79 for "needs a label"). A Compose node with no
    ///   `role` is such a node. A `Button` (or Compose `Role.Button`) without text has the
    ///   role word `Button` and says only that: TalkBack adds no `Unlabelled` there.
    /// (docs/talkback.md TB-2.10)
    static func saysUnlabelled(_ element: Element, _ reading: TalkBackReading) -> Bool {
        guard reading.state == nil, reading.expansion == nil, reading.name == nil, reading.childrenText.isEmpty else {
            return false
        }
        if element.type == .ImageView || element.type == .ImageButton
            || (element.type == .Composable && element.android.role == .Image) {
            return true
        }
        return element.isEnabled && reading.role == nil && reading.hintText == nil && reading.labelledBy == nil
            && (element.androidClickable || element.androidFocusable)
            && !element.androidCheckable && !element.androidHasRange
    }

    /// `collapsed` or `expanded`, unless a `stateDescription` replaces it (docs/talkback.md
    /// TB-2.4, TB-2.5).
    static func expansion(of element: Element) -> String? {
        guard nonEmpty(element.android.stateDescription) == nil, let expanded = element.android.expanded else { return nil }
        return expanded ? "expanded" : "collapsed"
    }

    /// The `stateDescription`, else the checked state, else the range as a percentage
    /// (docs/talkback.md TB-2.3, TB-2.5, TB-1.8). An empty `stateDescription` is none: TalkBack's
    /// compositor tests it as a string, which an empty one fails.
    static func state(of element: Element) -> String? {
        if let description = nonEmpty(element.android.stateDescription) { return description }
        if element.androidCheckable {
            let checked = element.android.checked ?? false
            if element.androidSaysOnOff { return checked ? "On" : "Off" }
            return checked ? "checked" : "not checked"
        }
        return element.androidHasRange ? element.androidPercent : nil
    }

    /// What a double tap or a swipe does on the element, which picks its usage hint
    /// (docs/talkback.md TB-3.1).
    static func action(of element: Element) -> TalkBackReading.Action? {
        if element.type == .EditText { return .edit }
        if element.androidAdjustable { return .adjust }
        if element.androidCheckable, element.androidClickable { return .toggle }
        if element.type == .Spinner || element.android.role == .DropdownList { return .change }
        return element.androidClickable ? .activate : nil
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
