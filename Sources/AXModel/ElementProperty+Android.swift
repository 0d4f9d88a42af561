/// The properties of an element on an android screen, by their View attribute names (and
/// Compose's `role` and `mergeDescendants`): the android half of the property table.
extension ElementProperty {
    /// Every named property of an android element: View attributes first, Compose semantics last.
    public static let android: [ElementProperty] = [
        string("contentDescription", \.android.contentDescription),
        string("text", \.text),
        string("hint", \.android.hint),
        elementID("labelFor", \.android.labelFor),
        elementID("accessibilityTraversalBefore", \.android.traversalBefore),
        elementID("accessibilityTraversalAfter", \.android.traversalAfter),
        ElementProperty(name: "importantForAccessibility", kind: .importance,
                        get: { .string($0.android.importantForAccessibility.rawValue) },
                        set: { element, value in
                            guard case .string(let name) = value,
                                  let importance = ImportantForAccessibility(rawValue: name) else { return false }
                            element.android.importantForAccessibility = importance
                            return true
                        }),
        // `visibility`: an invisible or gone view is not on the screen TalkBack reads (TB-1.10).
        ElementProperty(name: "visibility", kind: .visibility,
                        get: { element in
                            let set = element.android.visibility
                            return .string(element.isHidden && set == .visible ? AndroidVisibility.gone.rawValue : set.rawValue)
                        },
                        set: { element, value in
                            guard case .string(let name) = value, let visibility = AndroidVisibility(rawValue: name) else {
                                return false
                            }
                            element.android.visibility = visibility
                            element.isHidden = visibility != .visible
                            return true
                        }),
        // A change inside a live region is spoken wherever focus is (TB-7.5).
        ElementProperty(name: "accessibilityLiveRegion", kind: .liveRegion,
                        get: { .string($0.android.liveRegion.rawValue) },
                        set: { element, value in
                            guard case .string(let name) = value, let mode = AndroidLiveRegion(rawValue: name) else {
                                return false
                            }
                            element.android.liveRegion = mode
                            return true
                        }),
        // A pane's title is said when the pane appears (TB-7.10).
        string("accessibilityPaneTitle", \.android.paneTitle),
        bool("screenReaderFocusable", \.android.screenReaderFocusable),
        bool("accessibilityHeading", \.android.accessibilityHeading),
        string("stateDescription", \.android.stateDescription),
        string("roleDescription", \.android.roleDescription),
        string("error", \.android.error),
        string("tooltipText", \.android.tooltipText),
        bool("enabled", \.isEnabled),
        bool("selected", \.isSelected),
        bool("checked", \.android.checked),
        bool("clickable", \.android.clickable),
        bool("focusable", \.android.focusable),
        wholeNumber("progress", \.android.progress),
        wholeNumber("min", \.android.min),
        wholeNumber("max", \.android.max),
        wholeNumber("selection", \.android.selection),
        ElementProperty(name: "role", kind: .role,
                        get: { $0.android.role.map { PropertyValue.string($0.rawValue) } ?? .nil_ },
                        set: { element, value in
                            switch value {
                            case .string(let name):
                                guard let role = ComposeRole(rawValue: name) else { return false }
                                element.android.role = role
                            case .nil_: element.android.role = nil
                            default: return false
                            }
                            return true
                        }),
        bool("mergeDescendants", \.android.mergeDescendants),
        bool("clearsDescendants", \.android.clearsDescendants),
        ElementProperty(name: "expanded", kind: .bool,
                        get: { $0.android.expanded.map(PropertyValue.bool) ?? .nil_ },
                        set: { element, value in
                            switch value {
                            case .bool(let expanded): element.android.expanded = expanded
                            case .nil_: element.android.expanded = nil
                            default: return false
                            }
                            return true
                        }),
        // `list`, or the item count a Compose `collectionInfo` reports.
        ElementProperty(name: "collection", kind: .string,
                        get: { element in
                            guard let collection = element.android.collection else { return .nil_ }
                            return .string(collection.itemCount.map { "list of \($0) item\($0 == 1 ? "" : "s")" } ?? "list")
                        },
                        set: { element, value in
                            switch value {
                            case .string("list"): element.android.collection = AndroidCollection()
                            case .number(let n) where n == n.rounded() && n >= 0 && n <= Double(Int32.max):
                                // A list that places its items (a LazyColumn) keeps doing so.
                                let places = element.android.collection?.placesItems ?? false
                                element.android.collection = AndroidCollection(itemCount: Int(n), placesItems: places)
                            case .nil_: element.android.collection = nil
                            default: return false
                            }
                            return true
                        }),
        wholeNumber("itemIndex", \.android.itemIndex),
        string("clickLabel", \.android.clickLabel),
        bool("longClickable", \.android.longClickable),
        string("longClickLabel", \.android.longClickLabel),
        ElementProperty(name: "isTraversalGroup", kind: .bool,
                        get: { .bool($0.android.isTraversalGroup) },
                        set: { element, value in
                            guard case .bool(let flag) = value else { return false }
                            element.android.isTraversalGroup = flag
                            return true
                        }),
        ElementProperty(name: "traversalIndex", kind: .number,
                        get: { .number($0.android.traversalIndex ?? 0) },
                        set: { element, value in
                            guard case .number(let index) = value, index.isFinite else { return false }
                            element.android.traversalIndex = index
                            return true
                        }),
    ]

