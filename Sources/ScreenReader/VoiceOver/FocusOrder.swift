import AXModel

/// Flattens a screen into VoiceOver's focus stops in swipe order (docs/voiceover.md section 4).
///
/// The model reads the element tree in on-screen order, top to bottom, which is the order
/// screen files are written in. Because it never reorders by geometry, children of a
/// container are always visited together, so `shouldGroupAccessibilityChildren` needs no
/// extra work here: it can only keep together what the model already keeps together
/// (docs/voiceover.md VO-4.4).
enum FocusOrder {
    /// Every focus stop of the screen in swipe order.
    static func stops(of screen: Screen) -> [VoiceOverStop] {
        var stops: [VoiceOverStop] = []
        visitAll(screen.elements, ancestors: [], into: &stops)
        disableInsideDisabledViews(&stops, on: screen)
        guard hasSortPriority(screen.elements) else { return stops }
        return sortedByPriority(stops, level: [], on: screen)
    }

    /// SwiftUI's `.disabled(true)` on a view reaches every view inside it, and an inner
    /// `.disabled(false)` cannot undo it (Apple's documentation of `disabled(_:)`: "the outer
    /// `disabled(_:)` modifier overrides the inner one"): a control inside a disabled SwiftUI view
    /// (a button, toggle, slider, picker or field; a link) is dimmed and does not respond, as
    /// the modifier is about interaction; text is read as it is (docs/voiceover.md VO-7.12).
    static func disableInsideDisabledViews(_ stops: inout [VoiceOverStop], on screen: Screen) {
        var disabled: Set<String> = []
        func collect(_ elements: [Element]) {
            for index in elements.indices {
                if !elements[index].isEnabled, elements[index].type.framework == .swiftUI, !elements[index].children.isEmpty {
                    disabled.insert(elements[index].id)
                }
                collect(elements[index].children)
            }
        }
        collect(screen.elements)
        guard !disabled.isEmpty else { return }
        let controls: Set<ElementType> = [.SwiftUIButton, .Toggle, .Slider, .Picker, .TextField, .SecureField]
        for index in stops.indices where stops[index].ancestors.contains(where: disabled.contains) {
            let interactive = screen.element(stops[index].elementID).map { controls.contains($0.type) } ?? false
                || !stops[index].reading.traits.intersection([.button, .link, .adjustable]).isEmpty
            guard interactive else { continue }
            stops[index].reading.traits.insert(.notEnabled)
            stops[index].reading.disabledAbove = true
        }
    }

    /// Whether any element here or below has a sort priority: the quick test that spares
    /// screens without one the sorting.
    static func hasSortPriority(_ elements: [Element]) -> Bool {
        // By index: a closure given each element copied it, which cost a third of the walk (`make bench`).
        for index in elements.indices where elements[index].sortPriority != nil || hasSortPriority(elements[index].children) {
            return true
        }
        return false
    }

    /// SwiftUI's `.accessibilitySortPriority`: among the elements of one level, higher comes
    /// first and equals keep their on-screen order (Apple's documentation: "relative to other
    /// elements at the same level. Higher numbers are sorted first. The default sort priority is
    /// zero"). A level is the screen or an accessibility container (a `.contain` one, or one with
    /// a container type: a list, a landmark, a semantic group), whose stops move together with the
    /// container's own priority and are sorted inside it; a plain stack is no level, so its views
    /// are sorted with its siblings' (docs/voiceover.md VO-7.10). A list's or landmark's first and
    /// last marks go with the stops that are first and last once sorted. `level` is the path of
    /// ids to the level's container.
    static func sortedByPriority(_ stops: [VoiceOverStop], level: [String], on screen: Screen) -> [VoiceOverStop] {
        // Each unit: the id of the stop, or of the container just inside the level that holds it;
        // its stops are together, as the walk visits a container's children at once.
        var units: [(id: String, stops: [VoiceOverStop])] = []
        for stop in stops {
            let inner = stop.ancestors.dropFirst(level.count)
                .first { screen.element($0).map(isLevel) ?? false }
            let id = inner ?? stop.elementID
            if let last = units.last, last.id == id, inner != nil {
                units[units.count - 1].stops.append(stop)
            } else {
                units.append((id, [stop]))
            }
        }
        let ordered = units.enumerated().sorted { a, b in
            let (pa, pb) = (screen.element(a.element.id)?.sortPriority ?? 0, screen.element(b.element.id)?.sortPriority ?? 0)
            return pa != pb ? pa > pb : a.offset < b.offset
        }
        let sorted = ordered.flatMap { unit -> [VoiceOverStop] in
            guard unit.element.stops.count > 1 || unit.element.stops.first?.elementID != unit.element.id,
                  let path = unit.element.stops.first?.ancestors,
                  let depth = path.firstIndex(of: unit.element.id) else { return unit.element.stops }
            return sortedByPriority(unit.element.stops, level: Array(path[...depth]), on: screen)
        }
        guard let container = level.last.flatMap(screen.element) else { return sorted }
        return movingEdges(of: container, from: stops, to: sorted)
    }

