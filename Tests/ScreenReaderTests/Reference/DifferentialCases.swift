import AXModel

/// One generated case: a screen, the index that remakes it, and what it is meant to exercise.
struct DifferentialCase: Sendable {
    var index: Int
    var shape: String
    var screen: Screen
}

/// The cases of the differential test, all made from one fixed seed: single elements first
/// (each iOS type in turn, each trait in turn), then small screens (each shape in turn).
/// `make(index)` remakes any one of them on its own.
enum DifferentialCases {
    static let seed: UInt64 = 0xA11_5EED_0013
    static let elementCount = 420
    static let screenCount = 280
    static var count: Int { elementCount + screenCount }

    /// The UIKit classes: the reference reads UIKit's runtime objects, and SwiftUI views have
    /// their own rules (docs/voiceover.md section 7).
    static let iosTypes = ElementType.types(of: .ios).filter { $0.framework == .uikit }

    static var all: [DifferentialCase] { (0..<count).map(make) }

    static func make(_ index: Int) -> DifferentialCase {
        let random = SplitMix64(seed: seed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        var factory = ElementFactory(random: random)
        if index < elementCount {
            let type = iosTypes[index % iosTypes.count]
            let trait = ElementFactory.traits[(index / iosTypes.count) % ElementFactory.traits.count]
            // Every third element sets its traits, taking each trait in turn; every ninth is
            // dimmed and selected at once.
            let element = factory.element(type, trait: index % 3 == 0 ? trait : nil,
                                          dimmedAndSelected: index % 9 == 4)
            return DifferentialCase(index: index, shape: "one \(type)", screen: Screen(elements: [element]))
        }
        let shape = ScreenShape.allCases[(index - elementCount) % ScreenShape.allCases.count]
        return DifferentialCase(index: index, shape: shape.rawValue,
                                screen: Screen(elements: shape.elements(&factory)))
    }
}

/// The kinds of small screen the test generates.
enum ScreenShape: String, CaseIterable {
    case segmentedControls = "segmented controls"
    case tabBar = "tab bar"
    case tabBarTraitView = "view with the tabBar trait"
    case steppers
    case navigationBar = "navigation bar"
    case listOfElements = "list with accessibilityElements"
    case listOfSubviews = "list of subviews"
    case landmark
    case modalOnTop = "modal view at the top"
    case modalNested = "modal view inside a container"
    case nestedContainers = "nested containers"
    case tableCells = "table cells"
    case elementContainer = "container that is an element"
    case hiddenElements = "hidden elements"
    case containersInContainers = "context containers in context containers"
    case mixed

    /// The top-level elements of one screen of this shape.
    func elements(_ make: inout ElementFactory) -> [Element] {
        switch self {
        case .segmentedControls:
            return [make.content(), make.element(.UISegmentedControl), make.element(.UISegmentedControl)]
        case .tabBar:
            var bar = make.element(.UITabBar)
            if bar.isAccessibilityElement == true, make.random.chance(70) { bar.isAccessibilityElement = nil }
            return [make.content(), make.content(), bar]
        case .tabBarTraitView:
            var view = make.container((0..<(1 + make.random.below(4))).map { _ in make.element(.UIButton) })
            view.accessibilityTraits = make.random.chance(70) ? .tabBar : make.randomTraits().union(.tabBar)
            if make.random.chance(40) { view.accessibilityElements = view.children.map(\.id).reversed() }
            return [make.content(), view]
        case .steppers:
            return [make.content(), make.element(.UIStepper), make.content()]
        case .navigationBar:
            var bar = make.element(.UINavigationBar)
            if bar.isAccessibilityElement == true, make.random.chance(70) { bar.isAccessibilityElement = nil }
            return [bar, make.content(), make.content()]
        case .listOfElements, .listOfSubviews, .landmark:
            var view = make.container((0..<(1 + make.random.below(4))).map { _ in make.content() })
            view.accessibilityContainerType = self == .landmark ? .landmark : .list
            if self == .listOfElements || (self == .landmark && make.random.chance(50)) {
                var ids = view.children.map(\.id)
                if make.random.chance(30) { ids.reverse() }
                view.accessibilityElements = ids
            }
            return [make.content(), view, make.content()]
        case .modalOnTop:
            var elements = (0..<(2 + make.random.below(3))).map { _ in make.content() }
            var sheet = make.container([make.content(), make.content()])
            sheet.accessibilityViewIsModal = true
            if make.random.chance(15) { sheet.isHidden = true }
            elements.insert(sheet, at: make.random.below(elements.count + 1))
            if make.random.chance(30) {
                var second = make.container([make.content()])
                second.accessibilityViewIsModal = true
                elements.append(second)
            }
            return elements
        case .modalNested:
            var sheet = make.container([make.content(), make.content()])
            sheet.accessibilityViewIsModal = true
            let holder = make.container([make.content(), sheet, make.content()])
            return [make.content(), holder, make.content()]
        case .nestedContainers:
            var inner = make.container([make.content(), make.content()])
            inner.accessibilityContainerType = make.random.pick([.semanticGroup, .dataTable, ContainerType.none])
            if make.random.chance(30) { inner.accessibilityLabel = "Group" }
            var outer = make.container([make.content(), inner, make.content()])
            if make.random.chance(50) {
                outer.accessibilityElements = [inner.id, outer.children[2].id, outer.children[0].id]
            }
            if make.random.chance(40) { outer.accessibilityElements?.append(inner.children[1].id) }
            return [outer, make.content()]
        case .tableCells:
            return (0..<(1 + make.random.below(3))).map { _ in
                var cell = make.element(.UITableViewCell)
                if make.random.chance(70) { cell.text = nil; cell.accessibilityLabel = nil }
                cell.isAccessibilityElement = make.random.chance(85) ? nil : false
                cell.children = [make.content(), make.content()]
                return cell
            }
        case .elementContainer:
            var view = make.container([make.content(), make.content()])
            view.isAccessibilityElement = true
            view.accessibilityLabel = make.random.pick(ElementFactory.labels)
            return [view, make.content()]
        case .hiddenElements:
            var elements = (0..<4).map { _ in make.content() }
            elements[make.random.below(4)].isHidden = true
            var view = make.container([make.content(), make.content()])
            if make.random.chance(50) { view.accessibilityElementsHidden = true } else { view.isHidden = true }
            elements.append(view)
            return elements
        case .containersInContainers:
            let inside: Element
            switch make.random.below(3) {
            case 0: inside = make.element(.UISegmentedControl)
            case 1: inside = make.element(.UITabBar)
            default:
                var tabs = make.container([make.element(.UIButton), make.element(.UIButton)])
                tabs.accessibilityTraits = .tabBar
                inside = tabs
            }
            var list = make.container([make.content(), inside, make.content()])
            list.accessibilityContainerType = make.random.pick([.list, .landmark])
            if make.random.chance(60) { list.accessibilityElements = list.children.map(\.id) }
            return [list]
        case .mixed:
            return (0..<(2 + make.random.below(4))).map { _ in
                make.element(make.random.pick(DifferentialCases.iosTypes))
            }
        }
    }
}
