import AXModel
import FixScript

/// What a fix typed so far leaves a focus request unable to do, said after the line that made it
/// (docs/talkback.md TB-7.11, TB-7.12): a later line may complete it, so these are notes, not
/// refusals.
enum FocusNotes {
    static func notes(on screen: Screen) -> [String] {
        let unattached = FixScript.unattachedFocusRequesters(on: screen).map { name in
            "\(name) is attached to no node yet: a click asking it for focus moves nothing, and in the app Compose "
                + "throws; give the node 'Modifier.focusRequester(\(name)).focusable()'"
        }
        let views = viewsThatTakeNoInputFocus(on: screen).map { id in
            "\(id) cannot take input focus, so requestFocus() on it returns false and TalkBack's focus stays: send it "
                + "the view-focused event, \(id).sendAccessibilityEvent(AccessibilityEvent.TYPE_VIEW_FOCUSED), or make it focusable"
        }
        let nodes = screen.allElements.compactMap { node -> String? in
            guard let requester = node.android.focusRequester else { return nil }
            if !node.androidFocusable {
                return "\(node.id) cannot take input focus, so asking \(requester) for focus moves nothing: make it "
                    + "focusable, 'Modifier.focusRequester(\(requester)).focusable()'"
            }
            guard node.android.focusRequesterFindsNoTarget else { return nil }
            return "\(requester) comes after the focus target in \(node.id)'s modifier: a requester gives focus to the "
                + "target after it, so asking it moves nothing; put 'focusRequester(\(requester))' before 'focusable()'"
        }
        return unattached + views + nodes
    }

    /// The views a click listener asks for input focus (`requestFocus()`) that cannot take it.
    private static func viewsThatTakeNoInputFocus(on screen: Screen) -> [String] {
        var ids: [String] = []
        for element in screen.allElements where element.type != .Composable {
            for handler in element.handlers {
                for case .requestFocus(let target) in handler.effects {
                    let id = target == "self" ? element.id : target
                    if let view = screen.element(id), !view.androidFocusable, !ids.contains(id) { ids.append(id) }
                }
            }
        }
        return ids
    }
}
