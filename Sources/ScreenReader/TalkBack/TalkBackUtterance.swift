import AXModel

/// Builds what TalkBack says when focus lands on a stop: the parts in TalkBack's default
/// "State, name, type" order (docs/talkback.md TB-2.1), joined by ", ", each part said once
/// (TB-2.16); the list parts depend on where focus came from (TalkBack's collection
/// transitions, TB-2.17).
enum TalkBackUtterance {
    /// The main utterance of a stop focus lands on, coming from `previous` (nil: from no stop,
    /// or from outside the screen).
    static func speech(for stop: TalkBackStop, after previous: TalkBackStop?) -> String {
        var parts: [String] = []
        /// Adds a part unless it is empty or equal, ignoring case, to an earlier one.
        func add(_ part: String?) {
            guard let part, !part.isEmpty else { return }
            let folded = part.lowercased()
            if parts.contains(where: { $0.lowercased() == folded }) { return }
            parts.append(part)
        }
        if stop.reading.selected { add("selected") }
        add(stop.reading.expansion)
        add(stop.reading.state)
        add(stop.reading.name)
        add(stop.reading.role)
        stop.reading.childrenText.forEach { add($0) }
        if let label = stop.reading.labelledBy, !label.isEmpty {
            // "<text> for <label>": the label is joined to what was said so far
            // (docs/talkback.md TB-2.12).
            if let last = parts.indices.last {
                parts[last] += " for \(label)"
            } else {
                add(label)
            }
        }
        if let error = stop.reading.error, !error.isEmpty { add("Error: \(error)") }
        add(stop.reading.hintText)
        add(stop.reading.tooltip)
        if stop.reading.disabled { add("disabled") }
        if stop.reading.heading { add("Heading") }
        if stop.reading.listItem != nil || previous?.reading.listItem != nil {
            positionParts(of: stop, after: previous).forEach { add($0) }
        }
        return parts.joined(separator: ", ")
    }

    /// Positions and the list around them (docs/talkback.md TB-2.17): `N of M` when focus comes
    /// into an item from outside it
    /// (and the list has more than one), then `In list, M items` when it comes into the list,
    /// or `Out of list` when it has just left one.
    static func positionParts(of stop: TalkBackStop, after previous: TalkBackStop?) -> [String] {
        let item = stop.reading.listItem, before = previous?.reading.listItem
        var parts: [String] = []
        if let item, let index = item.index, item.count > 1,
           before?.listID != item.listID || before?.itemID != item.itemID {
            parts.append("\(index + 1) of \(item.count)")
        }
        if let item, before?.listID != item.listID {
            parts.append("In list, \(item.count) \(item.count == 1 ? "item" : "items")")
        } else if item == nil, before != nil {
            parts.append("Out of list")
        }
        return parts
    }
}
