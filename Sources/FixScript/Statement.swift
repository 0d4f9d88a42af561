import AXModel

// The statement types are nested in `FixScript` (module and enum share the name, so top-level
// types could not be qualified by users who meet a clash); inside the module the short names
// stand for them.
typealias Statement = FixScript.Statement
typealias ElementReference = FixScript.ElementReference
typealias Change = FixScript.Change
typealias Value = FixScript.Value
typealias TextCase = FixScript.TextCase
typealias ContentPiece = FixScript.ContentPiece
typealias VariableUse = FixScript.VariableUse
typealias FormatUse = FixScript.FormatUse
typealias PropertyUse = FixScript.PropertyUse

extension FixScript {
    /// One parsed fix statement: a change to one element (or one inner part of a control).
    /// SwiftUI modifier chains and Interface Builder checkboxes become the same changes as UIKit code.
    public struct Statement: Sendable, Equatable {
        public var target: ElementReference
        public var change: Change
        /// Where the statement starts, for messages about the whole statement.
        public var location: SourceLocation
        /// True for a Jetpack Compose modifier (`Modifier.semantics { … }`), which only a
        /// `Composable` node takes; View attribute statements are not taken by one.
        public var compose: Bool
        /// True for a SwiftUI modifier (`x.accessibilityLabel("…")`), which only a SwiftUI view
        /// takes; a UIKit statement is not taken by one (`FrameworkCheck`).
        public var swiftUI: Bool
        /// True for UIKit's `extension TYPE { … }`: the target names a class, and every view of it changes.
        public var isExtension: Bool
        /// The Objective-C trait constants the statement was written with (`UIAccessibilityTraitButton`),
        /// which Swift spells as `UIAccessibilityTraits` members.
        public var objCConstants: [String] = []
        /// The views a loop went over (`for view in [a, b]`) when the statement is one of its
        /// body's, written out for each: Swift types the list by their common class.
        public var listedViews: [String] = []
        /// Written as AndroidX's `ViewCompat.setX(view, value)`, which works on every API level:
        /// shown back so, not as the newer View property.
        public var throughViewCompat = false
        /// Kotlin's `field.text = "…"`, assigned rather than `setText(…)`: an EditText's `text` is
        /// an `Editable`, which a String is not.
        public var assignsText = false
        /// `accessibilityCustomActions = nil`: the list gone, so a later `?.append(…)` does nothing
        /// (after `= []` it adds one).
        public var clearsToNil = false

        /// Whether the statement changes only how the view looks or types (`.font(.headline)`,
        /// `textColor = …`), never what a screen reader says: nothing to count or explain.
        public var changesOnlyLooks: Bool {
            switch change {
            case .lookOnly, .appearance: true
            default: false
            }
        }

        public init(target: ElementReference, change: Change, location: SourceLocation, compose: Bool = false,
                    swiftUI: Bool = false, isExtension: Bool = false) {
            self.target = target
            self.change = change
            self.location = location
            self.compose = compose
            self.swiftUI = swiftUI
            self.isExtension = isExtension
        }
    }

    /// An element named in a statement: `row`, `stepper.increment`, `tabs[1]`.
    public struct ElementReference: Sendable, Equatable {
        public var id: String
        /// The inner part: `increment`/`decrement` of a stepper, `"0"`, `"1"`, … of segments and tabs.
        public var part: String?
        public var location: SourceLocation
        /// Where the part is written (`increment`, `[1]`).
        public var partLocation: SourceLocation?
        /// UIKit's own way to the part, when the learner wrote it: `items` (`tabBar.items?[2]`, a
        /// tab bar's item), `imageForSegment` (`layout.imageForSegment(at: 0)?`, a segment's image)
        /// or `forSegmentAt` (`layout.setEnabled(false, forSegmentAt: 0)`, a segment's method).
        public var accessor: String?
        /// Compose's `Button(onClick = …) { Text("Save") }`, SwiftUI's `Text("Shipping")`: the
        /// node is the one that shows this text, found when the statement is applied (`id` is
        /// empty until then).
        public var shownText: String?
        /// The SwiftUI view made again that shows `shownText` (`Text`); nil for a button.
        public var shownView: ElementType?
        /// Where the member after the reference is written, when not just after its id: a loop's
        /// name stands for the id there (`view.text`), and the reference points at the list.
        public var memberLocation: SourceLocation?
        /// Where the member after the reference is written (`text` in `caption.text`).
        public var member: SourceLocation {
            memberLocation ?? SourceLocation(line: location.line, column: location.column + id.count + 1)
        }
        /// What else the node may show, when the code chooses (`imageVector = if (saved)
        /// Icons.Filled.Favorite else Icons.Outlined.FavoriteBorder`): found by any of them.
        public var shownAlternatives: [String] = []

