/// `--color auto|always|never`, and the one rule that decides whether output is coloured.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Whether to draw colour: never when `plain`; `auto` colours a terminal unless the
    /// environment sets `NO_COLOR` (https://no-color.org).
    public func useColor(plain: Bool, environment: [String: String], isTerminal: Bool) -> Bool {
        if plain { return false }
        return switch self {
        case .always: true
        case .never: false
        case .auto: environment["NO_COLOR"] == nil && isTerminal
        }
    }
}
