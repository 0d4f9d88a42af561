import AXModel
@testable import ScreenReader

/// What a family rule may look at: the screen and the project's focus stops on it.
struct CaseFacts {
    var screen: Screen
    var stops: [VoiceOverStop]

    /// The elements around a stop, outermost first.
    func ancestors(of stop: VoiceOverStop) -> [Element] {
        stop.ancestors.compactMap(screen.element)
    }

    /// The stops inside an element, in order.
    func stops(inside id: String) -> [VoiceOverStop] {
        stops.filter { $0.ancestors.contains(id) }
    }
}

/// A family of cases in which the project's model and the re-implemented AccessibilitySnapshot
/// are known to say different things, and why. A family covers either whole screens (when the
/// stops themselves may differ in number or order) or single stops (when only words differ).
struct DisagreementFamily: Sendable {
    enum Scope: Sendable {
        case screen(@Sendable (Screen) -> Bool)
        case stop(@Sendable (VoiceOverStop, CaseFacts) -> Bool)
    }

    var name: String
    var reason: String
    var scope: Scope

    func covers(_ facts: CaseFacts) -> Bool {
        if case .screen(let rule) = scope { return rule(facts.screen) }
        return false
    }

    func covers(_ stop: VoiceOverStop, in facts: CaseFacts) -> Bool {
        if case .stop(let rule) = scope { return rule(stop, facts) }
        return false
    }
}

/// Every known family: AccessibilitySnapshot's own simplifications, and the places where the
/// model follows a newer source than AccessibilitySnapshot.
enum KnownDisagreements {
    /// Where AccessibilitySnapshot, a static parser with no VoiceOver behind it, is simpler
    /// than VoiceOver, so the project's model rightly says something else.
    static let simplifications: [DisagreementFamily] = [
        DisagreementFamily(
            name: "listEdgesOnlyThroughAnElementList",
            reason: """
                The parser gives `list start` / `list end` (and `landmark` / `end`) only to the \
                elements of a container that lists them in `accessibilityElements` (Parser \
                444-486); through plain subviews its context covers tab bars alone (Parser \
                377-442). Its own list example sets `accessibilityElements`. VoiceOver announces \
                a list's edges from `accessibilityContainerType` however its elements are found, \
                as the model does.
                """,
            scope: .stop { stop, facts in
                facts.ancestors(of: stop).contains { container in
                    let type = container.accessibilityContainerType
                    guard type == .list || type == .landmark, container.accessibilityElements == nil else { return false }
                    let inside = facts.stops(inside: container.id)
                    return inside.first?.id == stop.id || inside.last?.id == stop.id
                }
            }),
        DisagreementFamily(
            name: "positionsCountTheContainersEntries",
            reason: """
                The parser places an element by its index in its container's own list of \
                entries, over the list's length (Parser 444-486; for a UITabBar every button \
                over `items.count`, 378-408): an entry VoiceOver skips (hidden, or made not an \
                element) still counts, and an element nested inside an entry gets no context. \
                The model counts and marks the stops VoiceOver visits (`N of M` with M the \
                stops, `list end` on the last stop).
                """,
            scope: .stop { stop, facts in
                facts.ancestors(of: stop).contains { container in
                    guard let entries = contextEntries(of: container) else { return false }
                    return facts.stops(inside: container.id).map(\.id) != entries
                }
            }),
        DisagreementFamily(
            name: "oneContextPerElement",
            reason: """
                The parser hands a single context provider down the tree, the outermost one \
                (`contextProvider ?? …`, Parser 839 and 866), and its context is one value per \
                element (Parser 35-98), so a segment or tab inside a list, or a list that is \
                also a tab bar, keeps only one of its contexts. The model gives each container \
                its own words.
                """,
            scope: .stop { stop, facts in
                facts.ancestors(of: stop).map(contextSources).reduce(0, +) >= 2
            }),
        DisagreementFamily(
            name: "hiddenModalViewStillHidesItsSiblings",
            reason: """
                The parser picks the last subview with `accessibilityViewIsModal` before it \
                looks at whether that view is hidden (Parser 856 before 807-827), so a hidden \
                modal view leaves nothing to read among its siblings. A hidden view is not on \
                screen for VoiceOver at all; the model ignores it.
                """,
            scope: .screen { screen in
                screen.allElements.contains { element in
                    element.accessibilityViewIsModal && (element.isHidden || element.accessibilityElementsHidden)
                }
            }),
    ]

    /// Where the model follows a recording of a real VoiceOver, or Apple's documentation, that
    /// AccessibilitySnapshot's static parser does not reflect: it has no reference image of these
    /// cases, so its words are its description code alone (docs/voiceover.md section 6).
    static let newerSources: [DisagreementFamily] = [
        DisagreementFamily(
            name: "searchFieldSaysSearchFieldOnce",
            reason: """
                For an element with text entry and `.searchField`, the description says both \
                `Text Field.` (or `Secure Text Field.`) and, at the end, `Search Field.` \
                (Additions 128-158); no reference image shows a search field. A recorded iOS \
                VoiceOver says the role once, `Search, search field` (tmobile/magentaA11y at \
                69b6fe4e, the caption of its native search recording; its written example at \
                2c9c91b9), so the model says `search field` in the text field's place \
                (docs/voiceover.md VO-6.2).
                """,
            scope: .stop { stop, _ in
                stop.role.contains(.textEntry) && stop.traits.contains(.searchField)
            }),
        DisagreementFamily(
            name: "headingSpeaksItsSwiftUILevel",
            reason: """
                The description says `Heading.` for `.header` and knows no level (Additions \
                140-158). Apple's `View.accessibilityHeading(_:)` says the level of h1 through \
                h6 is spoken with the text, and only with `.isHeader` (cvs-health/ios-swiftui-\
                accessibility-techniques at 47e3a29, Headings.md); the model says `heading \
                level 2`, VoiceOver's words for a web `h2` in a recording (tmobile/magentaA11y \
                at defbe86a) (docs/voiceover.md VO-6.4).
                """,
            scope: .stop { stop, _ in
                stop.traits.contains(.header) && stop.headingLevel != nil
            }),
    ]

    static var all: [DisagreementFamily] { simplifications + newerSources }

    /// The ids of the entries a container places its elements among, when it places them by
    /// entry: a segmented control's segments, a tab bar's buttons, the `accessibilityElements`
    /// of a list, landmark or `.tabBar` view. Nil for any other element.
    static func contextEntries(of container: Element) -> [String]? {
        if container.resolvedIsAccessibilityElement { return nil }
        switch container.type {
        case .UISegmentedControl: return (container.segments ?? []).indices.map { "\(container.id)[\($0)]" }
        case .UITabBar: return (container.items ?? []).indices.map { "\(container.id)[\($0)]" }
        default: break
        }
        guard let ids = container.accessibilityElements else { return nil }
        let type = container.accessibilityContainerType
        guard type == .list || type == .landmark || container.resolvedTraits.contains(.tabBar) else { return nil }
        let below = Screen(elements: container.children)
        return ids.filter { below.element($0) != nil }
    }

    /// How many contexts an element gives what it holds: a segmented control, a tab bar (the
    /// class or the trait) and a list or landmark each give one.
    static func contextSources(_ element: Element) -> Int {
        var sources = 0
        if element.type == .UISegmentedControl { sources += 1 }
        if element.type == .UITabBar || element.resolvedTraits.contains(.tabBar) { sources += 1 }
        if element.accessibilityContainerType == .list || element.accessibilityContainerType == .landmark {
            sources += 1
        }
        return sources
    }
}