    /// Whether an element is a level of its own for sort priorities: an accessibility container.
    static func isLevel(_ element: Element) -> Bool {
        element.childBehavior == .contain || [.list, .landmark, .semanticGroup, .dataTable].contains(element.accessibilityContainerType)
    }

    /// A list's or landmark's start and end marks, which the walk put on its first and last stops,
    /// moved to the stops that are first and last once sorted (docs/voiceover.md VO-7.10).
    static func movingEdges(of container: Element, from walked: [VoiceOverStop], to sorted: [VoiceOverStop]) -> [VoiceOverStop] {
        let edges: (start: ContainerEdge, end: ContainerEdge)
        switch container.accessibilityContainerType {
        case .list?: edges = (.listStart, .listEnd)
        case .landmark?: edges = (.landmarkStart, .landmarkEnd)
        default: return sorted
        }
        // The container's own marks come off the stops the walk put them on, then go on the ends.
        let start = walked.first.flatMap { $0.reading.edge == edges.start ? $0.id : nil }
        let end = walked.last.flatMap { $0.reading.edge == edges.end ? $0.id : nil }
        var result = sorted
        for index in result.indices where result[index].id == start || result[index].id == end {
            result[index].reading.edge = nil
        }
        if start != nil, let first = result.indices.first, result[first].reading.edge == nil { result[first].reading.edge = edges.start }
        if end != nil, let last = result.indices.last, last != result.startIndex, result[last].reading.edge == nil {
            result[last].reading.edge = edges.end
        }
        return result
    }

    /// The last visible element with `accessibilityViewIsModal` anywhere on the screen (the one
    /// drawn on top), with its ancestors: the view `escape` dismisses
    /// (docs/voiceover.md VO-4.7).
    static func modalView(in elements: [Element], ancestors: [String]) -> (Element, [String])? {
        guard containsModal(elements) else { return nil }
        var found: (Element, [String])?
        for element in elements where isShown(element) {
            if element.accessibilityViewIsModal { found = (element, ancestors) }
            if let inner = modalView(in: element.children, ancestors: ancestors + [element.id]) {
                found = inner
            }
        }
        return found
    }

    /// Whether a visible element with `accessibilityViewIsModal` is anywhere among these:
    /// the quick test that spares `modalView` its work on screens without one.
    static func containsModal(_ elements: [Element]) -> Bool {
        for index in elements.indices where isShown(elements[index]) {
            if elements[index].accessibilityViewIsModal || containsModal(elements[index].children) {
                return true
            }
        }
        return false
    }

    /// Whether an element is on screen for VoiceOver: neither hidden nor under
    /// `accessibilityElementsHidden`.
    static func isShown(_ element: Element) -> Bool {
        !element.isHidden && !element.accessibilityElementsHidden
    }

    /// The elements of one parent VoiceOver visits, in on-screen order: all of them, or, when
    /// some visible ones have `accessibilityViewIsModal`, only the last of those. A modal view
    /// hides its siblings and nothing else: views outside its parent stay reachable, which is
    /// why a sheet added inside a container (rather than beside the content) leaves the screen
    /// behind it reachable. Sources: Apple's documentation of UIKit's
    /// `accessibilityViewIsModal` (its example: B modal beside A hides A; C modal inside B
    /// does not) and of SwiftUI's `AccessibilityTraits.isModal` (non-modal siblings of a
    /// visible modal element are ignored); AccessibilitySnapshot 5b03db8,
    /// AccessibilityHierarchyParser.swift lines 853-860, which keeps only the last modal
    /// subview, parent by parent. That parser also keeps a hidden modal subview (which then
    /// hides its siblings and shows nothing); the model counts only visible ones, as Apple's
    /// SwiftUI page speaks of a visible modal element.
    /// (docs/voiceover.md VO-4.7)
    static func reachable(_ elements: [Element]) -> ArraySlice<Element> {
        guard let last = elements.lastIndex(where: { $0.accessibilityViewIsModal && isShown($0) }) else {
            return elements[...]
        }
        return elements[last...last]
    }

