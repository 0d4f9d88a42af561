import AXModel

/// `wait N` under TalkBack: elements with `updates` change once a second, and TalkBack says
/// a change only where it hears of one, as its source does (google/talkback
/// `EventTypeWindowContentChangedFeedbackRule`; docs/talkback.md TB-4.12, TB-6.3).
extension TalkBackRules {
    func show(_ update: String, on element: inout Element) {
        element.showOnAndroid(update)
    }

    /// Each change TalkBack hears of is said, in the order the elements changed.
    func changes(of ids: [String], from oldScreen: Screen, to newScreen: Screen, focused old: TalkBackStop,
                 now new: TalkBackStop) -> [String] {
        ids.compactMap { contentChange(of: $0, from: oldScreen, to: newScreen, focused: old, now: new) }
    }

    /// TalkBack says each change in turn (docs/talkback.md TB-4.12).
    func queued(_ heard: [String], last: TalkBackStop?) -> [String] {
        heard
    }

    /// What TalkBack says when element `id` changed between two screens while `focused` had
    /// focus (`now` after the change), or nil when it says nothing (docs/talkback.md TB-6.3):
    /// - only a change in the focused node or inside it is said ("self or ancestor focused");
    /// - a new state (`stateDescription`, a bar's progress) is said as the state;
    /// - a new `contentDescription` is said as itself;
    /// - a View's new text is said as the changed view's own text, never the whole stop re-read;
    ///   an `EditText`'s is not (TalkBack leaves typing to its own events);
    /// - a Compose node's new text is not said at all: Compose sends no accessibility event for
    ///   a `Text` change (androidx `sendSemanticsPropertyChangeEvents`), so a merged row whose
    ///   child changes stays silent without a live region.
    func contentChange(of id: String, from oldScreen: Screen, to newScreen: Screen,
                       focused: TalkBackStop, now: TalkBackStop) -> String? {
        guard let old = oldScreen.element(id), let new = newScreen.element(id),
              let path = newScreen.path(to: id) else { return nil }
        // A live region says its change itself, wherever focus is (`liveChanges`, TB-7.5).
        if ([id] + path).contains(where: { newScreen.element($0).map { $0.android.liveRegion != .none } ?? false }) {
            return nil
        }
        let inFocus = id == focused.id || path.contains(focused.id)
        guard inFocus, Self.exposed(id, path: path, in: newScreen) else { return nil }
        if id == focused.id, now.state != focused.state, let state = now.state, !state.isEmpty {
            return state
        }
        if new.android.stateDescription != old.android.stateDescription {
            return new.android.stateDescription.flatMap { $0.isEmpty ? nil : $0 }
        }
        if new.android.contentDescription != old.android.contentDescription {
            return new.android.contentDescription.flatMap { $0.isEmpty ? nil : $0 }
        }
        if new.text != old.text, new.type != .Composable, new.type != .EditText {
            return new.text.flatMap { $0.isEmpty ? nil : $0 }
        }
        return nil
    }

    /// Whether element `id` is in the tree TalkBack reads: neither it (`importantForAccessibility
    /// = no`) nor a view around it (`noHideDescendants`, Compose's `clearAndSetSemantics`)
    /// takes it out. A view out of the tree reports no change of its own.
    static func exposed(_ id: String, path: [String], in screen: Screen) -> Bool {
        if let element = screen.element(id), element.android.importantForAccessibility == .no
            || element.android.importantForAccessibility == .noHideDescendants {
            return false
        }
        return !path.contains { ancestor in
            guard let element = screen.element(ancestor) else { return false }
            return element.android.importantForAccessibility == .noHideDescendants
                || element.android.clearsDescendants
        }
    }
}

extension Element {
    /// Shows one `updates` entry where TalkBack reads it, as an app that keeps its
    /// accessibility text in step with the screen would:
    /// 1. a set `stateDescription` takes it;
    /// 2. a bar takes a whole number (or `N%` of 0...100) as its progress;
    /// 3. else a set `contentDescription` on a view that shows no text takes it (an icon's only
    ///    words); a text's own description stays as the app set it, since `setText` and a new
    ///    Compose `Text` leave it alone;
    /// 4. else views that show text take it as their text;
    /// 5. else it becomes the `stateDescription`.
    mutating func showOnAndroid(_ update: String) {
        if android.stateDescription != nil {
            android.stateDescription = update
            return
        }
        if androidHasRange {
            let number = update.hasSuffix("%") ? String(update.dropLast()) : update
            if let progress = Int(number) {
                android.progress = progress
                return
            }
        }
        if android.contentDescription != nil, text == nil {
            android.contentDescription = update
            return
        }
        switch type {
        case .TextView, .Button, .EditText, .CheckBox, .RadioButton, .Switch, .Composable:
            text = update
        default:
            android.stateDescription = update
        }
    }
}
