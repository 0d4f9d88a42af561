import AXModel
import SwiftSyntax

/// The custom actions set-up code gives a view, by name: SwiftUI's
/// `.accessibilityAction(named: "Freeze card") { … }` and UIKit's
/// `UIAccessibilityCustomAction(name: "Freeze card") { … }`. VoiceOver offers each by its name
/// (docs/voiceover.md, custom actions); what its code does is the app's, which a screen's
/// `customActions: [Freeze card]` leaves to the exercise.
enum ActionNames {
    /// The name the source spells out: a string, or SwiftUI's `Text("…")`; nil when computed.
    static func name(_ expression: ExprSyntax, constants: Constants) -> String? {
        if let text = constants.evaluate(expression)?.text { return text }
        guard let call = expression.as(FunctionCallExprSyntax.self), CallArguments.typeName(call.calledExpression) == "Text",
              call.arguments.count == 1, let first = call.arguments.first?.expression else { return nil }
        return constants.evaluate(first)?.text
    }

    /// What the screen keeps of an action, said where the action is written.
    static func note(_ name: String) -> String {
        "the action '\(name)' is kept by its name (VoiceOver offers it in the Actions rotor); what its code does is the "
            + "app's, not in the screen: give it an effect there ({name: \(name), announce: …}) if an exercise needs one"
    }
}
