/// Which UIKit classes declare the non-accessibility properties fix statements name, so that
/// `caption.value = 3` on a `UILabel` is refused as Swift refuses it ("value of type 'UILabel'
/// has no member 'value'"). The accessibility properties are `NSObject`'s, and every view has
/// them. Sources: Apple's UIKit reference for each class (UIControl.isEnabled/isSelected,
/// UILabel.isEnabled, UITableViewCell.isSelected/accessoryType, UISlider and UIStepper's value
/// and range, UIStepper.stepValue, UISwitch.isOn, the text views' text, UITextField.placeholder,
/// UITextInputTraits.isSecureTextEntry, UIKeyInput.hasText).
extension ElementType {
    /// UIKit's `UIControl` subclasses among the screen types.
    public static let uikitControls: Set<ElementType> = [.UIControl, .UIButton, .UISwitch, .UISlider, .UIStepper, .UITextField,
                                                         .UISearchTextField, .UISegmentedControl, .UIPageControl]

    /// The classes that declare each property; a property not listed is every view's.
    /// An empty set: no UIKit view has it to set.
    static let uikitOwners: [String: Set<ElementType>] = [
        "isEnabled": uikitControls.union([.UILabel]),
        "isSelected": uikitControls.union([.UITableViewCell]),
        "isOn": [.UISwitch],
        "value": [.UISlider, .UIStepper],
        "minimumValue": [.UISlider, .UIStepper],
        "maximumValue": [.UISlider, .UIStepper],
        "stepValue": [.UIStepper],
        "text": [.UILabel, .UITextField, .UITextView, .UISearchTextField],
        "placeholder": [.UITextField, .UISearchTextField],
        "isSecureTextEntry": [.UITextField, .UITextView, .UISearchTextField],
        "accessoryType": [.UITableViewCell],
        // UIButton sets its title with setTitle(_:for:), a navigation bar on its topItem;
        // `isEditing` is read-only on a text field; `required` is the screen's mark, not UIKit's.
        "title": [],
        "isEditing": [.UITextField, .UITextView, .UISearchTextField],
        // UIKeyInput's, which the text views adopt: whether there is any text, read-only.
        "hasText": [.UITextField, .UITextView, .UISearchTextField],
        "required": [],
        // A method, named where properties are: only a control sends actions.
        "sendActions": uikitControls,
        "setValue": [.UISlider],
    ]

    /// Properties a UIKit class declares but does not let code set.
    static let uikitReadOnly: Set<String> = ["isEditing", "hasText"]

    /// Whether this UIKit class has `property` to read (`writing` false) or to set.
    public func uikitHas(_ property: String, writing: Bool) -> Bool {
        guard framework == .uikit else { return true }
        if writing && Self.uikitReadOnly.contains(property) { return false }
        guard let owners = Self.uikitOwners[property] else { return true }
        return owners.contains(self)
    }

    /// The class Swift gives a list of these views (`[caption, field]` is a `[UIView]`): their
    /// one class when they share it, `UITextField` for text fields (UISearchTextField is one),
    /// `UIControl` for controls, `UIView` otherwise (the classes' common superclass, as Swift
    /// joins the types of an array literal's elements).
    public static func uikitCommonClass(of types: [ElementType]) -> ElementType {
        let distinct = Set(types)
        if distinct.count == 1, let only = distinct.first { return only }
        if distinct.isSubset(of: [.UITextField, .UISearchTextField]) { return .UITextField }
        if distinct.isSubset(of: uikitControls) { return .UIControl }
        return .UIView
    }

    /// The UIKit classes that declare `property`, in the screen format's order, for messages.
    public static func uikitOwners(of property: String) -> [ElementType] {
        guard let owners = uikitOwners[property] else { return [] }
        return allCases.filter { owners.contains($0) }
    }
}
