import AXModel

/// Makes random iOS elements from a `SplitMix64`: every accessibility property present, absent
/// or empty, and each type's own content, as a learner's screen or fix could set them.
struct ElementFactory {
    var random: SplitMix64
    /// A second stream for the properties added after the cases were first fixed (SwiftUI's
    /// heading level), seeded from the first without drawing from it, so every earlier case is
    /// made as it was.
    var later: SplitMix64
    private var made = 0

    init(random: SplitMix64) {
        self.random = random
        later = SplitMix64(seed: random.state ^ 0x4EAD_1E7E_15EE_D000)
    }

    static let labels: [String?] = [nil, "", "Play", "Back", "back", "BACK", "Volume.", "Due: 14.95",
                                    "Dark Theme", "Wi-Fi", "1", "Café"]
    static let values: [String?] = [nil, "", "1", "0", "2", "50%", "Value", "14.95"]
    static let hints: [String?] = [nil, "", "Plays the song.", "Opens settings", "Hint"]
    static let titles: [String] = ["Play", "", "Back", "Settings", "OK.", "Day", "Week"]
    /// Every trait a learner can name, `none` left out.
    static let traits: [Traits] = TraitName.all.map(\.trait).filter { $0 != .none }

    /// A fresh id: `stem` and a number.
    mutating func id(_ stem: String) -> String {
        made += 1
        return "\(stem)\(made)"
    }

    /// A random element of `type`. `trait`, when given, is among its set traits.
    mutating func element(_ type: ElementType, trait: Traits? = nil, dimmedAndSelected: Bool = false) -> Element {
        var element = Element(id: id(String(describing: type).dropFirst(2).lowercased()), type: type)
        if random.chance(45) { element.accessibilityLabel = random.pick(Self.labels) }
        if random.chance(35) { element.accessibilityValue = random.pick(Self.values) }
        if random.chance(40) { element.accessibilityHint = random.pick(Self.hints) }
        if let trait {
            element.accessibilityTraits = randomTraits().union(trait)
        } else if random.chance(35) {
            element.accessibilityTraits = randomTraits()
        }
        switch random.below(100) {
        case ..<15: element.isAccessibilityElement = true
        case ..<25: element.isAccessibilityElement = false
        default: break
        }
        if type == .UIView || type == .UIImageView, random.chance(70) { element.isAccessibilityElement = true }
        element.isEnabled = dimmedAndSelected ? false : !random.chance(20)
        element.isSelected = dimmedAndSelected || random.chance(20)
        content(of: &element)
        if random.chance(35) { partSettings(of: &element) }
        // SwiftUI's `.accessibilityHeading(.h1 … .h6)`, which a fix can add to any element.
        if later.chance(25) { element.headingLevel = 1 + later.below(6) }
        return element
    }

    /// Each of the traits, one time in eight.
    mutating func randomTraits() -> Traits {
        Self.traits.reduce(into: Traits()) { set, trait in
            if random.chance(12) { set.insert(trait) }
        }
    }

    /// The type's own content.
    mutating func content(of element: inout Element) {
        switch element.type {
        case .UILabel, .UITableViewCell:
            if random.chance(80) { element.text = random.pick(["", "Inbox", "Due: 14.95", "Back"]) }
            if element.type == .UITableViewCell, random.chance(50) {
                element.accessoryType = random.pick(AccessoryType.allCases)
            }
        case .UIButton:
            if random.chance(80) { element.title = random.pick(Self.titles) }
            if random.chance(20) { element.image = "gear" }
        case .UIImageView:
            element.image = "gear"
        case .UISwitch:
            if random.chance(80) { element.isOn = random.chance(50) }
        case .UISlider:
            if random.chance(60) { element.minimumValue = random.pick([0, -10, 5]) }
            if random.chance(60) { element.maximumValue = random.pick([1, 10, 100, 0]) }
            if random.chance(70) { element.value = random.pick([0, 0.5, 3, 50, 200]) }
        case .UIStepper:
            if random.chance(60) { element.minimumValue = random.pick([0, -1, 3]) }
            if random.chance(60) { element.maximumValue = random.pick([1, 5, 100]) }
            if random.chance(70) { element.value = random.pick([-5, 0, 1, 3, 5, 100]) }
        case .UITextField, .UITextView, .UISearchTextField:
            if random.chance(60) { element.text = random.pick(["", "hello", "secret123", "a"]) }
            if random.chance(60) { element.placeholder = random.pick(["", "Email", "Password"]) }
            element.isSecureTextEntry = random.chance(35)
            element.isEditing = random.chance(20)
        case .UISegmentedControl:
            let count = random.below(5)
            element.segments = (0..<count).map { _ in random.pick(Self.titles) }
            if random.chance(70) { element.selectedSegmentIndex = random.below(count + 2) - 1 }
        case .UITabBar:
            let count = random.below(6)
            element.items = (0..<count).map { _ in random.pick(["Home", "Search", "", "Library", "Back"]) }
            if random.chance(70) { element.selectedIndex = random.below(count + 2) - 1 }
        case .UINavigationBar:
            if random.chance(75) { element.backTitle = random.pick(["Settings", "Back", "back", "BACK", ""]) }
            if random.chance(75) { element.title = random.pick(["Wi-Fi", "", "Back"]) }
        case .UIProgressView:
            if random.chance(70) { element.progress = random.pick([0, 0.5, 1, 1.2]) }
        case .UIPageControl:
            if random.chance(70) { element.numberOfPages = random.pick([0, 1, 3]) }
            if random.chance(70) { element.currentPage = random.pick([0, 2, 5]) }
        default:
            break
        }
    }

    /// Settings on one inner element of a control (a learner's fix: `stepper.increment`,
    /// `segments[0]`, `tabs[1]`, `nav.back`).
    mutating func partSettings(of element: inout Element) {
        let keys: [String]
        switch element.type {
        case .UIStepper: keys = ["increment", "decrement"]
        case .UISegmentedControl: keys = (element.segments ?? []).indices.map(String.init)
        case .UITabBar: keys = (element.items ?? []).indices.map(String.init)
        case .UINavigationBar: keys = ["back", "title"]
        default: keys = []
        }
        guard !keys.isEmpty else { return }
        var settings = PartProperties()
        if random.chance(50) { settings.accessibilityLabel = random.pick(Self.labels) }
        if random.chance(40) { settings.accessibilityValue = random.pick(Self.values) }
        if random.chance(40) { settings.accessibilityHint = random.pick(Self.hints) }
        if random.chance(30) { settings.accessibilityTraits = randomTraits() }
        if random.chance(20) { settings.isAccessibilityElement = random.chance(30) }
        element.parts[random.pick(keys)] = settings
    }

    /// A plain element a screen is filled with: a label, a button, a switch, a field, a slider
    /// or an image, all focusable.
    mutating func content() -> Element {
        var element = element(random.pick([.UILabel, .UIButton, .UISwitch, .UITextField, .UISlider, .UIButton]))
        if element.isAccessibilityElement == false { element.isAccessibilityElement = nil }
        return element
    }

    /// A container view holding `children`.
    mutating func container(_ children: [Element]) -> Element {
        var view = Element(id: id("box"), type: .UIView, children: children)
        if random.chance(20) { view.shouldGroupAccessibilityChildren = true }
        return view
    }
}
