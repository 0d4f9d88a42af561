import AXModel

/// What each platform calls the other's accessibility properties, so a statement written in the
/// wrong dialect is answered with the right one ("on Android this is 'contentDescription'"), and
/// the Kotlin and Java spellings of the Android View attributes.
enum Dialect {
    /// The other platform's way to say what a property says: a name to write, or a sentence
    /// when there is no one-to-one name (and perhaps a name to start from).
    struct Equivalent: Equatable {
        var name: String?
        var advice: String?

        static func name(_ name: String) -> Equivalent { Equivalent(name: name) }
        static func advice(_ advice: String, name: String? = nil) -> Equivalent {
            Equivalent(name: name, advice: advice)
        }
    }

    /// iOS names (UIKit properties, SwiftUI modifiers) and what Android writes instead.
    static let onAndroid: [String: Equivalent] = [
        "accessibilityLabel": .name("contentDescription"),
        "accessibilityCustomActions": .advice("on Android a View's action is added with "
            + "'ViewCompat.addAccessibilityAction(view, \"Delete\") { _, _ -> … true }', and a Compose node's with "
            + "'Modifier.semantics { customActions = listOf(…) }'"),
        "accessibilityValue": .name("stateDescription"),
        "accessibilityHint": .advice("TalkBack's usage hints come from what the view does (a clickable view says "
            + "'Double-tap to activate'); an EditText's hint is its placeholder text"),
        "accessibilityTraits": .advice("Android has no traits: the role comes from the view's class; set "
            + "isAccessibilityHeading, isChecked or isClickable instead"),
        "isAccessibilityElement": .advice("on Android this is 'importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO' (or "
            + "_YES), or 'isScreenReaderFocusable = true' to make a layout one stop", name: "importantForAccessibility"),
        "accessibilityElementsHidden": .advice("on Android this is "
            + "'importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS'",
                                               name: "importantForAccessibility"),
        "shouldGroupAccessibilityChildren": .advice("on Android a layout becomes one stop with "
            + "'isScreenReaderFocusable = true'", name: "isScreenReaderFocusable"),
        "accessibilityElements": .advice("Android has no 'accessibilityElements': TalkBack reads the views in "
            + "layout order"),
        "accessibilityContainerType": .advice("Android has no container types"),
        "accessibilityViewIsModal": .advice("Android has no modal flag on a view"),
        "accessibilityDirectTouchOptions": .advice("Android has no direct touch area an app can declare: TalkBack "
            + "reads every touch"),
        "accessoryType": .advice("Android has no accessory types"),
        "isHidden": .advice("to hide a view from TalkBack only, set "
            + "'importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO'",
                            name: "importantForAccessibility"),
        "isOn": .name("isChecked"),
        "value": .name("progress"),
        "minimumValue": .name("min"),
        "maximumValue": .name("max"),
        "title": .name("text"),
        "placeholder": .name("hint"),
        // SwiftUI modifiers and UIKit's other spellings.
        "accessibilityAddTraits": .advice("Android has no traits: set isAccessibilityHeading or "
            + "isChecked, or a Compose node's 'role'"),
        "accessibilityRemoveTraits": .advice("Android has no traits: set isAccessibilityHeading or "
            + "isChecked, or a Compose node's 'role'"),
        "accessibilityDirectTouch": .advice("Android has no direct touch area an app can declare: TalkBack "
            + "reads every touch"),
        "accessibilityHidden": .advice("on Android this is "
            + "'importantForAccessibility = View.IMPORTANT_FOR_ACCESSIBILITY_NO_HIDE_DESCENDANTS'",
                                       name: "importantForAccessibility"),
        "disabled": .advice("on Android this is 'isEnabled = false', or 'disabled()' inside Modifier.semantics { }",
                            name: "isEnabled"),
        "accessibilityElement": .advice("on Android a layout becomes one stop with 'isScreenReaderFocusable = true', "
            + "a Compose node with 'Modifier.semantics(mergeDescendants = true) { }'", name: "isScreenReaderFocusable"),
        "accessibilityAdjustableAction": .advice("a SeekBar adjusts by itself on Android: set its progress, min and max"),
        "accessibilityIncrement": .advice("a SeekBar adjusts by itself on Android: set its progress, min and max"),
        "accessibilityDecrement": .advice("a SeekBar adjusts by itself on Android: set its progress, min and max"),
    ]