    /// Why an id attribute (`labelFor`, the traversal attributes) may not name its own view, in
    /// words, for the screen format and the fix statements alike.
    public static func namesItself(_ id: String, in attribute: String) -> String {
        attribute == "labelFor"
            ? "'\(id)' is labelFor itself: labelFor names the view this text labels, such as its EditText"
            : "'\(id)' names itself in \(attribute): name the view TalkBack should visit "
                + (attribute == "accessibilityTraversalBefore" ? "after it" : "before it")
    }

    /// The properties only Jetpack Compose semantics set (on a `Composable` node): a View gets
    /// its role from its class, and its expand actions and list information from code the fix
    /// statements do not model (an `AccessibilityDelegate`, a `RecyclerView`).
    public static let composeOnly: Set<String> = ["role", "mergeDescendants", "clearsDescendants", "expanded",
                                                  "collection", "itemIndex", "clickLabel", "longClickLabel", "isTraversalGroup",
                                                  "traversalIndex"]

    /// The property with this name on a screen of `platform`, if any.
    public static func named(_ name: String, on platform: Platform) -> ElementProperty? {
        switch platform {
        case .ios: named(name)
        case .android: android.first { $0.name == name }
        }
    }

    /// Every property name of a platform, for suggestions and completion.
    public static func names(on platform: Platform) -> [String] {
        switch platform {
        case .ios: names
        case .android: android.map(\.name)
        }
    }

    /// Another view's id (`labelFor`'s kind), or none.
    private static func elementID(_ name: String, _ path: WritableKeyPath<Element, String?> & Sendable) -> ElementProperty {
        ElementProperty(name: name, kind: .elementID,
                        get: { $0[keyPath: path].map { PropertyValue.ids([$0]) } ?? .nil_ },
                        set: { element, value in
                            switch value {
                            case .ids(let ids) where ids.count == 1: element[keyPath: path] = ids[0]
                            case .nil_: element[keyPath: path] = nil
                            default: return false
                            }
                            return true
                        })
    }

    /// A flag; an unset optional one reads as false.
    private static func bool(_ name: String, _ path: WritableKeyPath<Element, Bool?> & Sendable) -> ElementProperty {
        ElementProperty(name: name, kind: .bool,
                        get: { .bool($0[keyPath: path] ?? false) },
                        set: { element, value in
                            guard case .bool(let b) = value else { return false }
                            element[keyPath: path] = b
                            return true
                        })
    }

    /// An `Int` attribute; a number with a fraction, or one out of range, is refused.
    private static func wholeNumber(_ name: String, _ path: WritableKeyPath<Element, Int?> & Sendable) -> ElementProperty {
        ElementProperty(name: name, kind: .wholeNumber,
                        get: { $0[keyPath: path].map { PropertyValue.number(Double($0)) } ?? .nil_ },
                        set: { element, value in
                            guard case .number(let n) = value, n == n.rounded(), abs(n) <= Double(Int32.max) else {
                                return false
                            }
                            element[keyPath: path] = Int(n)
                            return true
                        })
    }
}

extension Element {
    /// The property's current value on a screen of `platform`; nil when it has no such property.
    public func property(_ name: String, on platform: Platform) -> PropertyValue? {
        ElementProperty.named(name, on: platform)?.get(self)
    }

    /// Sets a property by its name on a screen of `platform`; false when there is no such
    /// property or the value is of the wrong kind.
    @discardableResult
    public mutating func setProperty(_ name: String, to value: PropertyValue, on platform: Platform) -> Bool {
        guard let property = ElementProperty.named(name, on: platform) else { return false }
        return property.set(&self, value)
    }
}
