/// What the app does when an element is activated (`onActivate` in a screen file).
public enum Activation: Sendable, Equatable {
    case toggleSelected
    case toggleOn
    case openURL(String)
    case playSound
    case playMedia
    case navigate(String)
    case announce(String)
    /// Shows the element with this id (`isHidden` becomes false): a toast, a banner, an error
    /// message. Silent to VoiceOver (docs/voiceover.md VO-8.17).
    case show(String)
    /// Hides the element with this id (`isHidden` becomes true): a sheet or a banner closing.
    /// Silent too (VO-8.17).
    case hide(String)
    /// Flips a Boolean of the screen's `state:` (`toggle: shippingOpen`): the app's own code that
    /// opens a section or marks a favourite, which SwiftUI and Compose read again where their
    /// views read that Boolean. Silent by itself.
    case toggle(String)

    /// The key used in screen files, e.g. `openURL`.
    public var key: String {
        switch self {
        case .toggleSelected: "toggleSelected"
        case .toggleOn: "toggleOn"
        case .openURL: "openURL"
        case .playSound: "playSound"
        case .playMedia: "playMedia"
        case .navigate: "navigate"
        case .announce: "announce"
        case .show: "show"
        case .hide: "hide"
        case .toggle: "toggle"
        }
    }

    /// What the app does, in words (`opens https://…`, `flips shippingOpen`), for `show` and the
    /// code shown after a pass.
    public var words: String {
        switch self {
        case .toggleSelected: "selects it, or clears its selection"
        case .toggleOn: "turns it on or off"
        case .openURL(let url): "opens \(url)"
        case .playSound: "plays a sound"
        case .playMedia: "starts playing media"
        case .navigate(let screen): "goes to \(screen)"
        case .announce(let text): "announces \"\(text)\""
        case .show(let id): "shows \(id)"
        case .hide(let id): "hides \(id)"
        case .toggle(let name): "flips \(name)"
        }
    }

    /// Every key, for suggestions: the ones that take an argument end in `:`.
    public static let keys = ["toggleSelected", "toggleOn", "openURL", "playSound", "playMedia",
                              "navigate", "announce", "show", "hide", "toggle"]
}