        public init(id: String, part: String? = nil, location: SourceLocation, partLocation: SourceLocation? = nil,
                    accessor: String? = nil, shownText: String? = nil, shownView: ElementType? = nil) {
            self.id = id
            self.part = part
            self.location = location
            self.partLocation = partLocation
            self.accessor = accessor
            self.shownText = shownText
            self.shownView = shownView
        }

        /// The part as Swift reaches it (`tabs.items?[1]`, `layout.imageForSegment(at: 0)?`), when
        /// written UIKit's way; otherwise `spelled`.
        public var swiftSpelled: String {
            guard let part else { return id }
            switch accessor {
            case "items": return "\(id).items?[\(part)]"
            case "imageForSegment": return "\(id).imageForSegment(at: \(part))?"
            case "forSegmentAt": return "forSegmentAt: \(part)"
            default: return spelled
            }
        }

        /// A property of the element as Swift reaches it: `textLabel?.text` of a cell, a button's
        /// `title(for: .normal)` or `currentTitle` (read as its `title`), else the property itself.
        public func swiftPath(of property: String) -> String {
            switch accessor {
            case "textLabel": "textLabel?.\(property)"
            case "title(for:)": "title(for: .normal)"
            case "currentTitle": "currentTitle"
            default: property
            }
        }

        /// `stepper.increment`, `tabs[1]`, `row`: as a learner writes it.
        public var spelled: String {
            guard let part else { return id }
            return part.first?.isNumber == true ? "\(id)[\(part)]" : "\(id).\(part)"
        }
    }