    /// Whether the element with this id is out of VoiceOver's reach because it, or a view
    /// around it, is a sibling of a visible modal view (`reachable`). Nil when no element has
    /// the id.
    static func isBehindModal(_ id: String, among elements: [Element], ordered: Bool = false) -> Bool? {
        let kept = ordered ? elements.indices : reachable(elements).indices
        for index in elements.indices {
            let element = elements[index]
            let found = element.id == id
                ? false
                : isBehindModal(id, among: element.children, ordered: element.accessibilityElements != nil)
            guard let found else { continue }
            return !kept.contains(index) || found
        }
        return nil
    }

    /// Adds the stops of one element and what it contains: nothing when hidden
    /// (docs/voiceover.md VO-4.2), one stop for an element or a SwiftUI `.combine` / `.ignore`
    /// container (VO-4.3, VO-4.5, VO-4.6), else its control parts and children.
    static func visit(_ element: Element, ancestors: [String], into stops: inout [VoiceOverStop]) {
        if element.isHidden || element.accessibilityElementsHidden { return }
        switch element.childBehavior {
        case .combine:
            stops.append(combined(element, ancestors: ancestors))
            return
        case .ignore:
            stops.append(single(element, ancestors: ancestors))
            return
        case .contain:
            break
        case nil:
            if element.resolvedIsAccessibilityElement {
                stops.append(single(element, ancestors: ancestors))
                return
            }
        }
        let start = stops.count
        stops.append(contentsOf: ControlParts.stops(of: element, ancestors: ancestors))
        visitChildren(of: element, ancestors: ancestors, into: &stops)
        stops.append(contentsOf: ControlParts.trailingStops(of: element, ancestors: ancestors))
        markContainer(element, stops: &stops, from: start)
        if let group = semanticGroup(element) {
            for index in start..<stops.count { stops[index].reading.groups.insert(group, at: 0) }
        }
    }

    /// The group an element makes of what it holds, when VoiceOver names it on the way in
    /// (`Element.groupLabel`; docs/voiceover.md VO-1.20). Apple's documentation of
    /// `.semanticGroup` says assistive technologies may query its `accessibilityLabel`;
    /// AccessibilitySnapshot 5b03db8 keeps a labelled semantic group, whose label "is announced",
    /// drops an unlabelled one, and takes a view with `.tabBar` for a tab bar whatever its type
    /// (AccessibilityHierarchyParser.swift 141-147, 588-590, 900-910).
    static func semanticGroup(_ element: Element) -> SemanticGroup? {
        guard let label = element.groupLabel else { return nil }
        return SemanticGroup(id: element.id, label: label)
    }

    /// Visits the children of one parent (or the window's views) in on-screen order, leaving
    /// out the siblings of a modal view.
    static func visitAll(_ elements: [Element], ancestors: [String], into stops: inout [VoiceOverStop]) {
        for element in reachable(elements) {
            visit(element, ancestors: ancestors, into: &stops)
        }
    }

    /// Adds the stops of an element's children, in `accessibilityElements` order when set.
    static func visitChildren(of element: Element, ancestors: [String], into stops: inout [VoiceOverStop]) {
        guard !element.children.isEmpty else { return }
        let inside = ancestors + [element.id]
        if element.accessibilityElements == nil {
            visitAll(element.children, ancestors: inside, into: &stops)
        } else {
            for child in orderedChildren(of: element) {
                visit(child, ancestors: inside, into: &stops)
            }
        }
    }

    /// The children in `accessibilityElements` order when it is set (ids found anywhere
    /// below the element, each once; ids that name nothing are skipped), else on-screen order
    /// (docs/voiceover.md VO-4.1).
    static func orderedChildren(of element: Element) -> [Element] {
        guard let ids = element.accessibilityElements else { return element.children }
        let below = Screen(elements: element.children)
        var seen: Set<String> = []
        return ids.compactMap { id in
            guard seen.insert(id).inserted else { return nil }
            return below.element(id)
        }
    }

