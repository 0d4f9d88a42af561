import AXModel
import SwiftSyntax

/// A segment's or a tab bar item's own settings in UIKit set-up code, read into the screen's
/// `parts` (docs/voiceover.md VO-5.13, VO-5.14): `layout.imageForSegment(at: 0)?.accessibilityLabel
/// = "List"`, `tabBar.items?[2].isEnabled = false`, `layout.setEnabled(false, forSegmentAt: 1)`.
extension UIKitReader {
    /// The control and index `expression` reaches a part of: `x.imageForSegment(at: N)` of a
    /// segmented control the file makes, `x.items?[N]` of a tab bar it makes.
    func part(_ expression: ExprSyntax?) -> (id: String, index: Int, isImage: Bool)? {
        guard let expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "imageForSegment",
           let id = receiver(member.base), views[id]?.type == .UISegmentedControl,
           let index = CallArguments(call: call).labeled("at").flatMap({ constants.evaluate($0)?.number }) {
            return (id, Int(index), true)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
           let member = (subscriptCall.calledExpression.as(OptionalChainingExprSyntax.self)?.expression
                         ?? subscriptCall.calledExpression.as(ForceUnwrapExprSyntax.self)?.expression)?.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "items", let id = receiver(member.base), views[id]?.type == .UITabBar,
           let first = subscriptCall.arguments.first?.expression, let index = constants.evaluate(first)?.number {
            return (id, Int(index), false)
        }
        return nil
    }

    /// An assignment to a part's property; false when `target` names no part.
    mutating func partAssignment(target: ExprSyntax?, property: String, value: ExprSyntax, node: Syntax) -> Bool {
        guard let (id, index, isImage) = part(target) else { return false }
        if let reason = partMissing(id, index, isImage: isImage) {
            notes.note("'\(ImportNotes.quote(node))' is left out: \(reason)", at: node)
            return true
        }
        let evaluated = constants.evaluate(value)
        switch property {
        case "accessibilityLabel", "accessibilityValue", "accessibilityHint":
            guard let text = evaluated?.text else { return computed(property, node) }
            if property == "accessibilityLabel" { labelledParts.insert("\(id)#\(index)") }
            setPart(id, index, node) { _ = $0.set(property, to: .string(text)) }
        case "isAccessibilityElement", "isEnabled" where !isImage:
            guard let flag = evaluated?.bool else { return computed(property, node) }
            setPart(id, index, node) { _ = $0.set(property, to: .bool(flag)) }
        case "title" where !isImage:
            // `bar.items?[1].title = "Beta"`: the item is an object, and its title the bar's to show.
            guard let title = evaluated?.text else { return computed(property, node) }
            set(id, node) { element in
                if element.items?.indices.contains(index) == true { element.items?[index] = title }
            }
        case "badgeValue" where !isImage:
            guard let badge = evaluated?.text else { return computed(property, node) }
            set(id, node) { element in
                var badges = element.badges ?? Array(repeating: "", count: element.items?.count ?? 0)
                if badges.indices.contains(index) { badges[index] = badge }
                element.badges = badges
            }
        default:
            if Self.isAccessibility(property) || property == "isEnabled" {
                notes.note("'\(property)' of a \(isImage ? "segment's image" : "tab bar item") is left out: the screen's parts "
                           + "take its label, value, hint, isAccessibilityElement and isEnabled", at: node)
            }
        }
        return true
    }

    /// `layout.setEnabled(false, forSegmentAt: 1)`: the segment's own enabled state.
    mutating func segmentEnabled(_ id: String, _ arguments: CallArguments, _ call: FunctionCallExprSyntax) {
        guard let flag = arguments.first.flatMap({ constants.evaluate($0)?.bool }),
              let index = arguments.labeled("forSegmentAt").flatMap({ constants.evaluate($0)?.number }) else {
            _ = computed("setEnabled(_:forSegmentAt:)", Syntax(call))
            return
        }
        if let reason = partMissing(id, Int(index), isImage: false) {
            notes.note("'\(ImportNotes.quote(call))' is left out: \(reason)", at: call)
            return
        }
        setPart(id, Int(index), Syntax(call)) { $0.isEnabled = flag }
    }

    /// A segmented control's segments as the code has them at the line being read: as it was
    /// made, with the settings read since made on it (they are applied once the whole set-up is read).
    func segmentsNow(of id: String) -> [String] {
        guard var element = views[id] else { return [] }
        for change in changes where change.id == id {
            if case .direct(let set) = change.kind { set(&element) }
        }
        return element.segments ?? []
    }

    /// `insertSegment(withTitle: "Map", at: 1, animated: false)` or `insertSegment(with: UIImage(…), at: 1, …)`:
    /// a segment put in at its index (past the end, at the end, as UIKit does); the segments made
    /// with an image after it move up one.
    mutating func insertSegment(_ id: String, _ arguments: CallArguments, _ call: FunctionCallExprSyntax) {
        let image = arguments.labeled("with").map(imageNamed)
        let title = arguments.labeled("withTitle").flatMap { constants.evaluate($0)?.text }
        guard let index = arguments.labeled("at").flatMap({ constants.evaluate($0)?.number }),
              title != nil || image.map(UIKitReader.isImage) == true else {
            _ = computed("insertSegment", Syntax(call))
            return
        }
        let position = min(max(Int(index), 0), segmentsNow(of: id).count)
        imageSegments = Dictionary(uniqueKeysWithValues: imageSegments.map { key, node in
            let parts = key.split(separator: "#")
            guard parts.count == 2, String(parts[0]) == id, let at = Int(parts[1]), at >= position else { return (key, node) }
            return ("\(id)#\(at + 1)", node)
        })
        if title == nil { imageSegments["\(id)#\(position)"] = Syntax(call) }
        set(id, Syntax(call)) { element in
            var segments = element.segments ?? []
            segments.insert(title ?? "", at: min(position, segments.count))
            element.segments = segments
        }
    }

    /// `layout.setTitle("Map", forSegmentAt: 1)`, `layout.setImage(UIImage(…), forSegmentAt: 1)`: a
    /// segment shows a title or an image, not both (UISegmentedControl's reference), so each
    /// takes the other's place.
    mutating func segmentContent(_ id: String, _ arguments: CallArguments, _ call: FunctionCallExprSyntax, image: Bool) {
        let title = image ? nil : arguments.first.flatMap { constants.evaluate($0)?.text }
        guard let index = arguments.labeled("forSegmentAt").flatMap({ constants.evaluate($0)?.number }).map(Int.init),
              image ? arguments.first.map({ UIKitReader.isImage(imageNamed($0)) }) == true : title != nil else {
            _ = computed(image ? "setImage(_:forSegmentAt:)" : "setTitle(_:forSegmentAt:)", Syntax(call))
            return
        }
        if let reason = partMissing(id, index, isImage: false) {
            notes.note("'\(ImportNotes.quote(call))' is left out: \(reason)", at: call)
            return
        }
        imageSegments["\(id)#\(index)"] = image ? Syntax(call) : nil
        set(id, Syntax(call)) { element in
            element.segments?[index] = title ?? ""
        }
    }

    /// Why the part a line reaches is not there when the line runs, as UIKit sees it then: a tab
    /// bar not given its items yet (`items` is nil, so `items?[0]` changes nothing), an index past
    /// the items or segments (Swift stops the app), a titled segment's image (nil); nil when it is.
    func partMissing(_ id: String, _ index: Int, isImage: Bool) -> String? {
        guard let element = views[id] else { return nil }
        if element.type == .UITabBar {
            guard let count = tabs.bars[id]?.entries.count else {
                return "the bar has no items yet at this line ('items' is nil), so UIKit changes nothing"
            }
            return index < count ? nil : "the bar has \(count) item\(count == 1 ? "" : "s") here, and Swift stops the app at index \(index)"
        }
        let segments = segmentsNow(of: id)
        guard index < segments.count else {
            return "the control has \(segments.count) segment\(segments.count == 1 ? "" : "s") here, and index \(index) is past them"
        }
        if isImage, !segments[index].isEmpty {
            return "segment \(index) shows the title '\(segments[index])', so it has no image and VoiceOver reads the title"
        }
        return nil
    }

    private mutating func setPart(_ id: String, _ index: Int, _ node: Syntax,
                                  _ change: @escaping @Sendable (inout PartProperties) -> Void) {
        set(id, node) { element in
            var settings = element.parts[String(index)] ?? PartProperties()
            change(&settings)
            element.parts[String(index)] = settings
        }
    }

    /// A note for each segment made with an image whose label the code never sets: VoiceOver
    /// reads the image's own accessibilityLabel, which no source lists for a symbol or an asset.
    mutating func noteUnlabelledImageSegments() {
        for (key, node) in imageSegments.sorted(by: { $0.key < $1.key }) where !labelledParts.contains(key) {
            let index = key.split(separator: "#").last.map(String.init) ?? "0"
            notes.note("segment \(index) shows an image and no title: the screen says nothing for it; VoiceOver reads the "
                       + "image's accessibilityLabel (imageForSegment(at: \(index))?.accessibilityLabel = \"…\")", at: node)
        }
    }
}
