/// One piece of an element's custom content (UIKit `AXCustomContent` in
/// `accessibilityCustomContent`, SwiftUI `.accessibilityCustomContent(_:_:importance:)`): a label
/// and a value that VoiceOver reads on demand in its More Content rotor, or at once with the
/// element when its importance is high (docs/voiceover.md VO-8.4 to VO-8.6).
public struct CustomContent: Sendable, Equatable {
    public var label: String
    public var value: String
    /// `AXCustomContent.Importance.high`: read with the element's description.
    public var isHighImportance: Bool
    /// The Swift constant a fix made it as (`let age = AXCustomContent(…)`): `AXCustomContent` is a
    /// class, so setting `age.importance` later changes the piece wherever a view lists it.
    public var variable: String?

    public init(label: String, value: String, isHighImportance: Bool = false, variable: String? = nil) {
        self.label = label
        self.value = value
        self.isHighImportance = isHighImportance
        self.variable = variable
    }

    /// What VoiceOver says for the piece: `Age, 3 years`, or the label alone when the value is empty.
    public var spoken: String {
        value.isEmpty ? label : "\(label), \(value)"
    }
}