    /// What a statement does to its element.
    public enum Change: Sendable, Equatable {
        /// SwiftUI's `.font(.headline)` and the other modifiers that change only how a view looks:
        /// nothing VoiceOver hears, kept so a UIKit view given one is refused.
        case lookOnly(String)
        /// `expiry.textColor = .secondaryLabel`, `password.textContentType = .password`: a UIKit
        /// property that changes how the view looks or how its keyboard types, never what VoiceOver
        /// says; kept as written (`textColor = .secondaryLabel`) for the code shown.
        case appearance(String)
        /// `x.property = value`
        case set(property: String, value: Value)
        /// `x.value += 1` outside an adjustment.
        case add(property: String, amount: Double)
        /// `x.accessibilityLabel? += ", required"` (`optional`: nothing while it is nil) or `! +=`
        /// (the app would crash while it is nil): text added to a `String?` property.
        case appendText(property: String, Value, optional: Bool, at: SourceLocation)
        /// `insert`, `formUnion`, `|=`, `.accessibilityAddTraits`, a ticked IB checkbox: starts
        /// from the element's current traits (its default when unset).
        case insertTraits(Value)
        /// `remove`, `subtract`, `.accessibilityRemoveTraits`, an unticked IB checkbox.
        case removeTraits(Value)
        /// `formIntersection`, `&=`.
        case intersectTraits(Value)
        /// SwiftUI `.accessibilityElement(children:)`.
        case childBehavior(ChildBehavior)
        /// SwiftUI `.accessibilityHidden(_:)`.
        case hidden(Bool)
        /// SwiftUI `.accessibilityHeading(_:)`: a level 1…6, nil for `.unspecified`. It adds no
        /// trait: only an element that also has `.isHeader` is a heading (docs/voiceover.md VO-6.4).
        case headingLevel(Int?)
        /// SwiftUI `.accessibilitySortPriority(_:)`: higher first among the elements of the same
        /// level (docs/voiceover.md VO-7.10).
        case sortPriority(Double)
        /// SwiftUI `.accessibilityDirectTouch(_:options:)` (iOS 17): the view becomes a direct
        /// touch area (`.allowsDirectInteraction`) with these options, or stops being one
        /// (docs/voiceover.md VO-3.4).
        case directTouch(Bool, options: Set<DirectTouchOption>)
        /// `accessibilityIncrement()`/`accessibilityDecrement()` bodies; nil leaves a direction as it
        /// was. `addsAdjustableTrait` is true for SwiftUI, which adds `.adjustable` by itself.
        /// `names` are what the bodies name beyond the element, checked when applied.
        case adjustment(increment: [Effect]?, decrement: [Effect]?, addsAdjustableTrait: Bool, names: BodyNames)
        /// UIKit's `accessibilityCustomActions = [ … ]` (`replacing` what the element had) or
        /// SwiftUI's `.accessibilityAction(named:)` (one more); `names` as for an adjustment.
        case customActions([CustomAction], replacing: Bool, names: BodyNames)
        /// UIKit's `accessibilityCustomActions?.append(…)`: one more action when the element has
        /// a list already; on a view with none (`nil`, UIKit's default) it does nothing, as in Swift.
        case appendCustomAction(CustomAction, names: BodyNames)
        /// UIKit's `accessibilityCustomContent = [AXCustomContent(label:value:), age]` (`replacing`
        /// the list) or SwiftUI's `.accessibilityCustomContent(_:_:importance:)` (one more piece).
        case customContent([ContentPiece], replacing: Bool)
        /// `override var accessibilityValue: String? { get { … } set { } }` in an extension: the
        /// property is computed from what its getter reads, each time VoiceOver asks.
        case computed(property: String, value: Value)
        /// UIKit's `let NAME = AXCustomContent(label:value:)`: a piece made as a constant.
        case declareContent(String, CustomContent)
        /// The label spelled out character by character, or no longer (docs/voiceover.md VO-1.21):
        /// UIKit's `accessibilityAttributedLabel = NSAttributedString(string: label, attributes:
        /// [.accessibilitySpeechSpellOut: true])`, which sets the label too, or SwiftUI's
        /// `.speechSpellsOutCharacters()` (`label` nil) and `Text(label).speechSpellsOutCharacters()`
        /// as an `.accessibilityLabel`.
        case spellOut(Bool, label: Value?)
        /// SwiftUI's `Image(decorative: "wave")`, where the view is made: each `Image` of that
        /// asset becomes one VoiceOver never reaches. The statement's target names the asset.
        case decorativeImage(String)
        /// UIKit's `NAME.importance = .high`: the constant's piece, wherever a view lists it.
        case contentImportance(String, high: Bool)
        /// Compose's `id.modifier = …`: the assignment replaces the modifier a
        /// fix assigned before, so the node's semantics start again from where they were then.
        case replaceModifier
        /// `@AccessibilityFocusState var NAME: Bool`: a state of the view, false at first.
        case declareFocusState(String)
        /// SwiftUI `.accessibilityFocused($NAME)` on the target view.
        case focusBinding(String)
        /// SwiftUI's `Toggle("Agree", isOn: $NAME)` written again: the switch shows a Bool the app
        /// keeps, and flipping it sets that Bool.
        case bindOn(String)
        /// UIKit's `button.setTitle("Save", for: .normal)`: the title a `UIButton` shows, which
        /// VoiceOver reads as its name when no label is set (docs/voiceover.md VO-5.1).
        case buttonTitle(Value)
        /// UIKit's `let share = UIAccessibilityCustomAction(name: "Share") { _ in … }`: an action made
        /// as a constant, which a view's list names.
        case declareAction(String, CustomAction, names: BodyNames)
        /// UIKit's `x.accessibilityCustomContent[1].importance = .high`: a listed piece made of high
        /// (or default) importance; `AXCustomContent` is a class, so the listed piece changes.
        case pieceImportance(PiecePlace, high: Bool, at: SourceLocation)
        /// SwiftUI's `Link("…", destination: URL(string: "…")!)` where the view is made: the view
        /// becomes a link to the address, which VoiceOver reads as one and a double tap opens.
        case madeLink(String, at: SourceLocation)
        /// SwiftUI's `Button(action: …) { cartTile }` around a view of the screen: the view becomes
        /// the label of a Button made where it stands, one element named by what the view shows,
        /// with the button trait, whose action a double tap runs (docs/voiceover.md VO-7.5).
        case madeButton(EventHandler, names: BodyNames)
        /// Compose's `val NAME = remember { FocusRequester() }`: a requester, attached to no node yet.
        case declareFocusRequester(String)
        /// Compose's `Modifier.focusRequester(NAME)` on the target node; `targetAfter` says whether
        /// a focus target (`focusable()`, `clickable`) follows it in the chain, where the requester looks.
        case focusRequester(String, targetAfter: Bool)
        /// UIKit's `addAction(UIAction { … }, for: EVENT)` or SwiftUI's `.onTapGesture { … }`:
        /// code added to run on the event, after what the app already runs.
        case handler(EventHandler, names: BodyNames)
    }

