/// The UIKit accessibility traits as an option set, with UIKit's own bit values.
public struct Traits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none: Traits = []
    public static let button = Traits(rawValue: 1 << 0)
    public static let link = Traits(rawValue: 1 << 1)
    public static let image = Traits(rawValue: 1 << 2)
    public static let selected = Traits(rawValue: 1 << 3)
    public static let playsSound = Traits(rawValue: 1 << 4)
    public static let keyboardKey = Traits(rawValue: 1 << 5)
    public static let staticText = Traits(rawValue: 1 << 6)
    public static let summaryElement = Traits(rawValue: 1 << 7)
    public static let notEnabled = Traits(rawValue: 1 << 8)
    public static let updatesFrequently = Traits(rawValue: 1 << 9)
    public static let searchField = Traits(rawValue: 1 << 10)
    public static let startsMediaSession = Traits(rawValue: 1 << 11)
    public static let adjustable = Traits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = Traits(rawValue: 1 << 13)
    public static let causesPageTurn = Traits(rawValue: 1 << 14)
    public static let tabBar = Traits(rawValue: 1 << 15)
    public static let header = Traits(rawValue: 1 << 16)
    public static let toggleButton = Traits(rawValue: 1 << 53)
}
