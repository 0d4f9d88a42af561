/// What a Compose modifier can set on a node: its semantics (`AndroidAttributes`), its enabled and
/// selected states, its custom actions and its click's code. Kept as the node was before a fix first assigned its
/// `modifier`, so that a later assignment starts from there again.
public struct ModifierBase: Sendable, Equatable {
    public var android: AndroidAttributes
    public var isEnabled: Bool
    public var isSelected: Bool
    public var customActions: [CustomAction]
    /// What `Modifier.clickable { … }` runs on a click.
    public var handlers: [EventHandler]
    /// Semantics that read the app's state, computed again when it changes.
    public var bindings: [String: Expression]

    public init(of element: Element) {
        android = element.android
        isEnabled = element.isEnabled
        isSelected = element.isSelected
        customActions = element.customActions
        handlers = element.handlers
        bindings = element.bindings
    }

    /// The node as its composable makes it, without the semantics only a modifier gives: a
    /// `heading()`, a `stateDescription`, and a `contentDescription` on a node that shows no icon
    /// or image (`Text` and the layouts take none; `Icon` and `Image` take it as a parameter). A
    /// fix's `modifier =` replaces the app's modifier, and these with it.
    public init(composedOnly element: Element) {
        var own = element
        own.android.accessibilityHeading = false
        own.android.stateDescription = nil
        // A layout merges its children only by its modifier (`semantics(mergeDescendants = true)`);
        // a Material component with a role (a Button) merges them by itself.
        if own.android.role == nil { own.android.mergeDescendants = false }
        if own.image == nil { own.android.contentDescription = nil }
        self.init(of: own)
    }

    /// Puts these back on `element`.
    public func restore(on element: inout Element) {
        element.android = android
        element.isEnabled = isEnabled
        element.isSelected = isSelected
        element.customActions = customActions
        element.handlers = handlers
        element.bindings = bindings
    }
}