    /// Which listed piece of custom content a statement reaches: `[1]`, or Swift's optional
    /// `.first?` and `.last?`, which reach nothing in an empty list.
    public enum PiecePlace: Sendable, Equatable {
        case index(Int)
        case first
        case last

        /// As Swift writes it after the list: `[1]`, `.first?`, `.last?`.
        public var spelled: String {
            switch self {
            case .index(let index): "[\(index)]"
            case .first: ".first?"
            case .last: ".last?"
            }
        }

        /// The index in a list of `count` pieces; nil when the list has no such piece.
        public func index(in count: Int) -> Int? {
            switch self {
            case .index(let index): (0..<count).contains(index) ? index : nil
            case .first: count > 0 ? 0 : nil
            case .last: count > 0 ? count - 1 : nil
            }
        }
    }

    /// One piece of a custom content list: made where it is listed, or a constant made before.
    public enum ContentPiece: Sendable, Equatable {
        case made(CustomContent)
        case named(String, SourceLocation)
    }

    /// What an adjustment's bodies name beyond the element itself: the screen decides whether
    /// they exist and what type they have, so they are checked when the statement is applied.
    public struct BodyNames: Sendable, Equatable {
        /// Other elements (`stepper.value`), where they are written.
        public var elements: [ElementReference] = []
        /// The screen's state variables (`rating`), where they are written.
        public var variables: [VariableUse] = []
        /// `String(format:)` calls, whose arguments' types depend on the elements they read.
        public var formats: [FormatUse] = []
        /// Properties read or set (`value`, `stepper.value`), which the view's class must declare.
        public var properties: [PropertyUse] = []
        /// Compose `FocusRequester`s whose `requestFocus()` the code calls, where it calls them.
        public var focusRequesters: [ElementReference] = []
        /// What a Compose lambda assigns a member of (`basketCount.text = …`): the app's object,
        /// unless the screen has a node by that name, which Compose code cannot change.
        public var memberAssignments: [ElementReference] = []
        /// What a Compose lambda calls `announceForAccessibility` on: the View that holds the
        /// composition (`val view = LocalView.current`), unless the screen has a node by that name,
        /// which is no View.
        public var announcingViews: [ElementReference] = []
        /// `saved.toggle()` in a Kotlin lambda: the app's own method, unless the screen has a
        /// Boolean variable by that name, which Kotlin gives no `toggle()`.
        public var toggleCalls: [ElementReference] = []
        /// The objects a View listener calls the app's own methods on (`viewModel.subscribe()`):
        /// the app's, unless the screen has a View by that name, whose method the tutor does not read.
        public var callReceivers: [CallReceiver] = []
        /// Numbers Swift must find of one type: `a + b`, `min(a, b)`, `value = a` (types known only
        /// when the screen is: a `UISlider`'s value is a `Float`).
        public var numberPairs: [NumberPair] = []
        /// `x.rounded()` calls, which an `Int` does not have (its type is known with the screen).
        public var roundedNumbers: [RoundedNumber] = []
        /// The body's locals and their first values (`let step: Double = 10` is `Double(10)`), for
        /// the number types they give where they are read.
        public var localValues: [String: Expression] = [:]

        public init() {}
    }