    /// Marks the first and last stop of a list or landmark (the stops from `start` on), and
    /// makes the stops inside a `.tabBar` container tabs with their position. An inner
    /// container's marks win (docs/voiceover.md VO-1.18, VO-1.12, VO-1.17).
    static func markContainer(_ element: Element, stops: inout [VoiceOverStop], from start: Int) {
        guard start < stops.count else { return }
        let first = start, last = stops.count - 1
        switch element.accessibilityContainerType ?? ContainerType.none {
        case .list:
            if stops[first].reading.edge == nil { stops[first].reading.edge = .listStart }
            if last != first, stops[last].reading.edge == nil { stops[last].reading.edge = .listEnd }
        case .landmark:
            if stops[first].reading.edge == nil { stops[first].reading.edge = .landmarkStart }
            if last != first, stops[last].reading.edge == nil { stops[last].reading.edge = .landmarkEnd }
        case .none, .semanticGroup, .dataTable:
            break
        }
        if element.resolvedTraits.contains(.tabBar) {
            let count = stops.count - start
            for index in start..<stops.count where stops[index].reading.position == nil {
                stops[index].reading.role.insert(.tab)
                stops[index].reading.position = .init(index: index - start + 1, count: count)
            }
        }
    }

    /// The one stop an element makes when it is an accessibility element.
    ///
    /// A `UITableViewCell` with neither a label nor text reads the labels of the views inside
    /// it, joined with ", ", as UIKit builds a custom cell's label from its subviews
    /// (docs/voiceover.md VO-5.10); so does a SwiftUI `Button` whose label is several views (VO-7.5).
    static func single(_ element: Element, ancestors: [String]) -> VoiceOverStop {
        // A label spelled out is said one character at a time (docs/voiceover.md VO-1.21).
        let label = element.speechSpellsOutCharacters ? element.resolvedLabel.map(SpelledOut.text) : element.resolvedLabel
        var stop = VoiceOverStop(id: element.id, elementID: element.id, label: label,
                             value: element.resolvedValue, hint: element.accessibilityHint,
                             traits: element.resolvedTraits, role: role(of: element), ancestors: ancestors)
        stop.reading.headingLevel = element.headingLevel
        stop.reading.language = element.accessibilityLanguage
        stop.reading.directTouchOptions = element.accessibilityDirectTouchOptions
        if !element.customActions.isEmpty || element.childBehavior == .combine {
            stop.reading.customActions = element.offeredActions.map(\.name)
        }
        if let content = element.customContent, !content.isEmpty { stop.reading.customContent = content }
        // A SwiftUI Button whose label is several views reads them as one (VO-7.5).
        if element.type == .UITableViewCell || element.type == .SwiftUIButton, stop.reading.spokenLabel == nil,
           !element.children.isEmpty {
            var inner: [VoiceOverStop] = []
            visitChildren(of: element, ancestors: ancestors, into: &inner)
            let labels = inner.compactMap(\.reading.spokenLabel)
            if !labels.isEmpty { stop.reading.label = labels.joined(separator: ", ") }
        }
        return stop
    }

    /// The roles an element's class and traits give it (docs/voiceover.md VO-1.9, VO-1.13).
    static func role(of element: Element) -> StopRole {
        var role: StopRole = []
        if element.type.isSwitch || element.resolvedTraits.contains(.toggleButton) {
            role.insert(.switchControl)
        }
        if element.type.isTextEntry {
            role.insert(.textEntry)
            if element.isSecure { role.insert(.secureTextEntry) }
            if element.isEditing { role.insert(.editing) }
            if element.type == .UITextView { role.insert(.multiline) }
        }
        return role
    }

    /// SwiftUI's `.accessibilityElement(children: .combine)`: one stop whose label joins the
    /// children's labels with ", " (likewise their values) and whose traits merge theirs.
    /// The container's own label, value or hint win when set; otherwise the first child hint
    /// is kept. Roles (switch, text field) carry over; positions in a control do not
    /// (docs/voiceover.md VO-4.5).
    static func combined(_ element: Element, ancestors: [String]) -> VoiceOverStop {
        var inner: [VoiceOverStop] = []
        visitChildren(of: element, ancestors: ancestors, into: &inner)
        var stop = single(element, ancestors: ancestors)
        let labels = inner.compactMap(\.reading.spokenLabel)
        // A secure field's bullets are joined as their count, never as bullets.
        let values = inner.compactMap { child in
            child.reading.role.contains(.secureTextEntry)
                ? child.reading.spokenValue.map(Speech.secureValue) : child.reading.spokenValue
        }
        if element.accessibilityLabel == nil, !labels.isEmpty {
            stop.reading.label = labels.joined(separator: ", ")
        }
        if element.accessibilityValue == nil, !values.isEmpty {
            stop.reading.value = values.joined(separator: ", ")
        }
        if element.accessibilityHint == nil {
            stop.reading.hint = inner.lazy.compactMap(\.reading.spokenHint).first
        }
        for child in inner {
            stop.reading.traits.formUnion(child.reading.traits)
            stop.reading.role.formUnion(child.reading.role.subtracting([.tab, .backButton]))
        }
        return stop
    }
}
