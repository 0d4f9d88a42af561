/// The words Tab may offer, handed in by the REPL from its commands and the exercise's screen.
public struct CompletionVocabulary: Equatable, Sendable {
    /// REPL commands, offered at the start of a line.
    public var commands: [String]
    /// Element ids of the screen, offered where an expression starts.
    public var elementIDs: [String]
    /// Property (and method) names, offered after `id.`.
    public var properties: [String]
    /// Trait names, offered after `.` inside a traits expression.
    public var traits: [String]
    /// An android screen's string resource names, offered after `R.string.`.
    public var stringResources: [String]
    /// The screen's classes (the app's own and UIKit's), offered after `extension`.
    public var classes: [String]
    /// The screen's state variables, offered where an expression starts, beside element ids.
    public var stateNames: [String]
    /// Gestures as typed, some of several words (`swipe right`, `rotor headings`): their first
    /// word is offered at the start of a line, each next word after the words before it.
    public var gestures: [String] = []

    public init(commands: [String] = [], elementIDs: [String] = [], properties: [String] = [],
                traits: [String] = [], stringResources: [String] = [], classes: [String] = [],
                stateNames: [String] = []) {
        self.commands = commands
        self.elementIDs = elementIDs
        self.properties = properties
        self.traits = traits
        self.stringResources = stringResources
        self.classes = classes
        self.stateNames = stateNames
    }
}