    /// `receiver.method(…)` in a View listener, kept as the app's code.
    public struct CallReceiver: Sendable, Equatable {
        public var receiver: ElementReference
        public var method: String
    }

    /// Two numbers Swift requires of one type, where they meet (`+`, `min`, `=`).
    public struct NumberPair: Sendable, Equatable {
        public var left: Expression
        public var right: Expression
        /// `+`, `-`, `min`, `max` or `=`.
        public var operation: String
        public var location: SourceLocation
    }

    /// A number rounded with `.rounded()`, where it is rounded.
    public struct RoundedNumber: Sendable, Equatable {
        public var value: Expression
        public var location: SourceLocation
    }

    /// A state variable written in a body.
    public struct VariableUse: Sendable, Equatable {
        public var name: String
        public var location: SourceLocation
        /// The kind of value it must hold there (assigned to it, or it assigned to a property);
        /// nil where any will do (an interpolation, a comparison).
        public var kind: ElementProperty.Kind?
        /// True where it is changed (`rating += 1`), which needs a number for `+=`.
        public var changedByAmount: Bool
        /// True where it is given a value (`saved = true`): the value's kind must be the variable's.
        public var assigned = false
    }

    /// A property named in a body: `self` (the extended view) or another element's id.
    public struct PropertyUse: Sendable, Equatable {
        public var target: String
        public var property: String
        public var location: SourceLocation
        public var writes: Bool
    }

    /// `String(format: "%d of 5", rating)`: the format's specifiers and the arguments for them.
    public struct FormatUse: Sendable, Equatable {
        public var specifiers: [FormatString.Specifier]
        public var arguments: [Expression]
        public var locations: [SourceLocation]
    }

    /// Foundation's two ways to look a text up in the app's Localizable strings.
    public enum LocalizedCall: Sendable, Equatable {
        /// `NSLocalizedString(_:comment:)`
        case nsLocalizedString
        /// `String(localized:)` (iOS 15)
        case stringLocalized
    }

    /// The right-hand side of a statement, computed against the screen when applied.
    /// How `cased` changes a text's letters: Swift's `uppercased()`, `lowercased()` and
    /// Foundation's `capitalized` (each word's first letter upper case, the rest lower case).
    public enum TextCase: String, Sendable, Equatable, CaseIterable {
        case uppercased = "uppercased()"
        case lowercased = "lowercased()"
        case capitalized

        /// Kotlin's spelling (`uppercase()`); Kotlin has no `capitalized`.
        public var kotlin: String? {
            switch self {
            case .uppercased: "uppercase()"
            case .lowercased: "lowercase()"
            case .capitalized: nil
            }
        }

