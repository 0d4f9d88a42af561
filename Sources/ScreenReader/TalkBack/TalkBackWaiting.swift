import AXModel

/// `wait N` under TalkBack: elements with `updates` change once a second, and a change of
/// the focused node is said.
extension TalkBack {
    /// Every element shows its next update on each whole second passed; each change of the
    /// focused stop is said in turn: its new state when that changed, else its new name.
    /// Changes elsewhere are not said (live regions are not modelled; docs/talkback.md TB-4.12).
    func wait(_ seconds: Double, in session: inout ReaderSession) -> [Transcript.Line] {
        guard seconds > 0, seconds.isFinite else { return [] }
        let before = session.elapsed.rounded(.down)
        session.elapsed = min(session.elapsed + seconds, Waiting.longest)
        let ticks = Int(min(session.elapsed.rounded(.down) - before, 86_400))
        var heard: [String] = []
        for _ in 0..<ticks {
            let old = focusedStop(in: session)
            let ids = session.screen.allElements.filter { !$0.updates.isEmpty }.map(\.id)
            guard !ids.isEmpty else { break }
            for id in ids {
                session.screen.modify(id) { element in
                    element.showOnAndroid(element.updates.removeFirst())
                }
            }
            guard let old, let new = focusedStop(in: session) else { continue }
            if new.state != old.state, let state = new.state, !state.isEmpty {
                heard.append(state)
            } else if new.name != old.name, let name = new.name, !name.isEmpty {
                heard.append(name)
            }
        }
        return heard.map { .speech($0) }
    }
}

extension Element {
    /// Shows one `updates` entry where TalkBack reads it, as an app that keeps its
    /// accessibility text in step with the screen would:
    /// 1. a set `stateDescription` takes it;
    /// 2. a bar takes a whole number (or `N%` of 0...100) as its progress;
    /// 3. else a set `contentDescription` takes it;
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
        if android.contentDescription != nil {
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
