/// SwiftUI's `Button(action: …) { view }` made around a view the screen shows: the view becomes
/// the Button's label, and the Button takes its place (docs/voiceover.md VO-7.5).
extension Element {
    /// The views a SwiftUI `Button` may show as its label: text, images, labels and the stacks
    /// that hold them. A control inside a Button would be a control inside a control.
    public static let buttonLabelTypes: Set<ElementType> = [.Text, .Image, .Label, .HStack, .VStack, .ZStack, .Group]

    /// This view made the label of a SwiftUI `Button`: a text or a label gives the Button its
    /// title, an image its picture, a stack the views it holds (which the Button reads as one
    /// element, VO-7.5). What the view had set for VoiceOver about itself stays with it (its
    /// label, value and hint); its traits and element behaviour become the Button's own.
    public mutating func becomeButtonLabel() {
        switch type {
        case .Text:
            title = text
            text = nil
        case .Label, .Image:
            break  // a Label's title, an image's picture: the Button shows the same
        default:
            childBehavior = nil
        }
        type = .SwiftUIButton
        accessibilityTraits = nil
        isAccessibilityElement = nil
    }
}