        public func apply(_ text: String) -> String {
            switch self {
            case .uppercased: text.uppercased()
            case .lowercased: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }

    /// What a text is measured by: `String.isEmpty` or `String.count`.
    public enum TextMeasure: String, Sendable, Equatable {
        case isEmpty, count
    }

    public indirect enum Value: Sendable, Equatable {
        case constant(PropertyValue)
        /// `3.0` inside `\( )` or Kotlin's `${ }`: a whole number written with a point, which is a
        /// `Double` as both compilers infer it, so it is written `3.0` (a literal without the
        /// point is an `Int`, written `3`).
        case pointLiteral(Double)
        /// Another element's property, resolved as VoiceOver sees it (`themeSwitch.accessibilityValue`).
        case read(ElementReference, property: String)
        /// `[caption, themeSwitch]`: element ids, each checked where it is written.
        case elements([ElementReference])
        /// `"\(caption.text) setting"`: the parts' texts joined.
        case interpolation([Value])
        /// `"\(rating)"`: a state variable of the screen (`state:`), read when applied; in a
        /// SwiftUI modifier, read again whenever a swipe changes it.
        case state(String, SourceLocation)
        /// `getString(R.string.play)`: a string resource's text, looked up when applied.
        case resource(StringResource)
        /// `NSLocalizedString("Share", comment: "…")`, `String(localized: "Share")`: the text in
        /// the app's own language (the key, as the model has no other table), shown as written.
        case localized(Value, comment: String?, call: LocalizedCall)
        /// `caption.text ?? "Untitled"`: the left side, or the right one when it is nil.
        case coalesced(Value, Value)
        /// `title + " settings"`: two texts joined with Swift's or Kotlin's `+`.
        case joined(Value, Value)
        /// `[title.text, detail.text].compactMap { $0 }.joined(separator: ", ")`: the texts joined
        /// with the separator; `compacted`, the nil ones dropped first; where `joined` is written.
        case list([Value], separator: Value, compacted: Bool, SourceLocation)
        /// `"\(unread + 1)"`, Kotlin's `"${count - 1}"`: two numbers added (`negated`: the second
        /// subtracted), where the operator is written.
        case sum(Value, Value, negated: Bool, SourceLocation)
        /// `slider.value * 100`, `count / 2` (`divided`): numbers multiplied or divided, as Swift
        /// does for their type (an Int divides whole); where the operator is written.
        case product(Value, Value, divided: Bool, SourceLocation)
        /// `caption.text!`: the left side, which must not be nil (Swift traps on nil).
        case forceUnwrapped(Value, SourceLocation)
        /// `!box.isChecked` (Kotlin also `box.isChecked.not()`): the other Boolean.
        case negated(Value)
        /// `wifi.isOn ? "On" : "Off"`: Swift's choice, made when the statement runs (UIKit sets
        /// the value once; a SwiftUI modifier makes it again whenever the state it reads changes).
        case choice(Value, then: Value, otherwise: Value)
        /// `unread == 1` inside `\( )`, often a choice's condition (`unread == 1 ? "message" :
        /// "messages"`): two numbers compared, or two texts for `==` and `!=`; a Bool.
        case compared(Value, Condition.Comparison, Value, SourceLocation)
        /// `value.rounded()`: the nearest whole number, halves away from zero, of the same type.
        case rounded(Value)
        /// `title.uppercased()`, `.lowercased()`, `.capitalized`: the text with its letters changed,
        /// as Foundation changes them; `chained`: reached through `?.` on a `String?` (nil stays
        /// nil); where the method is written.
        case cased(Value, TextCase, chained: Bool, SourceLocation)
        /// A getter with locals and choices (`let copies = Int(value); return copies == 1 ? … : …`),
        /// folded into the one expression it computes, and the names it reads (checked when applied).
        case getter(Expression, body: [Effect], names: BodyNames)
        /// `slider.value.formatted()`: the number as text in Foundation's default number style
        /// (`SwiftDescription.formatted`); where `.formatted()` is written, for a value that is no number.
        case numberFormatted(Value, NumberStyle, SourceLocation)
        /// `(cardField.text ?? "").isEmpty` (a Bool) or `.count` (an Int) of a `String`, or through
        /// `?.` of a `String?` (`chained`: nil when the text is); where the member is written, for
        /// a value that is optional or no text (refused when applied).
        case measured(Value, TextMeasure, chained: Bool, SourceLocation)
        /// `cardField.hasText && nameField.hasText` (`all`), or `a || b`: two Bools joined, each
        /// side a Bool (checked when applied); where the operator is written.
        case logical(Value, Value, all: Bool, SourceLocation)
        /// `Int(stepper.value)`: a number truncated toward zero.
        case wholeNumber(Value, SourceLocation)
        /// `String(Int(stepper.value))`: a number or a text as text, as Swift's interpolation
        /// writes it; an optional is refused when applied, as Swift refuses it.
        case described(Value, SourceLocation)
        /// `String(format: "%.1f times", speed.value)`: the format, its arguments and where each
        /// is written (their types are checked when applied).
        case formatted(String, [Value], [SourceLocation])
        case union(Value, Value)
        case intersection(Value, Value)
        case subtracting(Value, Value)
        case symmetricDifference(Value, Value)
        /// `~UIAccessibilityTraitSelected`
        case complement(Value)

        /// A read as it is, or through `!!` (Kotlin) or `!` (Swift); nil for anything else.
        public var unwrappedRead: Value? {
            switch self {
            case .read: self
            case .forceUnwrapped(let inner, _): inner.unwrappedRead
            default: nil
            }
        }

        /// The value inside any `!`: the Boolean a condition reads.
        public var withoutNegation: Value {
            if case .negated(let inner) = self { return inner.withoutNegation }
            return self
        }
    }
}