    /// Android names (View attributes and their Kotlin and Java spellings, Compose semantics)
    /// and what iOS writes instead; looked up by the attribute's own name.
    static let onIOS: [String: Equivalent] = [
        "contentDescription": .name("accessibilityLabel"),
        "announceForAccessibility": .advice("on iOS an announcement is posted: "
            + "'UIAccessibility.post(notification: .announcement, argument: \"…\")', or in SwiftUI "
            + "'AccessibilityNotification.Announcement(\"…\").post()', in the code that runs when something happens"),
        "setOnClickListener": .advice("a click listener is Android's: on iOS a control runs code on its events, "
            + "'x.addAction(UIAction { _ in … }, for: .touchUpInside)', and a SwiftUI Button runs its action"),
        "stateDescription": .name("accessibilityValue"),
        "hint": .advice("on iOS a text field's hint text is 'placeholder'; VoiceOver's spoken hint is "
            + "'accessibilityHint'", name: "placeholder"),
        "labelFor": .advice("iOS has no labelFor: give the control its own accessibilityLabel",
                            name: "accessibilityLabel"),
        "importantForAccessibility": .advice("on iOS this is 'isAccessibilityElement' (or "
            + "'accessibilityElementsHidden' to hide what is inside)", name: "isAccessibilityElement"),
        "screenReaderFocusable": .advice("on iOS a container becomes one element with 'isAccessibilityElement = true'",
                                         name: "isAccessibilityElement"),
        "accessibilityHeading": .advice("on iOS a heading is a trait: 'accessibilityTraits.insert(.header)'",
                                        name: "accessibilityTraits"),
        "roleDescription": .advice("iOS has no role description: the role comes from accessibilityTraits",
                                   name: "accessibilityTraits"),
        "error": .advice("iOS has no error property: put the error in the accessibilityValue", name: "accessibilityValue"),
        "tooltipText": .advice("on iOS, what a tooltip explains goes in the accessibilityHint, which VoiceOver "
            + "reads after a pause", name: "accessibilityHint"),
        "enabled": .name("isEnabled"),
        "selected": .name("isSelected"),
        "checked": .name("isOn"),
        "clickable": .advice("on iOS an element is activated by its traits: 'accessibilityTraits.insert(.button)'",
                             name: "accessibilityTraits"),
        "focusable": .name("isAccessibilityElement"),
        "progress": .advice("on iOS a slider's or a stepper's position is 'value'", name: "value"),
        "min": .name("minimumValue"),
        "max": .name("maximumValue"),
        "role": .advice("on iOS the role comes from accessibilityTraits", name: "accessibilityTraits"),
        "mergeDescendants": .advice("on iOS a container becomes one element with 'isAccessibilityElement = true'",
                                    name: "isAccessibilityElement"),
        "modifier": .advice("Compose modifiers are Android's: on iOS use SwiftUI's, such as .accessibilityLabel(\"…\")"),
        "semantics": .advice("Compose semantics are Android's: on iOS use SwiftUI's modifiers, such as "
            + ".accessibilityLabel(\"…\")"),
        "clearAndSetSemantics": .advice("Compose semantics are Android's: on iOS use SwiftUI's "
            + ".accessibilityElement(children: .ignore) and .accessibilityLabel(\"…\")"),
    ]

    /// Compose semantics names a View spells its own way: `paneTitle` is a View's
    /// `accessibilityPaneTitle`.
    static let viewSpellingOfSemantics = ["paneTitle": "accessibilityPaneTitle", "liveRegion": "accessibilityLiveRegion",
                                          "heading": "isAccessibilityHeading", "invisibleToUser": "importantForAccessibility"]

    /// Words that start an Android-only statement (`ViewCompat.setAccessibilityHeading(…)`).
    static let androidStatementWords: Set<String> = ["ViewCompat", "Modifier"]

    /// The View attribute a Kotlin or Java spelling names: `contentDescription` itself,
    /// `isChecked` (Kotlin's property for a flag), `setContentDescription` (Java's setter).
    static func androidName(_ spelled: String) -> String? {
        if ElementProperty.named(spelled, on: .android) != nil { return spelled }
        for prefix in ["is", "set"] where spelled.hasPrefix(prefix) && spelled.count > prefix.count {
            let rest = spelled.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase else { continue }
            let name = first.lowercased() + rest.dropFirst()
            guard let property = ElementProperty.named(name, on: .android),
                  !ElementProperty.composeOnly.contains(name) else { continue }
            if prefix == "is" && property.kind != .bool { continue }
            return name
        }
        return nil
    }

    /// A View attribute as Kotlin names its property: a flag with `is` (`isChecked`, from the
    /// getter `isChecked()`); any other as it is. Compose's semantics keep their own names.
    static func kotlinName(_ attribute: String) -> String {
        guard ElementProperty.named(attribute, on: .android)?.kind == .bool, !ElementProperty.composeOnly.contains(attribute),
              let first = attribute.first else { return attribute }
        return "is" + first.uppercased() + attribute.dropFirst()
    }

    /// Java's setter for an attribute: `setContentDescription`.
    static func setterName(_ name: String) -> String {
        guard let first = name.first else { return name }
        return "set" + first.uppercased() + name.dropFirst()
    }

    /// Every way to write an Android attribute here, for near-miss suggestions: the names,
    /// Kotlin's `isX` for flags and Java's setters.
    static let androidSpellings: [String] = {
        let writable = ElementProperty.android.filter { !ElementProperty.composeOnly.contains($0.name) }
        let flags = writable.filter { $0.kind == .bool }.map { kotlinName($0.name) }
        return ElementProperty.android.map(\.name) + flags + writable.map { setterName($0.name) }
    }()

    /// The problem for `name` written on a screen of `platform` where it belongs to the other
    /// platform; nil when it is not the other platform's word.
    static func wrongDialect(_ name: String, on platform: Platform) -> Problem.Kind? {
        switch platform {
        case .android:
            if let equivalent = onAndroid[name] { return .wrongDialect(name, on: .android, equivalent) }
            if ElementProperty.named(name) != nil {
                return .wrongDialect(name, on: .android, Equivalent(name: nil, advice: nil))
            }
            return nil
        case .ios:
            guard ElementProperty.named(name) == nil else { return nil }
            let attribute = androidName(name) ?? name
            if let equivalent = onIOS[attribute] { return .wrongDialect(name, on: .ios, equivalent) }
            return nil
        }
    }
}
