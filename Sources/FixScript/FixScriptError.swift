import AXModel

/// A problem found in a fix script, located at the token it is about. Every message a learner
/// can see is worded here, in one place.
struct Problem: Error, Equatable {
    var kind: Kind
    var location: SourceLocation

    init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// A problem the lexer already reported: the statement is skipped without a second message.
    static let reported = Problem(.alreadyReported, at: SourceLocation(line: 0, column: 0))

    func diagnostic(file: String?) -> Diagnostic {
        Diagnostic(file: file, line: location.line, column: location.column, message: kind.message,
                   suggestion: kind.suggestion)
    }

    /// Swift's "value of type 'UILabel' has no member 'value'", said with where UIKit has it.
    static func undeclaredMessage(_ property: String, type: ElementType, owners: [ElementType], writing: Bool) -> String {
        switch property {
        case "title":
            return "UIKit views have no 'title' property: a UIButton shows one set with setTitle(_:for:), and VoiceOver "
                + "reads accessibilityLabel: set that"
        case "required":
            return "'required' is how the screen marks a field, not a UIKit property: say it in accessibilityLabel "
                + "or accessibilityHint"
        case "isEditing" where writing && owners.contains(type):
            return "'isEditing' is read-only in UIKit: a text field edits once it becomes the first responder"
        case "hasText" where writing && owners.contains(type):
            return "cannot assign to 'hasText', which is get-only: it says whether the field holds text, so set its text"
        default:
            return "a \(type.name) has no '\(property)': UIKit declares it on " + list(owners.map(\.name))
        }
    }

    /// `an` before a class name said with a vowel first (`an ImageView`; `a UILabel`, "you").
    static func article(_ name: String) -> String {
        name.first.map { "AEIO".contains($0) } == true ? "an" : "a"
    }

    /// `A`, `A and B`, `A, B and C`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Every kind of problem, with what it says.
    enum Kind: Equatable {
        case alreadyReported
        // Lexer
        case unterminatedString
        case unterminatedComment
        case curlyQuote(String)
        case singleQuotes
        case unexpectedCharacter(String)
        case badNumber(String)
        case badEscape(String)
        case badUnicodeEscape
        case kotlinChar(String)
        case badKotlinEscape(String)
        case badKotlinUnicodeEscape
        case nullInSemantics(String)
        case bareKotlinTemplate(String)
        case tooDeeplyNested
        case lineTooLong(Int)
        // Statements
        case expected(String, found: Token, suggestion: String? = nil)
        case expectedEndOfStatement(found: Token)
        case expectedStatement(found: Token)
        /// `NavigationLink("Settings") { … }`: a SwiftUI view the tutor does not make again.
        case viewNotMadeAgain(String)
        case modifierNeedsView(String)
        case stringInitializer
        case describedOptional(String)
        case lookOnlyProperty(String)
        case keyboardOnlyProperty(String)
        /// `x.accessibilityTraits |= UIAccessibilityTraitSelected` without `;`: neither Swift nor Objective-C.
        case objcWithoutSemicolon(String, swift: String?)
        /// `row: Modifier…` or `row.semantics { … }`: no Kotlin; the node's modifier is assigned.
        case composeShorthand(String, written: String)
        /// A Compose node's id alone on its line, as a SwiftUI view starts a chain.
        case composeNodeAlone(String)
        /// A real UIKit member the tutor does not model, with a note on what to write instead.
        case unmodelledProperty(String, note: String, swiftUI: Bool)
        case textLabelOnNonCell(String, type: ElementType)
        case xmlAttribute(String)
        case conditionalValue(String)
        case optionalAccessor(String, written: String)
        case accessorOnWrongControl(String, element: String, type: ElementType)
        case titledSegmentImage(String, title: String)
        /// `layout.imageForSegment(at: 1)?.isEnabled`: a UIImage is never enabled or not.
        case segmentEnabledThroughImage(String, index: String)
        case functionNeedsExtension(property: Bool)
        case kotlinInSwift(String)
        /// Swift's `let`, or a closure's `NAME in`, in Kotlin.
        case swiftInKotlin(String)
        case selfOutsideExtension
        case unknownPart(String, element: String)
        case unknownProperty(String, suggestion: String?)
        case propertyNeedsElement(String)
        case adjustmentIsAFunction(String)
        /// `volumeSlider.accessibilityIncrement()` in a body: another control's step, passed on.
        case forwardedAdjustment(String, method: String)
        case overrideOnSwiftUIView(String, id: String)
        case notAPartProperty(String, part: String)
        case methodOnNonTraits(String)
        case bitmaskOnNonTraits(String, property: String)
        case arithmeticOnNonNumber(String, property: String, takes: String)
        /// `x.accessibilityLabel += ", required"`: Swift's `+=` adds to a `String`, not a `String?`.
        case appendToOptional(property: String)
        case swiftTraitsInBitmask(String, method: String, traits: [String])
        case swiftTraitsWithOperator(String, traits: [String])
        case comparisonInsteadOfAssignment
        /// `if let x = label.accessibilityLabel.count`: a binding needs an optional.
        case bindingNotOptional(ElementProperty.Kind?)
        /// `archived++` in Swift: the operator Swift 3 removed.
        case incrementOperator(String, name: String)
        case nonMutatingMethod(String, suggestion: String)
        case containsChangesNothing
        case unknownTraitMethod(String, suggestion: String?)
        // Values
        case typeMismatch(property: String, expected: ElementProperty.Kind, found: String, suggestion: String?)
        case bareNameAsValue(String, expected: ElementProperty.Kind)
        /// `accessibilityLabel(A golden retriever)`: words written without their quotes.
        case unquotedWords(String, expected: ElementProperty.Kind)
        /// `.disabled(!hasEmergencyAddress)` on a screen with no such view and no state: the app's
        /// own variable, which the screen does not declare.
        case nameNotOnScreen(String, expected: ElementProperty.Kind)
        case emptyInterpolation
        case forceUnwrapNil(String)
        /// Kotlin's `x!!` on a null.
        case kotlinNullAssertion(String)
        /// `label.text + " (required)"`: a View's text is a `CharSequence`, which has no `+`.
        case charSequencePlus(String)
        /// `email.text = "…"` on an EditText, whose Kotlin `text` is an `Editable`.
        case editableText(String)
        case forceUnwrapNonOptional(String, type: SwiftDescription.SwiftType)
        case wholeNumberOfNonNumber(String)
        case wholeNumberOutOfRange(String)
        case bareNameInInterpolation(String)
        case unknownCase(String, kind: ElementProperty.Kind, suggestion: String?)
        case quotedId(String)
        /// `label.labelFor = email`: the attribute is the view's `Int` id, not the view.
        case viewAsID(String, view: String)
        /// `label.labelFor = null`: an `Int` is never null; `View.NO_ID` names no view.
        case nullViewID(String)
        /// `cartCaption.text` on a SwiftUI view: a SwiftUI view has no properties to read.
        case swiftUIViewRead(String, type: String, property: String)
        /// `caption.labelFor = R.id.caption`: an id attribute names the view it is set on.
        case namesItself(String, property: String)
        /// `label.labelFor = "email"`: an id attribute takes `R.id.email`, not text.
        case quotedViewID(String, text: String, id: String?)
        /// `importantForAccessibility = no`: the layout XML's value, which Kotlin writes as a View constant.
        case xmlImportance(String, constant: String)
        /// `traversalIndex = 1`: the property is a Float, written `1f`.
        case floatNeedsSuffix(String, written: String)
        case objcBoolean(String)
        case objcString
        case objcMessage(String)
        case imageNotDecorative
        case noImageOfAsset(String, assets: [String], uikit: String?, suggestion: String?)
        // Traits
        case unknownTrait(String, suggestion: String?)
        case swiftUITraitInUIKit(String, suggestion: String)
        case objcInOptionSet(String, suggestion: String)
        case unknownObjCTrait(String, suggestion: String?)
        case swiftUITypeInUIKit
        case modalIsAProperty
        /// `UIAccessibilityTraits(rawValue: …)`: raw bits the tutor does not read.
        case rawTraits
        case logicalOrOnTraits
        case missingDot(String)
        case traitsNeedBrackets
        case arithmeticOnTraits(String)
        case keywordAtTop(String)
        case logicalNotOnTraits
        // SwiftUI
        case unknownModifier(String, suggestion: String?)
        /// `layout.setImage(…, forSegmentAt: 0)` on a UIKit view: a method the statements do not read.
        case unknownUIKitMethod(String, element: String, segment: Bool)
        case propertyCalledAsModifier(String, element: String)
        /// A SwiftUI modifier on a part; `pickerOption` when the part is a SwiftUI Picker's segment.
        case modifierOnPart(String, pickerOption: Bool)
        case uikitTraitInSwiftUI(String, suggestion: String)
        case noSwiftUITrait(String)
        case unknownSwiftUITrait(String, suggestion: String?)
        case unknownChildBehavior(String, suggestion: String?)
        case unknownHeadingLevel(String, suggestion: String?)
        // Interface Builder
        case unknownCheckbox(String, suggestion: String?)
        // Adjustments
        case unclosedBrace(opened: SourceLocation)
        case expectedFunction(found: Token, element: String)
        case unknownFunction(String, suggestion: String?)
        case missingOverride(String)
        case emptyExtension(String)
        case codeAfterReturn
        case superInBody
        case emptyCase
        case switchWithoutDefault
        case unsupportedLocalType(String)
        case assignToLet(String)
        case interpolatedFormat
        case unsupportedFormat(String)
        case formatArgumentCount(specifiers: Int, arguments: Int)
        case formatArgument(specifier: String, takes: String, found: String, suggestion: String?)
        case unknownName(String, owner: String?, declared: [String], suggestion: String?, kotlin: Bool = false)
        case undeclaredProperty(String, type: ElementType, owners: [ElementType], writing: Bool, suggestion: String?)
        case propertyInSwiftUIAction(String)
        case variableKind(String, is: StateVariable.Kind, needs: ElementProperty.Kind, kotlin: Bool = false, assigned: Bool = false)
        case extensionOfInstance(String, typeName: String, shared: Bool)
        case unknownExtendedType(String, types: [String], suggestion: String?)
        case callInBody(String)
        /// `UIPasteboard.general.string = …` in a handler: a type the tutor has no model of.
        case typeInBody(String)
        /// `view.alpha = 0f` on Android: a real View property the tutor does not model.
        case unmodelledViewAttribute(String, note: String)
        case nearlyAKnownCall(String, suggestion: String)
        /// `dismiss(animated: true)` in an extension of a view: a view controller's method.
        case controllerMethodInView(String)
        case partInBody
        case propertyNotInBody(String)
        case arithmeticInBody
        case nilInBody
        case switchOnOther(String, parameter: String)
        case unknownDirection(String, suggestion: String?)
        // Handlers, custom actions and announcements
        case handlerParameter(returnsBool: Bool)
        case missingHandlerReturn(inMethod: Bool)
        case missingReturnValue
        case selfNotOptional
        case readThroughWeakSelf(returnsBool: Bool)
        case weakSelfNeedsUnwrap(returnsBool: Bool)
        case controllerProperty(String)
        case implicitSelf(String, through: String)
        case selectorAction
        case accessibilityActionNotModelled(String)
        case targetSelector
        case swiftShorthandArgument
        /// Two numbers of different Swift types meeting in `+`, `min` or `=`.
        case numberTypes(String, left: String, right: String)
        /// `count / 0` on Ints: Swift traps at run time.
        case divisionByZero
        case noRoundedOnInt
        case composeTextNotLiteral
        /// `holder.itemView`: a ViewHolder's row, which the screen names by its own id.
        case viewHolderRow
        /// `Row(modifier = …) { … }` written again: a layout the tutor cannot find by what it shows.
        case composeLayoutWrittenAgain(String)
        case composeTextWithoutModifier(String)
        case kotlinBareReturn
        case viewLiveRegionInCompose(String, mode: String)
        case kotlinBooleanToggle(String)
        case kotlinNumberTypes(expected: String, found: String)
        case viewAsValue(String, view: String)
        case mainQueueInView
        case emptyActionName
        case emptyContentLabel
        case unknownPropertyWrapper(String)
        case focusStateValue
        case focusStateType(String)
        case focusBindingNeedsDollar
        /// `Toggle("Agree", isOn: accepted)`: a Bool where its binding goes.
        case toggleBindingNeedsDollar
        /// `Toggle("…", isOn: .constant(false))`: a binding that never changes.
        case constantToggle
        /// `Link(…, destination: URL(string: "…"))`: an optional URL where a URL goes.
        case optionalURL
        /// `accessibilityLanguage = "fr_FR"`: no BCP 47 tag.
        case notALanguageTag(String)
        /// `.accessibilityDirectTouch(options: UIAccessibility.DirectTouchOptions.silentOnTouch)`: the
        /// other framework's option set type, which does not convert.
        case optionSetOfOtherFramework(written: String, swiftUI: Bool)
        /// `Icon(Icons.Filled.X, …)` for an icon no node of the screen shows.
        case noIconShown(String, shown: [String], suggestion: String?)
        /// `setTitle(_:for: .disabled)`: a title shown only in a state the model does not keep apart.
        case titleForState(String)
        /// `setTitle(_:for:)` on a view that is no UIButton.
        case setTitleOnNonButton(String, type: ElementType)
        /// `Toggle("Agree", isOn: $x)` on a screen that declares no state for it to bind.
        case focusStateEquals
        case notAFocusState(String, declared: Bool)
        case redeclaredState(String)
        /// `let name = caption.text`: a constant here holds a literal (LiteralConstants.swift).
        case constantNotLiteral(String, kotlin: Bool)
        /// `let count: Int = "3"`: the literal is not of the type declared.
        case constantType(String, declared: String, kotlin: Bool)
        /// `let altText: String? = "…"`: the literal put in place of the name would be no optional.
        case constantOptional(String, type: String)
        /// `let title = "…"` where `title` is a view: the constant would hide the view.
        case constantNamesAView(String)
        /// `message = "…"` after `let message = …`.
        case assignToConstant(String, kotlin: Bool)
        /// `if let text = caption.text { … }` at the top of a fix: a value, not a view.
        case bindingNotAView(String)
        case stateNamesAnElement(String)
        case noCustomContent(String, type: ElementType)
        case unnamedSwiftUIAction
        case swiftUIFocusElement(String)
        case unknownNotification(String, suggestion: String?)
        case announcementNotPosted
        case announcementArgument(found: String)
        case postOutsideHandler(swiftUI: Bool)
        case actionsListWhole
        case repeatedAction(String, element: String, inOneList: Bool)
        case viewByNameInItsClass(String, type: String)
        /// `speedSlider.value` inside `extension SpeedSlider` when it is not one of its subviews.
        case viewOutsideItsClass(String, type: String)
        case captureInSwiftUI
        case swiftUIClosureTakesNothing
        case returnsNothing
        case unknownControlEvent(String, suggestion: String?)
        case unknownControlState(String, suggestion: String?)
        case unknownLiveRegion(String, suggestion: String?)
        case missingBoolResult(String)
        case kotlinCommandParameters
        case kotlinClickParameters
        case clickListenerOnComposable(String)
        case variableOutsideListener(String)
        case contentNamesAView(String)
        case actionNamesAView(String)
        case unknownComputedProperty(String, suggestion: String?)
        case missingPropertyOverride(String)
        case computedPropertyType(String)
        /// `get { accessibilityTraits.union(…) }`: the getter calls itself, without end.
        case getterReadsItself(String)
        case readOnlyOverride(String)
        case storedPropertyInExtension(String)
        case composeNodeAssignment(String)
        case composeNodeAnnouncement(String)
        /// `Image(decorative: "trash")` where the screen's image is the SF Symbol `trash`.
        case decorativeSymbol(String)
        /// `Image(systemName: "trash")` alone: nothing to apply.
        case symbolWithoutModifier(String)
        /// `emailField.requestFocs()` in a View listener: a View of the screen, a method the tutor does not read.
        case unknownViewMethod(String, method: String)
        case unknownContentConstant(String, suggestion: String?)
        case unknownActionConstant(String, suggestion: String?)
        case requesterNamesANode(String)
        case requestFocusOnComposable(String)
        case unknownFocusRequester(String, suggestion: String?)
        case unattachedFocusRequester(String)
        case javaListener(String)
        case callOutsideListener(String, element: String)
        case accessibilityEventType(String)
        case touchListener(String, element: String)
        /// `x.accessibilityDelegate = object : View.AccessibilityDelegate() { … }`: code that fills
        /// in the node TalkBack reads, which the tutor does not run.
        case accessibilityDelegateNotRead(String)
        /// `setOnCheckedChangeListener { isChecked -> … }`: the listener takes the button and its state.
        case checkedChangeParameters
        /// `GONE` without `View.`: a View subclass's name, not an Activity's.
        case unqualifiedViewConstant(String)
        /// `liveRegion = Polite`: LiveRegionMode's constant, bare.
        case unqualifiedLiveRegionMode(String)
        /// `String(localized: "\(n) tasks left")` in a body: its key is built from the interpolation.
        case interpolatedLocalizedKey(String)
        /// `AXCustomContent(label: "Age", value: "\(age) years")`: kept as the words said now.
        case interpolatedSpokenText(String)
        /// `.accessibilityTraits(.isButton)` on a SwiftUI view.
        case swiftUITraitsModifier
        /// `UIAccessibility.post(…)` on an android screen.
        case iosAnnouncementOnAndroid(String)
        /// `setOnCheckedChangeListener` on a View that is no CompoundButton.
        case checkedChangeListenerOn(String, type: ElementType)
        case iconOnComposable(String)
        case accessibilityMethodCalled(String, element: String)
        case removedFromSuperview(String)
        case contentIndexOutOfRange(Int, count: Int, element: String)
        case keyboardFocusOrder(String, element: String)
        case kotlinLambdaResult
        case notInKotlinAction
        case composeActionBody(String)
        case tooManyComposeActions
        case notAControl(String, type: ElementType)
        // Android and Compose
        case wrongDialect(String, on: Platform, Dialect.Equivalent)
        case androidOnlyStatement(String)
        case iosOnlyStatement(String)
        case kotlinKeyword(String)
        /// A loop the tutor does not write out: over composables or SwiftUI views (`declarative`),
        /// or over something other than a list of views.
        case kotlinLoopOverViews(example: String?, declarative: Bool)
        case loopOverViews(example: String?, declarative: Bool)
        case typeDeclaration(String)
        case actionsCoalescedWithoutParentheses(String)
        case androidTypeMismatch(property: String, expected: ElementProperty.Kind, found: String, suggestion: String?)
        case swiftNil
        case resourceIDAsText(String, read: String)
        case composableCallInViewCode
        case getStringInComposable(String)
        case resourceInSemantics(String)
        /// `getString(R.string.NAME, …)` whose arguments do not fit the resource's text.
        case javaFormat(String, text: String, JavaFormat.Failure)
        case notAStringResource(String, call: String)
        case unknownStringResource(String, declared: [String], suggestion: String?)
        case unknownImportance(String, suggestion: String?)
        case unknownVisibility(String, suggestion: String?)
        case toggleableWithoutValue
        case unknownRole(String, suggestion: String?)
        case unknownSemanticsProperty(String, suggestion: String?)
        case composeOnlyProperty(String, element: String)
        case attributeCalledAsFunction(String, element: String)
        case clearedByEarlierClear(String)
        case indeterminateState
        case collectionCount(String)
        case gridNotModelled
        case modifierOnView(String, type: ElementType)
        /// A SwiftUI modifier on a UIKit view, and what UIKit writes (`FrameworkCheck`).
        case modifierOnUIKitView(String, type: ElementType, String, statement: String?)
        /// A UIKit property on a SwiftUI view, and what SwiftUI writes (`FrameworkCheck`).
        case uikitOnSwiftUIView(String, type: ElementType, property: String, String, statement: String?)
        case attributeOnComposable(String, modifier: String = "Modifier.semantics { contentDescription = \"…\" }")
        case expectedAndroidStatement(found: Token)
        case modifierNeedsNode
        case unknownViewCompatMethod(String, suggestion: String?)
        case notInViewCompat(String, view: String?)
        /// `contentDescription: "Share"` in a Kotlin call: Swift's argument label.
        case kotlinArgumentColon(String)
        /// `else if direction == .increment` after `if direction == .increment`.
        case duplicateDirection(String)
        /// `switch direction { case .increment: … }` with no `.decrement` and no `default`.
        case nonExhaustiveDirections(String)
        case bareNameAsAttributeValue(String, expected: ElementProperty.Kind)
        case swiftInterpolation(kotlin: String)
        case unclosedTemplate
        // Applying to a screen
        case unknownElement(String, ids: [String], suggestion: String?)
        case noViewShowing(String, kind: String, shown: [String], suggestion: String?)
        /// `Text("2 in basket")` for a node the app builds from its state (`$count in basket`).
        case literalOfChangingText(String, String, template: String?, kotlin: Bool)
        /// `@AccessibilityFocusState` on a screen of UIKit views.
        case focusStateOnUIKitScreen(String)
        /// A SwiftUI view written again on a UIKit screen, whose UIKit view shows the words.
        case shownByUIKitView(String, id: String, type: String)
        case textWithoutModifier(String)
        case buttonWithoutClick(String)
        case linkToAnotherPage(String, opened: String)
        case buttonAroundView(String, type: ElementType)
        case segmentTitleChangesTheLook(String, segment: String)
        case tapGestureOnButton(String, title: String)
        case getterNotOneValue(String)
        case getterWithoutReturn(String)
        case getterStatement
        case spelledOutNotLabel(String)
        case joinedOptional(String)
        /// `[caption.text].joined()`: a `String?` item, which `[String]`'s `joined` does not take.
        case listOptional(String)
        /// `Text("a") + "b"`: SwiftUI's `+` joins two Texts or two Strings.
        case textJoinedWithString(textFirst: Bool)
        /// `Text("K7").speechSpellsOutCharacters() + Text("…")`: spelled out only as a whole label.
        case spelledOutJoined
        /// `running ? Text("a") : "b"`: Swift's `? :` takes one type on both sides.
        case choiceOfTextAndString
        /// A fix's click that changes the variable the app's own click toggles.
        case clickRepeatsAppsChange(String, variable: String)
        /// `caption.text.uppercased()`: a `String?` has no `uppercased()` until unwrapped.
        case textMethodOnOptional(String, String)
        /// `for v in [caption, field] { v.text = … }`: the list is a `[UIView]`, which has no `text`.
        case propertyNotOnListClass(String, list: [String], types: [ElementType], common: ElementType)
        /// `"Hi"?.uppercased()`: `?.` on a text that is never nil.
        case chainedOnText(String)
        /// Kotlin's `caption.text.uppercase()`: a view's text is a CharSequence, which has none.
        case textCaseOnCharSequence(String, method: String)
        /// Kotlin's `toUpperCase()`, `toLowerCase()`, `capitalize()`: errors since Kotlin 2.1.
        case removedKotlinTextCase(String)
        /// `"Play button".removeSuffix(" button")`: a String method the tutor does not run.
        case unreadKotlinTextMethod(String)
        /// `uppercase(Locale.US)`: a locale other than the invariant one the tutor models.
        case kotlinTextCaseLocale(String, locale: String)
        /// `\(count ? "a" : "b")` where the condition is no Bool; `\(on ? "a" : 1)`, two types.
        case choiceConditionNotBool(String)
        /// `"\(nil)"`: a bare nil has no type to write as text.
        case nilInterpolated
        /// `x.formatted(.currency(code: "USD"))`: a style the tutor does not read.
        case formatStyle
        /// `\(1 < count < 5)`: Swift's comparisons do not chain.
        case chainedComparison(String, String)
        /// `\(count == "1")`: Swift's comparisons take two values of one type.
        case comparedTwoTypes(String, String, String)
        /// `caption.text.isEmpty` (or `.count`), and `caption.text?.isEmpty` where a Bool goes: a
        /// `String?` has no `isEmpty` or `count` of its own.
        case measuredOptional(String, member: String, chained: Bool)
        /// `isEnabled = (caption.text ?? "")`: a test was begun, and its value is no Bool.
        case testNotBool(property: String)
        case choiceOfTwoTypes(String, String)
        case enabledModifier
        case choiceInStatement(String)
        case deprecatedAccessibilityModifier(String)
        case arithmeticInStatement(String)
        case noParts(String, type: ElementType, part: String)
        case numberedParts(String, type: ElementType)
        case partOutOfRange(String, count: Int, noun: String)
        case partShortcut(String, type: ElementType, real: String)
        case kotlinFlagName(String, kotlin: String)
        case joinedText(kotlin: Bool)
        case undeclaredAttribute(String, type: ElementType, owners: [ElementType])
        case notOnClickedView(alias: String, property: String, view: String)
        case attributeWithoutView(String, spellings: [String])
        case titledSegmentPart(String, title: String)
        case stepperButton(String, stepper: String)
        case rejected(property: String, expected: ElementProperty.Kind)

        var message: String {
            switch self {
            case .alreadyReported: "already reported"
            case .unterminatedString: "unterminated string: close it with \" on the same line"
            case .unterminatedComment: "unterminated comment: close it with */"
            case .curlyQuote(let quote): "'\(quote)' is a typographic quote: strings use straight quotes \"…\""
            case .singleQuotes: "Swift strings use double quotes \"…\", not single quotes"
            case .unexpectedCharacter("^"):
                "'^' flips a bit, on if it was off and off if it was on: to clear one write '&= ~', to set one '|='"
            case .unexpectedCharacter(let character): "unexpected character '\(character)'"
            case .badNumber(let text): "'\(text)' is not a number"
            case .badEscape(let escape):
                "unknown escape '\\\(escape)' in a string: use \\n, \\t, \\\", \\\\ or \\u{…}"
            case .tooDeeplyNested: "this is nested too deeply to read: simplify it"
            case .lineTooLong(let limit):
                "this line is longer than \(limit) characters, far longer than a statement: write one statement a line"
            case .kotlinChar: "Kotlin's single quotes make a Char, not a String: strings use double quotes \"…\""
            case .badKotlinEscape(let escape):
                "unknown escape '\\\(escape)' in a Kotlin string: use \\n, \\t, \\b, \\r, \\\", \\', \\\\, \\$ or \\uXXXX"
            case .badKotlinUnicodeEscape: "a Unicode escape in Kotlin is \\u and four hex digits, as in \\u00E9"
            case .bareKotlinTemplate(let name):
                "'$\(name)' in a Kotlin string reads a variable called \(name), which the screen does not declare "
                    + "(state:): write ${\(name).ATTRIBUTE} to read a view, or \\$ for a dollar sign"
            case .nullInSemantics(let name):
                "'\(name)' inside semantics { } is a String and cannot be null: to give the node no \(name), leave it out"
            case .badUnicodeEscape: "a Unicode escape is written \\u{…} with 1 to 8 hex digits naming a character"
            case .expected(let what, let found, _): "expected \(what), found \(Parser.describe(found))"
            case .expectedEndOfStatement(let found):
                "expected a new line or ';' after the statement, found \(Parser.describe(found))"
            case .expectedStatement(let found):
                "expected a statement such as 'row.accessibilityLabel = \"Dark Theme\"', found \(Parser.describe(found))"
            case .functionNeedsExtension(let property):
                "\(property ? "an overriding property" : "a method") belongs to a class: write it inside 'extension CLASS { … }', "
                    + "with the class of the view ('show' lists it, as in 'rating (RatingSlider: UISlider)')"
            case .swiftInKotlin(let word):
                word == "let" ? "'let' is Swift, and this screen is Android: Kotlin declares a value with 'val'"
                    : "'\(word) in' starts a Swift closure: a Kotlin lambda names its parameter with '\(word == "_" ? "view" : word) ->', "
                        + "or reads it as 'it'"
            case .kotlinInSwift(let word):
                "'\(word)' is Kotlin, and this screen is iOS: write Swift, as in "
                    + (word == "fun" ? "'override func accessibilityIncrement()' inside 'extension CLASS { … }'"
                                     : "'row.accessibilityLabel = \"…\"'")
            case .selfOutsideExtension:
                "'self' has no element here: write the element's id, as in 'row.accessibilityLabel'"
            case .unknownPart(let name, let element):
                "'\(element).\(name)' names no property, and no spelling of a stepper's button is Swift: UIKit gives "
                    + "no public way to a UIStepper's buttons; make '\(element)' one adjustable element that says what "
                    + "it counts (lesson controls/stepper)"
            case .unknownProperty(let name, _): "unknown property '\(name)'"
            case .optionalAccessor(let accessor, let written):
                accessor == "items"
                    ? "a tab bar's 'items' is an optional array in UIKit: write '\(written)' (or '!' where it cannot be nil)"
                    : "'\(accessor)' returns an optional image in UIKit: write '\(written)' (or '!' where it cannot be nil)"
            case .accessorOnWrongControl(let accessor, let element, let type):
                switch accessor {
                case "items": "'\(element)' is a \(type.name): 'items' are a UITabBar's; write '\(element)[INDEX]' for its parts"
                case "forSegmentAt" where type == .UITabBar:
                    "'\(element)' is a UITabBar: 'setEnabled(_:forSegmentAt:)' is a UISegmentedControl's; a tab bar item "
                        + "has its own isEnabled, as in \(element).items?[0].isEnabled = false"
                case "forSegmentAt": "'\(element)' is a \(type.name): 'setEnabled(_:forSegmentAt:)' is a UISegmentedControl's"
                default: "'\(element)' is a \(type.name): 'imageForSegment(at:)' is a UISegmentedControl's"
                }
            case .segmentEnabledThroughImage(let element, let index):
                "a segment's image has no isEnabled (UIImage is not a control): UISegmentedControl enables its "
                    + "segments itself, as in \(element).setEnabled(false, forSegmentAt: \(index))"
            case .titledSegmentImage(let element, let title):
                "segment '\(element)' shows the title '\(title)', not an image: VoiceOver reads the title, and "
                    + "UIKit has no public property for a titled segment's label"
            case .conditionalValue(let keyword):
                "'\(keyword)' as a value is Kotlin, but the tutor does not read one yet: write the value for the "
                    + "state the screen shows, or read the app's variable where a value takes it (\"$saved\", "
                    + "ToggleableState(saved)) and change it in the click"
            case .xmlAttribute(let name):
                "'\(name)' is an attribute of the layout XML: fix statements are the Kotlin a view's code runs, "
                    + "as in 'play.contentDescription = getString(R.string.play)'"
            case .textLabelOnNonCell(let id, let type):
                "textLabel is a UITableViewCell's, and '\(id)' is a \(type.name)"
            case .unmodelledProperty(let name, let note, let swiftUI):
                "'\(name)' is \(swiftUI ? "SwiftUI" : "UIKit")'s, but the tutor does not model it, so it has nothing "
                    + "to apply: \(note)"
            case .composeNodeAlone(let id):
                "'\(id)' alone starts no chain in Kotlin: Compose gives a node its modifiers by assigning them, as in "
                    + "\(id).modifier = Modifier.toggleable(…) or \(id).modifier = Modifier.semantics { … }"
            case .composeShorthand(let id, let written):
                (written == ":" ? "'\(id): Modifier…' is no Kotlin" : "'\(written)' is a modifier, not a member of the node")
                    + ": Compose gives a node its modifiers by assigning them, as in \(id).modifier = Modifier.semantics { … }"
            case .objcWithoutSemicolon(let constant, let swift):
                "'\(constant)' is Objective-C's constant (Swift has had none since iOS 12's SDK), and an Objective-C "
                    + "statement ends with ';': add it"
                    + (swift.map { ", or write the line in Swift, where the trait is \($0)" } ?? "")
            case .keyboardOnlyProperty(let name):
                "'\(name)' sets up the keyboard and AutoFill for the field, which VoiceOver does not read as its name, value "
                    + "or traits: set it in your app; the tutor has nothing to apply"
            case .lookOnlyProperty(let name):
                "'\(name)' changes only how the view looks, which VoiceOver does not read: set it in your app; "
                    + "the tutor has nothing to apply"
            case .stringInitializer:
                "this String( ) is not modelled in fix statements: write the text with interpolation, "
                    + "as in \"\\(Int(stepper.value))\", or String(Int(stepper.value))"
            case .describedOptional(let read):
                "\(read) is optional, and String( ) takes no optional (Swift refuses it): unwrap it, as in "
                    + "\(read) ?? \"\""
            case .modifierNeedsView(let name):
                "'.\(name)' needs the view it modifies: write the view's id before it, as in 'title.\(name)(…)'"
            case .propertyNeedsElement(let name):
                "'\(name)' needs the element it belongs to: write 'ELEMENT.\(name)', as in 'row.\(name)'"
            case .overrideOnSwiftUIView(let name, let id):
                "'\(id)' is a SwiftUI view, and '\(name)' is a UIKit method to override in a view's class: in SwiftUI write "
                    + (Parser.gestureFunctions[name].flatMap { event in
                        EventHandler.answered.first { $0.event == event }?.swiftUIKind
                    }.map { $0 == "default" ? "'\(id).accessibilityAction { … }'" : "'\(id).accessibilityAction(.\($0)) { … }'" }
                       ?? "'\(id).accessibilityAdjustableAction { direction in … }'")
            case .forwardedAdjustment(let id, let method):
                "Swift compiles \(id).\(method)(), which moves the control by its own step, but the tutor does not run "
                    + "another control's step yet: change its value yourself, as in '\(id).value \(method.hasSuffix("Increment") ? "+=" : "-=") 10' "
                    + "and '\(id).sendActions(for: .valueChanged)'"
            case .adjustmentIsAFunction(let name):
                "'\(name)' is a method to override in the view's class: write 'extension CLASS { override func \(name)()"
                    + (Parser.gestureFunctions[name] != nil ? " -> Bool { … return true } }'" : " { … } }'")
            case .notAPartProperty(let property, let part):
                property == "title" && part.contains(".items")
                    ? "'title' is what \(part) shows as well as says, and the tutor changes only what VoiceOver reads: "
                        + "to name an item without changing what it shows, set its accessibilityLabel"
                    : "'\(property)' can't be set on \(part) here: a fix gives a control's part only accessibilityLabel, "
                        + "accessibilityValue, accessibilityHint, accessibilityTraits, isAccessibilityElement and isEnabled"
            case .methodOnNonTraits(let property):
                "'\(property)' has no methods: insert, remove and the other set methods belong to accessibilityTraits"
            case .bitmaskOnNonTraits(let symbol, let property):
                "'\(symbol)' combines trait bits and works on accessibilityTraits, not on '\(property)'"
            case .appendToOptional(let property):
                "'\(property)' is a String?, and '+=' adds only to a String: write '\(property)? += …' (nothing while it "
                    + "is nil) or '\(property)! += …' (the app crashes while it is nil), or set the whole text"
            case .arithmeticOnNonNumber(let symbol, let property, let takes):
                "'\(symbol)' needs a number, but '\(property)' takes \(takes)"
            case .swiftTraitsInBitmask(let symbol, let method, let traits):
                "Swift's accessibilityTraits is an option set and has no '\(symbol)': write accessibilityTraits."
                    + Problem.Kind.setMethod(method, traits: traits)
                    + " (the bitmask '\(symbol)' is Objective-C's, with its constants such as UIAccessibilityTraitButton)"
            case .swiftTraitsWithOperator(let symbol, let traits):
                "Swift's accessibilityTraits is an option set and has no '\(symbol)'"
                    + (symbol == "|" && !traits.isEmpty ? ": list the traits, as in [\(traits.map { "." + $0 }.joined(separator: ", "))]"
                        : ": use its methods, such as union(_:), subtracting(_:) and intersection(_:)")
                    + " (the bitmask '\(symbol)' is Objective-C's, with its constants such as UIAccessibilityTraitButton)"
            case .comparisonInsteadOfAssignment: "'==' compares two values: use '=' to set a property"
            case .bindingNotOptional(let kind):
                "initializer for conditional binding must have Optional type, not \(kind.map { "\($0.rawValue)" } ?? "this value")"
                    + ": 'if let' and 'guard let' unwrap a value that may be nil, such as a label's text"
            case .incrementOperator(let symbol, let name):
                "Swift has no '\(symbol)\(symbol)' (Swift 3 removed it): write '\(name) \(symbol)= 1'"
            case .nonMutatingMethod(let method, _):
                "'\(method)' returns a new set and leaves accessibilityTraits unchanged"
            case .containsChangesNothing:
                "'contains' only asks whether a trait is set and changes nothing: use insert or remove"
            case .unknownTraitMethod("rawValue", _):
                "'rawValue' is the traits' raw bits, which the tutor does not read: insert or remove the trait itself, as in "
                    + "accessibilityTraits.insert(.header)"
            case .unknownTraitMethod(let method, _): "unknown method '\(method)' on accessibilityTraits"
            case .typeMismatch(let property, let expected, let found, _):
                "'\(property)' expects \(expected.rawValue), not \(found)"
            case .unquotedWords(let words, let expected):
                "expected \(expected.rawValue), found the words '\(words)': text goes in double quotes"
            case .nameNotOnScreen(let name, let expected):
                "'\(name)' is no view of this screen and no state variable of it (the screen declares none): write the "
                    + "value it has now, \(expected.rawValue)"
            case .bareNameAsValue(let name, let expected):
                "expected \(expected.rawValue), found '\(name)': to read another element's property write '\(name).PROPERTY'"
                    + (Problem.Kind.looksLikeText(name, expected) ? ", or put text in double quotes" : "")
            case .emptyInterpolation: "empty interpolation '\\()': put a property inside, such as \\(caption.text)"
            case .editableText(let id):
                "an EditText's text is an Editable in Kotlin, which a String is not: write \(id).setText(\"…\")"
            case .charSequencePlus(let read):
                "'\(read)' is a CharSequence, and Kotlin has no '+' for one (only a String's): write a template, "
                    + "\"${\(read)} …\", or '\(read).toString() + …'"
            case .kotlinNullAssertion(let read):
                "'\(read)' is null here, so '\(read)!!' would throw a NullPointerException: give a default, "
                    + "'\(read) ?: \"\"'"
            case .forceUnwrapNil(let read):
                "'\(read)' is nil here, so '\(read)!' would crash the app: give a default, '\(read) ?? \"\"'"
            case .forceUnwrapNonOptional(let read, let type):
                type == .untyped
                    ? "'\(read)' is not an optional: remove the '!'"
                    : "'\(read)' is a \(type.name), not an optional: remove the '!'"
            case .wholeNumberOfNonNumber(let read):
                "Int( ) here takes a number, and '\(read)' is not one"
            case .wholeNumberOutOfRange(let number):
                "Int(\(number)) would crash the app: the number does not fit in an Int"
            case .bareNameInInterpolation(let name):
                "'\(name)' is no view's property and no variable the screen declares (state:): read a view's property, "
                    + "such as caption.text"
            case .unknownCase(let name, let kind, _):
                "unknown \(kind.noun) '.\(name)': use \(Problem.alternatives(kind.cases ?? []))"
            case .objcBoolean(let word): "'\(word)' is Objective-C's spelling: write \(word == "YES" ? "true" : "false")"
            case .objcString: "'@\"…\"' is an Objective-C string: Swift writes \"…\" without the @"
            case .imageNotDecorative:
                "a fix makes an image again as decorative, Image(decorative: \"wave\"), or with its label, "
                    + "Image(\"gear\", label: Text(\"Settings\")); an image with its modifiers, "
                    + "Image(\"gear\").accessibilityLabel(\"Settings\") or Image(systemName: \"trash\").accessibilityHidden(true); "
                    + "a modifier on its id does it too, as in icon.accessibilityLabel(\"Settings\")"
            case .noImageOfAsset(let asset, let assets, let uikit, _):
                uikit.map { "'\($0)' is a UIImageView: Image(decorative:) makes a SwiftUI view; in UIKit an image view is no "
                    + "element unless made one: \($0).isAccessibilityElement = false" }
                    ?? ("no Image on this screen shows '\(asset)'"
                        + (assets.isEmpty ? " (it has no SwiftUI Image)" : " (its images: \(assets.joined(separator: ", ")))"))
            case .objcMessage(let swift):
                "'[ … ]' is Objective-C's message syntax, which the statements do not read: write it with dot syntax, "
                    + "'\(swift)', which Objective-C and Swift share"
                    + (swift.contains("accessibilityTraits")
                        ? " (the statements read Objective-C's trait constants too, such as UIAccessibilityTraitButton)" : "")
            case .quotedId(let text): "element ids are written without quotes, not \(text)"
            case .viewAsID(let attribute, let view):
                "'\(attribute)' is an Int, the id of a view, and '\(view)' is the view itself: write R.id.\(view) "
                    + "(or \(view).id)"
            case .floatNeedsSuffix(let property, let written):
                "'\(property)' is a Float: write \(written)f (Kotlin does not turn \(written) into a Float)"
            case .quotedViewID(let attribute, let text, let id):
                "'\(attribute)' \(Problem.takesOrIs(attribute)) an Int, the id of a view, not the text \(text)"
                    + (id.map { ": write \($0)" } ?? "")
            case .xmlImportance(let word, let constant):
                "'\(word)' is the layout XML's value (android:importantForAccessibility=\"\(word)\"): Kotlin writes \(constant)"
            case .namesItself(let id, let property): ElementProperty.namesItself(id, in: property)
            case .swiftUIViewRead(let id, let type, let property):
                "'\(id)' is a SwiftUI \(type), a value that describes the screen: it has no '\(property)' to read; "
                    + "write the text itself, or the state the view shows"
            case .nullViewID(let attribute):
                "'\(attribute)' is an Int, never null: write View.NO_ID to name no view"
            case .unknownTrait(let name, _): "unknown trait '.\(name)'"
            case .swiftUITraitInUIKit(let name, _): "'.\(name)' is the SwiftUI name of the trait"
            case .objcInOptionSet(let name, _):
                "'\(name)' is the old Objective-C bitmask constant and does not go in an option set"
            case .unknownObjCTrait(let name, _): "unknown trait constant '\(name)'"
            case .swiftUITypeInUIKit: "'AccessibilityTraits' is SwiftUI's type: UIKit's is UIAccessibilityTraits"
            case .modalIsAProperty: "UIKit has no '.isModal' trait: set 'accessibilityViewIsModal = true' instead"
            case .rawTraits:
                "'UIAccessibilityTraits(rawValue:)' builds traits from raw bits, which the tutor does not read: write the "
                    + "option set itself, as in '[.button, .selected]', or 'insert' and 'remove' one trait"
            case .missingDot(let name): "'\(name)' is written with a leading dot here"
            case .traitsNeedBrackets: "several traits go in brackets, as in [.button, .image]"
            case .arithmeticOnTraits(let symbol):
                symbol == "+=" ? "'+=' does not add traits: use accessibilityTraits.insert(…) (Objective-C writes '|=' with its bitmask constants)"
                    : "'-=' does not remove traits: use accessibilityTraits.remove(…) (Objective-C writes '&= ~' with its bitmask constants)"
            case .keywordAtTop(let word):
                "'\(word)' is not part of fix statements: each one sets a property of an element, as in 'row.accessibilityLabel = \"…\"'"
            case .logicalOrOnTraits: "'||' is for true/false conditions: combine traits with '|'"
            case .logicalNotOnTraits: "'!' negates true/false: to clear trait bits write '&= ~'"
            case .unknownModifier(let name, _): "unknown modifier '\(name)'"
            case .unknownUIKitMethod(let name, let element, let segment):
                segment
                    ? "'\(element).\(name)(…)' changes what a segment shows, which is the app's: a fix names what is "
                        + "shown, as in '\(element).imageForSegment(at: 0)?.accessibilityLabel = \"…\"'"
                    : "'\(name)' is not a method fix statements read on the UIKit view '\(element)': a fix sets its "
                        + "accessibility properties, as in '\(element).accessibilityLabel = \"…\"'"
            case .propertyCalledAsModifier(let property, let element):
                "'\(property)' is a UIKit property, not a SwiftUI modifier: write '\(element).\(property) = …'"
            case .modifierOnPart(let part, let pickerOption):
                "SwiftUI modifiers apply to whole elements, not to \(part)" + (pickerOption
                    ? ": a Picker's segment is its option view inside the Picker (Text(\"…\")), which the screen "
                        + "gives as 'options'; the tutor does not model modifiers on an option" : "")
            case .uikitTraitInSwiftUI(let name, _): "'.\(name)' is the UIKit name of the trait"
            case .noSwiftUITrait(let name):
                switch name {
                case "adjustable", "isAdjustable": "SwiftUI has no '.\(name)' trait: use .accessibilityAdjustableAction { … }"
                case "notEnabled", "isNotEnabled": "SwiftUI has no '.\(name)' trait: use .disabled(true)"
                default: "SwiftUI has no '.\(name)' trait"
                }
            case .unknownSwiftUITrait(let name, _): "unknown SwiftUI trait '.\(name)'"
            case .unknownChildBehavior(let name, _):
                "unknown child behaviour '.\(name)': use .combine, .ignore or .contain"
            case .unknownHeadingLevel(let name, _): "unknown heading level '.\(name)': use .h1 to .h6 or .unspecified"
            case .unknownCheckbox(let label, let suggestion):
                "Interface Builder has no accessibility checkbox \"\(label)\""
                    + (suggestion == nil ? " (its checkboxes: " + Parser.checkboxes.map { "\"\($0)\"" }.joined(separator: ", ") + ")" : "")
            case .unclosedBrace: "this '{' is never closed: add a matching '}'"
            case .expectedFunction(let found, let element):
                found.text == "let"
                    ? "an extension can't hold a stored property: the app's variables are the screen's state, and an "
                        + "extension may compute accessibilityValue (override var … { get { … } set { } })"
                    : "expected 'override func accessibilityIncrement() { … }' (or accessibilityDecrement, "
                        + "accessibilityActivate, accessibilityPerformMagicTap, accessibilityPerformEscape) or "
                        + "'override var accessibilityValue: String? { get { … } set { } }' inside 'extension \(element)', "
                        + "found \(Parser.describe(found))"
            case .unknownFunction(let name, _):
                "'\(name)' can't be written here: an extension here overrides accessibilityIncrement(), "
                    + "accessibilityDecrement(), accessibilityActivate(), accessibilityPerformMagicTap() and "
                    + "accessibilityPerformEscape(), or computes an accessibility property (override var accessibilityValue: "
                    + "String? { get { … } set { } })"
            case .missingOverride(let name):
                "'\(name)()' replaces the method every view inherits, and Swift requires 'override' for that: "
                    + "write 'override func \(name)()'"
            case .emptyExtension(let id):
                "'extension \(id)' needs accessibilityIncrement(), accessibilityDecrement(), accessibilityActivate(), "
                    + "accessibilityPerformMagicTap(), accessibilityPerformEscape() or an accessibility property it computes inside"
            case .codeAfterReturn: "'return' must end the body: the code after it would never run"
            case .emptyCase: "a case needs at least one statement: write 'break' to do nothing"
            case .switchWithoutDefault:
                "a switch on a number or text must handle every value: end it with 'default:' (Swift refuses it otherwise)"
            case .unsupportedLocalType(let name): "'\(name)' can't be a local's type here: use Int, Double, Float, String or Bool"
            case .assignToLet(let name): "'\(name)' is a 'let' constant and can't change: declare it with 'var'"
            case .interpolatedFormat:
                "String(format:) takes a plain format string: put the values after it, as in "
                    + "String(format: \"%d of 5\", rating)"
            case .unsupportedFormat(let written):
                "'\(written)' is not a format the tutor runs: use %d (an Int), %.1f or %g (a Double or Float), %@ (a String) "
                    + "or %% (a percent sign)"
            case .formatArgumentCount(let specifiers, let arguments):
                "the format asks for \(specifiers) value\(specifiers == 1 ? "" : "s") and \(arguments) "
                    + "\(arguments == 1 ? "is" : "are") given: Foundation would read what was never passed"
            case .formatArgument(let specifier, let takes, let found, _):
                "'\(specifier)' takes \(takes), and this is \(found)"
                    + (found.hasPrefix("a String?") ? ", which does not compile" : ": Foundation would print a wrong value")
            case .unknownName(let name, let owner, let declared, _, let kotlin):
                (owner.map { "'\(name)' is not a property of \($0) or a state variable of the screen" }
                    ?? "'\(name)' is not a state variable of the screen")
                    + (!declared.isEmpty ? " (it declares \(declared.joined(separator: ", ")))"
                        : kotlin ? " (this screen keeps none of the app's variables, so a lambda here cannot change one)"
                        : " (the screen declares none: use a property of the view, such as value or accessibilityValue)")
            case .propertyInSwiftUIAction(let property):
                "a SwiftUI action can't read or set a view's '\(property)': views are values computed from state. "
                    + "Change the app's state (a variable the screen declares under state:, as in 'rating += 1') and show it with "
                    + "a modifier, as in .accessibilityValue(\"\\(rating)\")"
            case .undeclaredProperty(let property, let type, let owners, let writing, _):
                Problem.undeclaredMessage(property, type: type, owners: owners, writing: writing)
            case .variableKind(let name, let kind, let needs, let kotlin, true):
                // `saved = "true"`: the value is wrong, not the variable.
                "'\(name)' is \(kind == .int ? "an" : "a") \(kind == .bool && kotlin ? "Boolean" : kind.rawValue), so it "
                    + "cannot be given \(kotlin ? needs.kotlinWords : needs.rawValue): give it "
                    + (kind == .bool ? "true or false" : kind == .string ? "text in double quotes" : "a number")
            case .variableKind(let name, let kind, let needs, let kotlin, false):
                kotlin
                    ? "'\(name)' is \(kind == .int ? "an" : "a") \(kind == .bool ? "Boolean" : kind.rawValue), and "
                        + "\(needs.kotlinWords) is needed here"
                        + (kind != .string && (needs == .string || needs == .optionalString)
                            ? ": write it as text, \"$\(name)\"" : "")
                        // setText(Int) compiles: it takes a string resource's id, and the app crashes.
                        + (kind == .int && (needs == .string || needs == .optionalString)
                            ? " (setText(\(name)) would compile, reading it as a string resource's id, and crash when run)" : "")
                    : "'\(name)' is \(kind == .int ? "an" : "a") \(kind.rawValue), and \(needs.rawValue) is needed here"
                        + (kind != .string && (needs == .string || needs == .optionalString)
                            ? ": write it as text, \"\\(\(name))\"" : "")
            case .extensionOfInstance(let id, let typeName, let shared):
                "an extension names a type, and '\(id)' is a view: it is a \(typeName), so write "
                    + "'extension \(typeName) { … }'"
                    + (shared ? " (which changes every \(typeName) of the app: the screen gives \(id) no class of its own)" : "")
            case .unknownExtendedType(let name, let types, _):
                "no view on this screen is a '\(name)': an extension names a view's class, here "
                    + types.joined(separator: ", ")
            case .callInBody(let name) where name == "UIAccessibilityPostNotification":
                "Swift 4.2 renamed UIAccessibilityPostNotification(_:_:): write UIAccessibility.post(notification: "
                    + ".announcement, argument: …)"
            case .callInBody(let name) where Parser.mathCalls.contains(name) || name == "print":
                "'\(name)(…)' is a call the tutor does not read here: the code may change views and the app's state "
                    + "(guard, if and switch choose), and post accessibility notifications"
            case .callInBody(let name):
                "'\(name)(…)' is the app's own code, which the tutor cannot run here: a call with a closure after it, or "
                    + "one whose value is used, is not read; write what it changes instead (code here may change views and "
                    + "the app's state, with guard, if and switch, and post accessibility notifications)"
            case .unmodelledViewAttribute(let name, let note):
                "'\(name)' is a View's, but the tutor does not model it, so it has nothing to apply: \(note)"
            case .typeInBody(let name):
                "'\(name)' is a type the tutor does not model in code here, and what it does is not heard: leave the line "
                    + "out (the code may change the screen's views and the app's state, with guard, if and switch, and post "
                    + "accessibility notifications)"
            case .controllerMethodInView(let name):
                "'\(name)(…)' is a UIViewController's method, and an extension of a view has none: a view leaves the "
                    + "screen with 'isHidden = true' or 'removeFromSuperview()'"
            case .nearlyAKnownCall(let name, _):
                "'\(name)(…)' is not a function the tutor knows, and it nearly spells one it reads"
            case .superInBody: "'super' is not supported here: write what the adjustment does, such as 'value += 1'"
            case .partInBody: "a part of a control can't be changed inside an adjustment"
            case .propertyNotInBody(let property):
                "'\(property)' can't be changed inside an adjustment: only text, number and true/false properties can"
            case .arithmeticInBody: "'*' and '/' are read between numbers in Swift, and not here: add or subtract, as in "
                + "'value + 1' or 'x += N'"
            case .nilInBody: "nil can't be set inside an adjustment"
            case .switchOnOther(let subject, let parameter):
                "switch on the direction '\(parameter)', not on '\(subject)'"
            case .unknownDirection(let name, _): "unknown direction '.\(name)': use .increment or .decrement"
            case .handlerParameter(let returnsBool):
                returnsBool
                    ? "the handler is given the action it belongs to: start it with '_ in', as in { _ in … return true } "
                        + "(Swift refuses a closure that leaves its argument out)"
                    : "the handler is given the UIAction: start it with '_ in', as in { _ in … } "
                        + "(Swift refuses a closure that leaves its argument out)"
            case .missingHandlerReturn(let inMethod):
                "missing return in \(inMethod ? "an instance method" : "a closure") expected to return 'Bool': end "
                    + (inMethod ? "the method with 'return true' when it handled the gesture (or 'return false')"
                                : "the handler with 'return true' when the action succeeded (or 'return false')")
            case .missingReturnValue:
                "the handler returns a Bool: write 'return true' when the action succeeded, or 'return false'"
            case .selfNotOptional:
                "'self' is not optional here: write 'self.' (after [weak self] it is, and 'guard let self' unwraps it)"
            case .readThroughWeakSelf(let returnsBool):
                "reading through 'self?.' gives an optional: unwrap the view controller first with "
                    + "'guard let self else { \(returnsBool ? "return false" : "return") }', then read self.…"
            case .weakSelfNeedsUnwrap(let returnsBool):
                "'self' is optional after [weak self]: write 'self?.' to change a view, or unwrap it first with "
                    + "'guard let self else { \(returnsBool ? "return false" : "return") }'"
            case .controllerProperty(let property):
                "inside the handler 'self' is the view controller, not a view: name the view whose '\(property)' "
                    + "changes, as in 'self.row.\(property)'"
            case .implicitSelf(let name, let through):
                through == "self." || through == "self?."
                    ? "reference to '\(name)' in a closure requires explicit use of 'self' to make capture semantics explicit"
                    : "'\(name)' is the view controller's: reach it through '\(through.dropLast())'"
            case .mainQueueInView:
                "a block queued on the main queue is not modelled in a view's own methods: post from the method itself, "
                    + "which VoiceOver hears when it returns"
            case .viewAsValue(let name, let view):
                "'\(name)' is \(name == view ? "a view" : "the view \(view)"), and a view is no text or number here: read "
                    + "one of its properties, as in \(name).accessibilityLabel"
            case .kotlinNumberTypes(let expected, let found):
                "type mismatch: inferred type is \(found) but \(expected) was expected: Kotlin turns no \(found) into "
                    + "an \(expected) by itself; convert it, as in (…).to\(expected)()"
            case .kotlinBooleanToggle(let name):
                "unresolved reference 'toggle': Kotlin's Boolean has no toggle() (Swift's Bool has); write \(name) = !\(name)"
            case .viewLiveRegionInCompose(let constant, let mode):
                "View.\(constant) is a View's Int, and Compose's liveRegion takes a LiveRegionMode: write "
                    + (mode == "None" ? "no liveRegion at all (a node has none by default)" : "LiveRegionMode.\(mode)")
            case .kotlinBareReturn:
                "'return' is not allowed here: a Kotlin lambda gives back its last expression (write true as an action's "
                    + "last line); to leave it early, return with its label, as in return@setOnClickListener or "
                    + "return@addAccessibilityAction true"
            case .composeLayoutWrittenAgain(let layout):
                "a \(layout) written again cannot be found on the screen: the tutor finds a composable written again by "
                    + "the text or icon it shows (Text, Button, Icon); set the \(layout)'s modifier by its node's name, as in "
                    + "row.modifier = Modifier.semantics(mergeDescendants = true) { } ('show' lists the names)"
            case .viewHolderRow:
                "'itemView' is a ViewHolder's row, set in onBindViewHolder for each row in turn; the screen names each "
                    + "row that is bound, so set it on the row's id, as in firstRow.contentDescription = … ('show' lists them)"
            case .composeTextNotLiteral:
                "the tutor finds a Text written again by the words it shows: write them in double quotes, as in "
                    + "Text(\"Upload complete\", modifier = …), or name the node, as in uploadStatus.modifier = Modifier.semantics { … }"
            case .composeTextWithoutModifier(let text):
                "a Text written again needs the modifier that fixes it, as in Text(\(CodeLiteral.kotlin(text)), modifier = "
                    + "Modifier.semantics { heading() }): the Text alone changes nothing"
            case .noRoundedOnInt:
                "value of type 'Int' has no member 'rounded': an Int is whole already; round the Float or Double "
                    + "before converting, as in Int(value.rounded())"
            case .divisionByZero:
                "division by zero: an Int divided by 0 stops the app (Swift traps), so divide by a number that is never 0"
            case .numberTypes(let operation, let left, let right):
                switch operation {
                case "=": "cannot assign value of type '\(right)' to type '\(left)': convert it, as in \(left)(…)"
                case "+=", "-=": "cannot convert value of type '\(right)' to expected argument type '\(left)': convert it, "
                    + "as in \(left)(…)"
                case "min", "max":
                    "conflicting arguments to generic parameter 'T' ('\(left)' vs. '\(right)'): \(operation) takes two numbers "
                        + "of one type; convert one, as in \(right)(…)"
                default:
                    "binary operator '\(operation)' cannot be applied to operands of type '\(left)' and '\(right)': convert one, "
                        + "as in \(right)(…)"
                }
            case .swiftShorthandArgument:
                "'$0' is Swift's shorthand for a closure's argument: a Kotlin lambda calls its one argument 'it'"
            case .targetSelector:
                "addTarget(_:action:for:) calls a method of the app that the tutor cannot see: write the code in a "
                    + "closure, 'x.addAction(UIAction { _ in … }, for: .touchUpInside)'"
            case .selectorAction:
                "target: and selector: call a method of the app that the tutor cannot see: give the action its "
                    + "handler instead, UIAccessibilityCustomAction(name: \"…\") { _ in … return true }"
            case .emptyActionName: "an action needs a name the screen reader can say, such as \"Delete\""
            case .unknownPropertyWrapper(let name):
                switch name {
                case "State":
                    "the app's @State is the screen's, not the fix's ('show' lists the state the screen declares); a fix "
                        + "declares only '@AccessibilityFocusState var NAME: Bool'"
                case "FocusState":
                    "@FocusState moves the keyboard's focus (a text field's); VoiceOver's own focus, which reaches any "
                        + "view, is '@AccessibilityFocusState var NAME: Bool'"
                default:
                    "'@\(name)' is not a property wrapper a fix declares: a fix declares '@AccessibilityFocusState var NAME: Bool'"
                }
            case .focusStateValue:
                "an @AccessibilityFocusState starts false and takes no value: write '@AccessibilityFocusState var NAME: Bool'"
            case .focusStateType(let type):
                "a focus state here is a Bool, not '\(type)': write '@AccessibilityFocusState var NAME: Bool' (one per view "
                    + "to focus)"
            case .titleForState(let state):
                "the tutor does not read a title for .\(state) yet: a UIButton shows it only in that state, and the model "
                    + "keeps one title, the one for .normal"
            case .setTitleOnNonButton(let id, let type):
                "setTitle(_:for:) is a UIButton's, and '\(id)' is \(Problem.article(type.name)) \(type.name)"
                    + (type == .UILabel ? ": a label shows its text, \(id).text = \"…\"" : "")
            case .noIconShown(let icon, let shown, _):
                "no node on this screen shows the icon \(icon)" + (shown.isEmpty
                    ? ": the screen names no node's icon (a screen says it with icon: Icons.Filled.…); name the node instead, "
                        + "as in send.modifier = Modifier.semantics { contentDescription = \"…\" }"
                    : " (its icons: \(shown.joined(separator: ", ")))")
            case .optionSetOfOtherFramework(let written, let swiftUI):
                "'\(written)' is \(swiftUI ? "UIKit" : "SwiftUI")'s type, and "
                    + (swiftUI ? "SwiftUI's .accessibilityDirectTouch(options:) takes AccessibilityDirectTouchOptions"
                               : "UIKit's accessibilityDirectTouchOptions takes UIAccessibility.DirectTouchOptions")
                    + ": write the option alone, as in .silentOnTouch"
            case .notALanguageTag(let tag):
                "'\(tag)' is no BCP 47 language tag, which accessibilityLanguage takes: write the language, then the "
                    + "region after a hyphen, as in \"fr\" or \"fr-FR\"" + (tag.contains("_") ? " (a locale identifier's '_' is a '-' here)" : "")
            case .optionalURL:
                "URL(string:) returns an optional URL, which a Link does not take: write URL(string: \"…\")! for an address "
                    + "you know is well formed"
            case .constantToggle:
                "a .constant binding never changes, so the Toggle could not be flipped: the tutor reads a Toggle bound to a "
                    + "state variable the screen declares (isOn: $name); to dim the one the screen has, write its modifier on "
                    + "its id, as in toggle.disabled(true)"
            case .toggleBindingNeedsDollar:
                "a Toggle takes a binding to the Bool it shows and sets: write '$' before its name, as in isOn: $accepted"
            case .focusBindingNeedsDollar:
                "accessibilityFocused takes the focus state's binding: write '$' before its name, as in .accessibilityFocused($isFocused)"
            case .focusStateEquals:
                "'equals:' binds an enum focus state, which the tutor does not model: give each view its own Bool, "
                    + ".accessibilityFocused($isFocused)"
            case .notAFocusState(let name, let declared):
                declared
                    ? "'\(name)' is not an @AccessibilityFocusState: only one can be bound with .accessibilityFocused($\(name))"
                    : "no focus state '\(name)': declare it first, '@AccessibilityFocusState var \(name): Bool'"
            case .redeclaredState(let name): "invalid redeclaration of '\(name)'"
            case .constantNotLiteral(let name, let kotlin):
                "the tutor reads a constant only as a literal (text in quotes, a number, true or false), put in place of "
                    + "its name where it is read: write this value where '\(name)' is used (a value read from a view "
                    + "would be read where the \(kotlin ? "val" : "let") is, not where it is used)"
            case .constantOptional(let name, let type):
                "the tutor reads a constant by putting its literal where '\(name)' is read, and a literal is no \(type)?: "
                    + "declare it 'let \(name): \(type) = …' (or without the type), or write the value where it is used"
            case .constantType(let type, let declared, let kotlin):
                kotlin ? "type mismatch: inferred type is \(type) but \(declared) was expected"
                    : "cannot convert value of type '\(type)' to specified type '\(declared)'"
            case .constantNamesAView(let name):
                "'\(name)' is a view of the screen: give the constant another name, as in \(name)Text"
            case .bindingNotAView(let name):
                "the tutor reads 'if let' over a view or a control's part (if let item = tabBar.items?[2] { … }); "
                    + "'\(name)' would hold a value that may be nil, and then the block would not run: write the value "
                    + "where it is used, with ?? and the text for nil, as in caption.text ?? \"\""
            case .assignToConstant(let name, let kotlin):
                kotlin ? "'val' cannot be reassigned: '\(name)' is a constant" : "cannot assign to value: '\(name)' is a 'let' constant"
            case .stateNamesAnElement(let name): "'\(name)' is a view of the screen: give the focus state another name, as in \(name)Focused"
            case .emptyContentLabel: "a piece of custom content needs a label the screen reader can say, such as \"Age\""
            case .noCustomContent(let id, let type):
                "'\(id)' is a \(type.name), which has no 'accessibilityCustomContent': a UIKit view offers custom content "
                    + "when its class conforms to AXCustomContentProvider (class Dog\(type.name.dropFirst(2)): \(type.name), "
                    + "AXCustomContentProvider { var accessibilityCustomContent: [AXCustomContent]! = [] }), and "
                    + "'\(id)' is not one"
            case .unnamedSwiftUIAction:
                "name the action, .accessibilityAction(named: \"Delete\") { … }, or give the kind it answers: "
                    + ".accessibilityAction(.default) { … } (a double tap), .accessibilityAction(.magicTap) { … } "
                    + "or .accessibilityAction(.escape) { … }"
            case .swiftUIFocusElement(let name):
                "a SwiftUI view is a value, not an element to pass as '\(name)': give the view "
                    + "'.accessibilityFocused($isFocused)' and set 'isFocused = true' to move VoiceOver there, or post the "
                    + "screen change with no element to start from the top"
            case .unknownNotification(let name, _): "unknown notification '\(name)'"
            case .announcementNotPosted:
                "an AccessibilityNotification is heard only once posted: end it with '.post()'"
            case .announcementArgument(let found):
                "an announcement's argument is the text to speak, a String, and this is \(found)"
            case .kotlinCommandParameters:
                "the lambda is an AccessibilityViewCommand, given the view and the arguments: start it with '_, _ ->'"
            case .kotlinClickParameters:
                "an OnClickListener is given the clicked View: write '{ … }' (the View is 'it') or '{ view -> … }'"
            case .accessibilityEventType(let type):
                "'\(type)' is not modelled: TYPE_VIEW_FOCUSED moves TalkBack's focus to the view; to be heard without moving "
                    + "focus, call announceForAccessibility(\"…\") or make the view a live region"
            case .accessibilityActionNotModelled(let action):
                "'\(action)' is not modelled: ACTION_ACCESSIBILITY_FOCUS gives the view TalkBack's focus; to be heard "
                    + "without moving focus, call announceForAccessibility(\"…\") or make the view a live region"
            case .callOutsideListener(let method, let id):
                method == "performAccessibilityAction"
                    ? "'performAccessibilityAction()' is a call the app makes when something happens: put it in the code a "
                        + "click runs, as in 'button.setOnClickListener { \(id).performAccessibilityAction("
                        + "AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS, null) }'"
                    : "'\(method)()' is a call the app makes when something happens: put it in the code a click runs, as in "
                        + "'button.setOnClickListener { \(id).\(method)(\(method == "requestFocus" ? "" : "…")) }'"
                        + (method == "requestFocus" ? " (in Compose, through a FocusRequester: "
                            + "'button.modifier = Modifier.clickable { \(id).requestFocus() }')" : "")
            case .javaListener(let id):
                "this is Java's listener: in Kotlin pass a lambda, as in '\(id).setOnClickListener { … }'"
            case .accessibilityDelegateNotRead(let id):
                "an AccessibilityDelegate fills in what TalkBack reads in code of the app's own, which the tutor does not run: "
                    + "say the same with \(id)'s attributes (contentDescription, stateDescription, isAccessibilityHeading) or "
                    + "with ViewCompat.addAccessibilityAction(\(id), \"…\") { _, _ -> …; true }"
            case .touchListener(let method, let id):
                "TalkBack's double tap clicks the view, and '\(method)' is not called by a click: "
                    + "give '\(id)' a click listener, as in '\(id).setOnClickListener { … }'"
            case .keyboardFocusOrder(let attribute, let id):
                "'\(attribute)' orders a keyboard's focus (Tab and the arrow keys), which TalkBack's swipes do not follow: "
                    + "TalkBack's order is set with accessibilityTraversalAfter or accessibilityTraversalBefore, as in "
                    + "'\(id).accessibilityTraversalAfter = R.id.…'"
            case .contentIndexOutOfRange(let index, let count, let id):
                count == 0 ? "'\(id)' lists no custom content, so [\(index)] is out of range: Swift stops the app there"
                    : "'\(id)' lists \(count) \(count == 1 ? "piece" : "pieces") of custom content, [0] to [\(count - 1)], so "
                    + "[\(index)] is out of range: Swift stops the app there"
            case .accessibilityMethodCalled(let method, let id):
                "calling '\(id).\(method)()' runs it once, where the view is set up; VoiceOver calls it itself on each swipe or "
                    + "double tap: to change what it does, override it in the view's class (extension CLASS { override func "
                    + "\(method)() { … } }), and to set the value write \(id).value = …"
            case .removedFromSuperview(let id):
                "the tutor does not take views out: removing '\(id)' takes it from sighted users too; to take it from VoiceOver "
                    + "only, set \(id).isAccessibilityElement = false (accessibilityElementsHidden = true for a container), or "
                    + "isHidden = true when the app hides it for everyone"
            case .iconOnComposable(let id):
                "a composable has no 'icon' to set: '\(id)' shows its Icon where it is composed, so write that again with "
                    + "the Icon's description, as in 'IconButton(onClick = { … }) { Icon(Icons.Filled.Mic, contentDescription = "
                    + "\"Record voice note\") }'"
            case .iosAnnouncementOnAndroid(let word):
                "'\(word)' is iOS's: on Android a live region says a change where it is shown "
                    + "(VIEW.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE); view.announceForAccessibility(…) "
                    + "in a listener speaks at once, but is deprecated in API 36"
            case .swiftUITraitsModifier:
                "SwiftUI has no .accessibilityTraits(…): a view adds traits with .accessibilityAddTraits(.isButton) and "
                    + "removes them with .accessibilityRemoveTraits(…)"
            case .interpolatedSpokenText(let what):
                "the tutor keeps this text as the words VoiceOver says, so it takes no \\( ) here (Swift would compile "
                    + "it): write \(what)"
            case .interpolatedLocalizedKey(let what):
                "'\(what)' with \\( ) builds its key from the interpolation (\"%lld tasks left\"), which the tutor's strings "
                    + "table does not hold: here write the text itself, as in \"\\(tasksLeft) tasks left\""
            case .unqualifiedViewConstant(let word):
                "'\(word)' is View's constant: in an Activity or a Fragment, where this code runs, Kotlin reaches it "
                    + "as View.\(word) (bare, it compiles only inside a View subclass or with its import)"
            case .unqualifiedLiveRegionMode(let mode):
                "'\(mode)' is LiveRegionMode's constant: Kotlin reaches it as LiveRegionMode.\(mode) (bare, it compiles "
                    + "only with its own import of LiveRegionMode.Companion.\(mode))"
            case .checkedChangeParameters:
                "OnCheckedChangeListener's lambda takes the button and its new state: name both, as in "
                    + "{ _, isChecked -> … }"
            case .checkedChangeListenerOn(let id, let type):
                "'\(id)' is \(Problem.article(type.name)) \(type.name), which has no setOnCheckedChangeListener: a CompoundButton "
                    + "(CheckBox, RadioButton, Switch) has it; another View says what a click changed in "
                    + "'\(id).setOnClickListener { … }'"
            case .clickListenerOnComposable(let id):
                "'\(id)' is a Composable, which has no setOnClickListener: a composable is clicked through its modifier, "
                    + "as in '\(id).modifier = Modifier.clickable(onClickLabel = \"…\") { … }'"
            case .composeNodeAssignment(let id):
                "'\(id)' is a composable, which code does not change: change the state it reads (count++), and Compose "
                    + "composes it again; its text or semantics name the state, as in Text(\"$count in basket\")"
            case .unknownViewMethod(let id, let method):
                "'\(id)' is a View of this screen, and '\(method)' is not a View method the tutor reads: a listener may "
                    + "set its attributes, call requestFocus(), sendAccessibilityEvent(…) or announceForAccessibility(…), "
                    + "and the app's own functions (subscribe(), viewModel.save())"
            case .decorativeSymbol(let symbol):
                "'\(symbol)' is an SF Symbol, Image(systemName: \"\(symbol)\"): Image(decorative:) loads an asset of the app "
                    + "by that name, and the symbol would not show; hide the symbol from VoiceOver instead, as in "
                    + "Image(systemName: \"\(symbol)\").accessibilityHidden(true)"
            case .symbolWithoutModifier(let symbol):
                "an SF Symbol written again takes the modifiers to apply, as in Image(systemName: \"\(symbol)\")"
                    + ".accessibilityHidden(true) or .accessibilityLabel(\"…\")"
            case .composeNodeAnnouncement(let id):
                "'\(id)' is a composable, not a View, and has no announceForAccessibility: the View that holds the "
                    + "composition announces (val view = LocalView.current in the composable, then "
                    + "view.announceForAccessibility(\"…\") in the click), or make '\(id)' a live region "
                    + "(liveRegion = LiveRegionMode.Polite in its semantics) and change the state it shows"
            case .unknownComputedProperty(let name, _):
                "'\(name)' is not computed here: an extension may compute accessibilityLabel, accessibilityValue, "
                    + "accessibilityHint, accessibilityTraits or isAccessibilityElement"
            case .missingPropertyOverride(let name):
                "'\(name)' replaces the property every view inherits, and Swift requires 'override' for that: "
                    + "write 'override var \(name): \(Parser.computedType(name)) { get { … } set { } }'"
            case .computedPropertyType(let name):
                "'\(name)' is a \(Parser.computedType(name)) in UIKit, and an override keeps its type: write "
                    + "'override var \(name): \(Parser.computedType(name))'"
            case .getterReadsItself(let name):
                "'\(name)' read inside its own getter calls the getter again, without end (the app would crash): read "
                    + "what the superclass gives with super.\(name)"
            case .storedPropertyInExtension(let name):
                "an extension can't hold a stored property ('\(name)'): the app's variables are the screen's state, read by "
                    + "name in the methods; an extension may compute accessibilityValue (override var … { get { … } set { } })"
            case .readOnlyOverride(let name):
                "'\(name)' can be set, and Swift does not let a read-only property override it: write the getter and a "
                    + "setter, '{ get { … } set { } }'"
            case .contentNamesAView(let name):
                "'\(name)' is a view of the screen: give the piece another name, as in \(name)Age"
            case .actionNamesAView(let name):
                "'\(name)' is a view of the screen: give the action another name, as in \(name)Action"
            case .unknownActionConstant(let name, _):
                "no action '\(name)': make it first, 'let \(name) = UIAccessibilityCustomAction(name: \"…\") { _ in … return true }'"
            case .unknownContentConstant(let name, _):
                "no AXCustomContent '\(name)': make it first, 'let \(name) = AXCustomContent(label: \"…\", value: \"…\")'"
            case .variableOutsideListener(let name):
                "'\(name)' is the app's variable, which changes when something happens: put the change in the code a "
                    + "click runs, as in 'button.setOnClickListener { \(name)++ }'"
            case .requesterNamesANode(let name):
                "'\(name)' is a node of the screen: give the requester another name, as in \(name)Focus"
            case .requestFocusOnComposable(let id):
                "'\(id)' is a Composable, which has no requestFocus(): attach a requester to it, "
                    + "'\(id).modifier = Modifier.focusRequester(\(id)Focus).focusable()', declared with "
                    + "'val \(id)Focus = remember { FocusRequester() }', and call '\(id)Focus.requestFocus()'"
            case .unknownFocusRequester(let name, _):
                "no FocusRequester '\(name)': declare it first, 'val \(name) = remember { FocusRequester() }'"
            case .unattachedFocusRequester(let name):
                "'\(name)' is attached to no node: Compose throws IllegalStateException (FocusRequester is not initialized) "
                    + "when it is asked for focus; give the node 'Modifier.focusRequester(\(name)).focusable()'"
            case .kotlinLambdaResult:
                "the lambda returns whether the action was performed: end it with 'true' (or 'false'), its last expression"
            case .notInKotlinAction:
                "an action's lambda here sets a view's attribute to a value or another view's attribute, or calls "
                    + "announceForAccessibility: this is not modelled inside it"
            case .composeActionBody(let found):
                switch found {
                case "}":
                    "the action's lambda returns a Boolean, whether the action was done: an empty one returns Unit and "
                        + "does not compile; write { true }"
                case "return":
                    "a bare 'return' in a Kotlin lambda does not compile: its last expression is its result, as in { true }"
                case "} after a call":
                    "the action's lambda returns a Boolean, its last expression, whether the action was done, and the "
                        + "tutor cannot see what the app's call returns: end it with the result, as in { onDelete(); true } "
                        + "(in the app, a call that itself returns the Boolean may end it)"
                default:
                    "the tutor keeps the app's calls in the lambda (onDelete(), viewModel.archive(item)), not other code: "
                        + "write the calls, then the result, as in { onDelete(); true }"
                }
            case .tooManyComposeActions:
                "a Compose node takes at most 31 custom actions: Compose fails on more"
            case .missingBoolResult(let name):
                "'\(name)()' returns whether it handled the gesture: write 'override func \(name)() -> Bool { … return true }'"
            case .unknownLiveRegion(let name, _):
                "unknown live region mode '\(name)': a View takes View.ACCESSIBILITY_LIVE_REGION_POLITE, _ASSERTIVE or _NONE; "
                    + "Compose's liveRegion takes LiveRegionMode.Polite or LiveRegionMode.Assertive"
            case .unknownControlState(let name, _):
                "unknown UIControl.State '.\(name)': use " + Problem.alternatives(Parser.controlStates)
            case .unknownControlEvent(let name, _):
                "'.\(name)' is not an event the tutor knows: .touchUpInside or .touchDown (a tap, which VoiceOver's double "
                    + "tap makes), .primaryActionTriggered, .valueChanged (a switch flipped, a slider or stepper moved), or "
                    + ".editingChanged (text typed, which the tutor does not model)"
            case .notAControl(let id, let type):
                "'\(id)' is a \(type.name), which is not a UIControl: it has no addAction(_:for:). A control (a UIButton, "
                    + "UISwitch, …) sends events; any view can take a custom action instead"
            case .postOutsideHandler(let swiftUI):
                swiftUI
                    ? "a notification is posted when something happens: post it inside an action, as in "
                        + "card.accessibilityAction(named: \"Archive\") { AccessibilityNotification.Announcement(\"Archived\").post() }"
                    : "a notification is posted when something happens: post it in the code that runs then, such as a "
                        + "button's tap, BUTTON.addAction(UIAction { _ in UIAccessibility.post(notification: .announcement, "
                        + "argument: \"…\") }, for: .touchUpInside), or a custom action's handler"
            case .viewOutsideItsClass(let id, let type):
                "'\(id)' is not in scope inside \(type)'s own code: a view's class reaches the views it holds (its "
                    + "subviews, kept as its properties), not the view controller's other views; set '\(id)' from the view "
                    + "controller instead"
            case .viewByNameInItsClass(let id, let type):
                "inside \(type)'s own code the view is 'self', and '\(id)' is not in scope there: write the property "
                    + "alone (isHidden = true) or through self (self.isHidden = true)"
            case .repeatedAction(let name, let element, true):
                "the list gives '\(element)' two actions named '\(name)': the screen reader would say both alike; give each its own name"
            case .repeatedAction(let name, let element, false):
                "'\(element)' already offers an action named '\(name)': the screen reader would say both alike (in the tutor, "
                    + "'undo' takes back the earlier statement)"
            case .actionsListWhole:
                "set the whole list, 'row.accessibilityCustomActions = [ … ]', or add one with '?.append(…)' "
                    + "(which does nothing while the list is nil, UIKit's default)"
            case .captureInSwiftUI:
                "a SwiftUI view is a struct: its closures need no capture list, and change its state directly"
            case .swiftUIClosureTakesNothing:
                "SwiftUI's action closure takes no argument: leave out '… in' and start with the code, as in { archived += 1 }"
            case .returnsNothing:
                "this closure returns nothing: write 'return' alone, or leave it out at the end"
            case .wrongDialect(let name, let platform, let equivalent):
                Problem.wrongDialectMessage(name, on: platform, equivalent)
            case .androidOnlyStatement(let word):
                "'\(word)' is Android code: on iOS set the UIKit property, as in 'row.accessibilityLabel = \"…\"'"
            case .iosOnlyStatement(let word):
                word == "ib"
                    ? "'ib' ticks Interface Builder's checkboxes, which are iOS's: on Android set the View attribute, "
                        + "as in 'email.contentDescription = \"Email\"'"
                    : "'\(word)' writes iOS adjustable behaviour: on Android a SeekBar adjusts by itself; set its "
                        + "progress, min and max"
            case .actionsCoalescedWithoutParentheses(let id):
                "Swift reads '??' after '+', so a view that has actions keeps them and the new ones are dropped: write "
                    + "(\(id).accessibilityCustomActions ?? []) + [ … ]"
            case .kotlinLoopOverViews(let example, let declarative):
                (declarative
                    ? "composables are functions Compose calls, not objects a loop can change afterwards: give each its "
                        + "modifier, as in '"
                    : "the tutor reads a loop over a list of the screen's views (listOf(a, b).forEach { it.… }, or "
                        + "for (view in listOf(a, b)) { … }), and not this one: write the statement once for each view, as in '")
                    + (example ?? "title.isAccessibilityHeading = true") + "'"
            case .loopOverViews(let example, true):
                "SwiftUI views are values a body builds, not objects a loop can change afterwards: give each view its "
                    + "modifiers where it is built" + (example.map { ", as in '\($0)'" } ?? ", as in Text(\"…\").accessibilityHidden(true)")
            case .loopOverViews(let example, false):
                "the tutor reads a loop over a list of the screen's views (for view in [a, b] { view.… }, or "
                    + "[a, b].forEach { $0.… }), and not this one: write the statement once for each view, as in '"
                    + (example ?? "row.accessibilityTraits.insert(.button)") + "'"
            case .viewNotMadeAgain(let name):
                "'\(name)' makes a SwiftUI view, and a fix makes again only Button, Text, Toggle, Link and Image: change the "
                    + "view the screen has through its id, as in row.accessibilityAddTraits(.isButton)"
            case .typeDeclaration(let name):
                "'\(name)' is declared once, in the app: to change what it does for VoiceOver, write the override in "
                    + "'extension \(name) { … }', which adds to the app's class"
            case .kotlinKeyword(let word) where word == "val":
                "a 'val' here keeps a value fix statements do not use: they keep a literal (val saved = \"Saved\"), a "
                    + "FocusRequester (val focus = remember { FocusRequester() }) and an action's id "
                    + "(val id = ViewCompat.addAccessibilityAction(…)); otherwise each sets an attribute of a view, as in "
                    + "'email.contentDescription = \"Email\"'"
            case .kotlinKeyword(let word):
                "'\(word)' is not part of fix statements: each one sets an attribute of a view, as in "
                    + "'email.contentDescription = \"Email\"'"
            case .androidTypeMismatch(let property, .importance, "a number", _), .androidTypeMismatch(let property, .visibility, "a number", _),
                 .androidTypeMismatch(let property, .liveRegion, "a number", _):
                // The constants are Ints, so the number compiles; lint's WrongConstant refuses it.
                "'\(property)' is an Int, but Android's lint refuses a bare number where View declares named "
                    + "constants (WrongConstant): write the constant"
            case .androidTypeMismatch(let property, let expected, let found, _):
                "'\(property)' expects \(expected.kotlinWords), not \(found)"
            case .swiftNil: "'nil' is Swift's: Kotlin and Java write null"
            case .resourceIDAsText(let id, let read):
                "'\(id)' is the resource's Int id, not its text: read the text with \(read)"
            case .composableCallInViewCode:
                "stringResource is a @Composable function and View code is not composable: "
                    + "read a resource with getString(R.string.NAME)"
            case .getStringInComposable(let call):
                "a composable function has no '\(call)': read a resource with stringResource(R.string.NAME)"
            case .resourceInSemantics(let call):
                "'\(call)' cannot be called inside semantics { }: the lambda is not composable. Compose reads "
                    + "the text first (val label = stringResource(R.string.play)) and sets contentDescription = "
                    + "label; fix statements have no local values, so write the text itself in quotes here"
            case .javaFormat(let name, let text, let failure):
                switch failure {
                case .unsupported(let spec):
                    "R.string.\(name) is \"\(text)\", whose '\(spec)' the tutor does not read: it reads "
                        + "%s, %d, %f, %.2f, positions such as %1$s, and %%"
                case .missing(let spec, let index, let count):
                    "R.string.\(name) is \"\(text)\", whose '\(spec)' takes argument \(index), and the call "
                        + "passes \(count): the app would throw MissingFormatArgumentException"
                case .mismatch(let spec, let index, let found):
                    "R.string.\(name) is \"\(text)\", whose '\(spec)' cannot take argument \(index), "
                        + "\(found): the app would throw IllegalFormatConversionException"
                }
            case .notAStringResource(let kind, let call):
                "\(call) reads a string resource, R.string.NAME, not R.\(kind)"
            case .unknownStringResource(let name, let declared, _):
                declared.isEmpty
                    ? "there is no string resource '\(name)': this app's strings.xml is not part of the exercise "
                        + "('show' lists the strings when it is); write the text itself in quotes"
                    : "there is no string resource '\(name)' on this screen: it declares "
                        + declared.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
                        + (declared.count > 8 ? " and \(declared.count - 8) more" : "")
            case .unknownImportance(let name, _):
                "unknown importance '\(name)': use View.IMPORTANT_FOR_ACCESSIBILITY_YES, _NO, _NO_HIDE_DESCENDANTS "
                    + "or _AUTO"
            case .unknownVisibility(let name, _):
                "unknown visibility '\(name)': use View.VISIBLE, View.INVISIBLE or View.GONE"
            case .toggleableWithoutValue:
                "Modifier.toggleable needs 'value = true' or 'value = false', the state TalkBack reads"
            case .unknownRole(let name, _):
                "unknown role 'Role.\(name)': use "
                    + Problem.listed(ComposeRole.allCases.map { "Role." + $0.rawValue })
            case .unknownSemanticsProperty(let name, _):
                "unknown semantics property '\(name)': use contentDescription, stateDescription, role, selected, "
                    + "toggleableState, liveRegion, paneTitle, heading(), disabled(), invisibleToUser(), customActions, "
                    + "expand { }, collapse { } or collectionInfo"
            case .composeOnlyProperty(let name, let element):
                switch name {
                case "mergeDescendants":
                    "'mergeDescendants' is Compose semantics: write '\(element).modifier = "
                        + "Modifier.semantics(mergeDescendants = true) { }'"
                case "expanded":
                    "'expanded' is not a View attribute: a View offers expand and collapse from its "
                        + "AccessibilityDelegate, which fix statements do not model; in Compose write '\(element).modifier = "
                        + "Modifier.semantics { collapse { true } }' (expanded) or 'expand { true }' (collapsed)"
                case "collection":
                    "'collection' is not a View attribute: a RecyclerView reports its items as a list itself; in "
                        + "Compose write '\(element).modifier = Modifier.semantics { collectionInfo = "
                        + "CollectionInfo(rowCount = 3, columnCount = 1) }'"
                case "clearsDescendants":
                    "'clearsDescendants' is not a View attribute: in Compose write '\(element).modifier = "
                        + "Modifier.clearAndSetSemantics { contentDescription = \"…\" }'; a View hides its children "
                        + "with importantForAccessibility = noHideDescendants"
                case "clickLabel":
                    "'clickLabel' is not a View attribute: in Compose write '\(element).modifier = "
                        + "Modifier.clickable(onClickLabel = \"…\") { … }'"
                case "traversalIndex", "isTraversalGroup":
                    "'\(name)' is Compose semantics ('Modifier.semantics { \(name == "traversalIndex" ? "traversalIndex = 1f" : "isTraversalGroup = true") }' on "
                        + "a composable); a View orders TalkBack with '\(element).accessibilityTraversalAfter = R.id.…' "
                        + "(visited just after that view) or accessibilityTraversalBefore"
                case "itemIndex":
                    "'itemIndex' is not a View attribute: a RecyclerView places its items itself; in Compose write "
                        + "'\(element).modifier = Modifier.semantics { collectionItemInfo = CollectionItemInfo(rowIndex = 0, "
                        + "rowSpan = 1, columnIndex = 0, columnSpan = 1) }'"
                default:
                    "'\(name)' is Compose semantics: write '\(element).modifier = Modifier.semantics { \(name) = … }'"
                }
            case .attributeCalledAsFunction(let name, let element):
                "'\(name)' is an attribute, not a function: write '\(element).\(name) = …'"
            case .clearedByEarlierClear(let modifier):
                "Compose reads a node's modifiers from the last to the first and starts afresh at clearAndSetSemantics, "
                    + "so it clears the semantics of '\(modifier)' written after it"
                    + (modifier == "semantics" || modifier == "clearAndSetSemantics" ? ": set these properties inside clearAndSetSemantics { }"
                       : " (its click action and role): write '\(modifier)' before clearAndSetSemantics in the chain")
            case .collectionCount(let label):
                "'\(label)' takes a whole number, 0 or more"
            case .gridNotModelled:
                "a CollectionInfo with several rows and several columns is a grid, which the model does not read: "
                    + "a list has columnCount = 1 (or rowCount = 1 when it scrolls sideways)"
            case .indeterminateState:
                "ToggleableState.Indeterminate is not modelled: use ToggleableState.On or ToggleableState.Off"
            case .modifierOnView(let id, let type):
                "'\(id)' is \("AEIOU".contains(type.rawValue.first ?? "x") ? "an" : "a") \(type.rawValue), not a Composable: "
                    + "a Modifier is Compose's; set the view's attributes, as in '\(id).contentDescription = \"…\"'"
            case .modifierOnUIKitView(let id, let type, let advice, _):
                "'\(id)' is a \(type.name), a UIKit view, and SwiftUI modifiers are for SwiftUI views: \(advice)"
            case .uikitOnSwiftUIView(let id, let type, let property, let advice, _):
                "'\(id)' is a SwiftUI \(type.name), and \(property) is UIKit's: \(advice)"
            case .attributeOnComposable(let id, let modifier):
                "'\(id)' is a Composable: Compose sets accessibility through modifiers, as in "
                    + "'\(id).modifier = \(modifier)'"
            case .expectedAndroidStatement(let found):
                "expected a statement such as 'email.contentDescription = \"Email\"', found \(Parser.describe(found))"
            case .modifierNeedsNode:
                "a modifier needs the node it belongs to: write 'ID.modifier = Modifier.semantics { … }', as in "
                    + "'row.modifier = Modifier.semantics { heading() }'"
            case .unknownViewCompatMethod(let name, _) where ["replaceAccessibilityAction", "removeAccessibilityAction"].contains(name):
                "ViewCompat.\(name) is real AndroidX, and the tutor does not read it yet: give the view its action with "
                    + "ViewCompat.addAccessibilityAction(view, \"Delete\") { _, _ -> …; true }"
            case .unknownViewCompatMethod(let name, _):
                "unknown method 'ViewCompat.\(name)': the tutor reads ViewCompat's "
                    + Parser.viewCompatAttributes.map(Dialect.setterName).joined(separator: ", ") + " and addAccessibilityAction"
            case .nonExhaustiveDirections(let missing):
                "switch must be exhaustive: add 'case .\(missing):' (with 'break' to do nothing) or '@unknown default: break'"
            case .duplicateDirection(let direction):
                "'.\(direction)' is tested already: the other branch is the other direction, '.\(direction == "increment" ? "decrement" : "increment")'"
            case .kotlinArgumentColon(let name):
                "Kotlin names an argument with '=', not ':' as Swift does: write '\(name) = …'"
            case .notInViewCompat(let name, let view):
                "ViewCompat has no '\(name)': call it on the view, as in '\(view ?? "VIEW").\(name)(…)'"
            case .bareNameAsAttributeValue(let name, let expected):
                "expected \(expected.kotlinWords), found '\(name)', which is not a variable the screen declares (state:): "
                    + (expected == .bool ? "write the value it has now; " : "")
                    + "to read another view's attribute write '\(name).ATTRIBUTE'"
            case .swiftInterpolation(let kotlin):
                "'\\( )' is Swift's interpolation: Kotlin writes \(kotlin)"
            case .unclosedTemplate: "this '${' is never closed: end it with '}'"
            case .unknownElement(let id, let ids, _):
                ids.isEmpty ? "no element '\(id)': this screen has no elements"
                    : "no element '\(id)' on this screen (its elements: \(ids.joined(separator: ", ")))"
            case .arithmeticInStatement(let symbol):
                "Swift computes '\(symbol)' here, but a statement takes the number itself: write the result; "
                    + "arithmetic is read in accessibilityIncrement() and accessibilityDecrement() bodies and actions"
            case .deprecatedAccessibilityModifier(let label):
                "'.accessibility(\(label):)' is iOS 13's form, deprecated since iOS 14 (it compiles with a warning): write "
                    + ".accessibility\(label.prefix(1).uppercased() + label.dropFirst())(…)"
            case .choiceInStatement(let condition):
                "Swift compiles a choice on \(condition) here, but a statement sets one value once: write the text for "
                    + "the state the screen shows, or make the choice where the state changes, in an action or "
                    + "accessibilityIncrement() body, which read '? :'"
            case .enabledModifier:
                "SwiftUI has no .enabled(_:): it says the opposite, .disabled(true) to disable a view"
            case .joinedOptional(let spelled):
                spelled == "nil" ? "'+' joins two Strings, and nil is none: leave it out"
                    : "'\(spelled)' is a String?, and '+' joins two Strings: unwrap it first, as in (\(spelled) ?? \"\")"
            case .listOptional(let spelled):
                spelled == "nil"
                    ? "joined(separator:) joins Strings, and nil is none: leave it out, or drop it with .compactMap { $0 }"
                    : "'\(spelled)' is a String?, and joined(separator:) joins Strings: drop the nil ones first with "
                        + ".compactMap { $0 }, or unwrap it, as in (\(spelled) ?? \"\")"
            case .textJoinedWithString(let textFirst):
                textFirst
                    ? "'+' after a Text joins another Text, not a String: wrap it, as in Text(\"a\") + Text(\"b\")"
                    : "'+' after a String joins another String, not a Text: write \"a\" + \"b\", or Text(\"a\") + Text(\"b\")"
            case .textMethodOnOptional(let method, let read):
                "\(read) is a String?, which has no \(method) until it is unwrapped: write \(read)?.\(method) "
                    + "(nil stays nil) or (\(read) ?? \"\").\(method)"
            case .propertyNotOnListClass(let property, let list, let types, let common):
                "[\(list.joined(separator: ", "))] holds " + Problem.list(types.reduce(into: [String]()) { names, type in
                    let name = "\(Problem.article(type.name)) \(type.name)"
                    if !names.contains(name) { names.append(name) }
                }) + ", so Swift types it [\(common.name)], which has no '\(property)': write the statement once for each view"
            case .textCaseOnCharSequence(let read, let method):
                "\(read) is a CharSequence, and \(method) is a String method: make it a String first, as in "
                    + "\(read).toString().\(method)"
            case .kotlinTextCaseLocale(let name, let locale):
                "'\(name)(\(locale))' follows the rules of that locale's language, which the tutor does not model: write "
                    + "\(name)(), which uses the invariant locale, as \(name)(Locale.ROOT) does"
            case .unreadKotlinTextMethod(let name):
                "'\(name)(…)' is a String method the tutor does not run: write the text as TalkBack should say it, "
                    + "in quotes or as a template (it reads uppercase() and lowercase())"
            case .removedKotlinTextCase(let name):
                "'\(name)()' is deprecated since Kotlin 1.5 and an error since 2.1: write "
                    + (name == "capitalize" ? "replaceFirstChar { it.uppercase() }, or the words as they should be said"
                                            : (name == "toUpperCase" ? "uppercase()" : "lowercase()"))
            case .chainedOnText(let method):
                "'?.' reaches into an optional, and this text is a String, never nil: write .\(method) without the '?'"
            case .clickRepeatsAppsChange(let id, let variable):
                "the app's click on '\(id)' already flips \(variable), and the tutor runs a fix's click after the app's, "
                    + "so \(variable) would change twice a tap and seem not to move: leave the clickable out (the click is "
                    + "the app's) and say the state with semantics, which read \(variable) again when it changes"
            case .choiceConditionNotBool(let found):
                "the condition of '? :' must be a Bool, and this one is \(found): compare it, as in count == 1 ? … : …"
            case .formatStyle:
                "the tutor reads formatted() with .number or .percent, and .precision(.fractionLength(N)) after either "
                    + "(N up to 6); other styles are not read yet: write one of those, or String(format: \"%.0f\", …)"
            case .nilInterpolated:
                "a bare nil has no type to write as text, and Swift does not compile it here: write the text to say, "
                    + "as in \"\\(caption.text ?? \"none\")\""
            case .chainedComparison(let first, let second):
                "Swift's comparisons do not chain ('\(first)' then '\(second)'): compare once, or join two with &&"
            case .measuredOptional(let spelled, let member, let chained):
                chained
                    ? "'\(spelled)?.\(member)' is a Bool?, which is nil when the text is: give the text a value first, as in "
                        + "(\(spelled) ?? \"\").\(member), or compare it, as in \(spelled)?.\(member) == false"
                    : "value of optional type 'String?' must be unwrapped to refer to member '\(member)': write "
                        + "(\(spelled) ?? \"\").\(member), which counts a missing text as empty"
            case .testNotBool(let property):
                "'\(property)' takes true or false, and this value is not one: test it, as in (field.text ?? \"\").isEmpty "
                    + "or slider.value > 0"
            case .comparedTwoTypes(let comparison, let left, let right):
                left == right
                    ? "'\(comparison)' does not order \(left == "nil" ? "optionals" : left.dropFirst(2) + "s"): Swift compares them "
                        + "only with == and !="
                    : "'\(comparison)' compares two values of one type, and these are \(left) and \(right): make both numbers "
                        + "or both texts, as in count == 1 or String(count) == \"1\""
            case .choiceOfTwoTypes(let then, let otherwise):
                "both sides of '? :' must have one type, and these are \(then) and \(otherwise): make both texts, "
                    + "as in String(…) or \"\\(…)\""
            case .choiceOfTextAndString:
                "both sides of '? :' must have one type, and a Text and a String are two: write Text(\"…\") on both sides, or on neither"
            case .spelledOutJoined:
                "SwiftUI compiles a spelled-out Text joined to others, but the tutor spells out whole labels only: "
                    + "use .accessibilityLabel(Text(\"…\").speechSpellsOutCharacters()) alone"
            case .spelledOutNotLabel(let name) where name.hasPrefix("accessibilityAttributed"):
                "UIKit compiles a spelled-out \(name), but the tutor spells out labels only: use accessibilityAttributedLabel"
            case .spelledOutNotLabel(let modifier):
                "SwiftUI compiles a spelled-out Text in .\(modifier)(_:), but the tutor spells out labels only: "
                    + "use .accessibilityLabel(Text(\"…\").speechSpellsOutCharacters())"
            case .getterWithoutReturn(let type):
                "missing return in getter expected to return '\(type)': every way through the getter ends in 'return …'"
            case .getterStatement:
                "a getter only computes its value: it may declare lets, choose with if, guard and switch, and return; "
                    + "what changes the screen or posts belongs where the value changes, as in accessibilityIncrement()"
            case .getterNotOneValue(let word):
                "a getter of accessibilityTraits is one value here, without '\(word)': Swift compiles it, but the tutor "
                    + "reads no choice or local in a traits getter yet; insert or remove the trait where the state changes "
                    + "instead (a text's getter may use let, if, switch and ?:)"
            case .tapGestureOnButton(let id, let title):
                "'\(id)' is a SwiftUI Button: a tap and VoiceOver's double tap run its action, which a tap gesture "
                    + "added to it competes with; write the code in the action: Button(\(String(reflecting: title))) { … }"
            case .segmentTitleChangesTheLook(let id, let segment):
                "setTitle(_:forSegmentAt:) puts a title in place of the segment's image, so sighted users see it change; "
                    + "to name the segment for VoiceOver alone, name its image: \(id).imageForSegment(at: \(segment))?"
                    + ".accessibilityLabel = \"…\""
            case .linkToAnotherPage(let url, let opened):
                "this view opens \(opened) in the app, and a Link to \(url) would send the user to another page: "
                    + "write URL(string: \(CodeLiteral.swift(opened)))!"
            case .buttonAroundView(let id, let type) where type == .SwiftUIButton:
                "'\(id)' is a Button already: write its action again, as in Button(\"…\") { … }, rather than a Button around it"
            case .buttonAroundView(let id, let type):
                "'\(id)' is a \(type.name), which acts by itself: a Button's label shows text, images or a stack of them "
                    + "(Text, Image, Label, HStack, VStack, ZStack, Group), never a control"
            case .buttonWithoutClick(let name):
                "'\(name)' needs its click, 'onClick = { … }', as Kotlin requires: write what the button does in it"
            case .focusStateOnUIKitScreen:
                "@AccessibilityFocusState is SwiftUI's, and this screen is UIKit, where it does nothing: move VoiceOver's focus "
                    + "with UIAccessibility.post(notification: .layoutChanged, argument: view) in the code that shows the view"
            case .shownByUIKitView(let text, let id, let type):
                "\"\(text)\" is shown by '\(id)', a \(type): this screen is UIKit, so fix it with its properties, as in "
                    + "\(id).accessibilityLabel = …"
            case .literalOfChangingText(let id, let text, let template?, true):
                "'\(id)' shows \"\(template)\", which the app composes again when its state changes: written as \"\(text)\" "
                    + "it would show those words for ever; write the template, Text(\"\(template)\", …), or give the "
                    + "node its modifier: \(id).modifier = Modifier.semantics { … }"
            case .literalOfChangingText(let id, let text, _, true):
                "'\(id)' shows words the app changes while the screen is open: written as \"\(text)\" it would show "
                    + "them for ever; write the text as the app builds it (a template such as \"$count …\"), or give the "
                    + "node its modifier: \(id).modifier = Modifier.semantics { … }"
            case .literalOfChangingText(let id, let text, _, _):
                "'\(id)' shows words the app builds from its state: written as \"\(text)\" it would show them for "
                    + "ever; write the text as the app builds it, or give the view its modifiers: \(id).…"
            case .noViewShowing(let text, let kind, let shown, _):
                "no \(kind) on this screen shows \"\(text)\""
                    + (shown.isEmpty ? " (it has none)" : " (its \(kind)s: \(shown.map { "\"\($0)\"" }.joined(separator: ", ")))")
                    + (kind == "button" ? ": the tutor finds the button by its Text" : ": the tutor finds the \(kind) by what it shows")
            case .textWithoutModifier(let text):
                "a Text written again needs the modifiers that fix it, as in Text(\(CodeLiteral.swift(text)))"
                    + ".accessibilityAddTraits(.isHeader): the Text alone changes nothing"
            case .noParts(let id, let type, let part):
                "'\(id)' is a \(type.rawValue) and has no part '\(part)': a tab bar's items (tabs.items?[0]) and a "
                    + "segmented control's images (imageForSegment(at: 0)?) are the parts a fix can reach"
            case .attributeWithoutView(let name, let spellings):
                "'\(name)' alone is not a view's attribute here: the lambda's code runs in the Activity; name the view, "
                    + spellings.joined(separator: " or ")
            case .notOnClickedView(let alias, let property, let view):
                "'\(alias)' is the clicked View, and a View has no '\(property)': name the view whose '\(property)' you mean "
                    + "(the clicked one is '\(view)', as in '\(view).\(property)')"
            case .undeclaredAttribute(let name, let type, let owners):
                "\(Problem.article(type.name)) \(type.name) has no '\(name)': Android declares it on " + Problem.list(owners.map(\.name))
            case .joinedText(let kotlin):
                kotlin ? "text joined with '+' is not read here: write it as one string with a template, as in "
                    + "\"$count in basket\" or \"${caption.text} on\""
                    : "text joined with '+' is not read here: write it as one string with interpolation, as in "
                    + "\"\\(caption.text ?? \"\") on\""
            case .kotlinFlagName(let name, let kotlin):
                "'\(name)' is the layout XML's attribute (android:\(name)): in Kotlin the View's property is '\(kotlin)'"
            case .partShortcut(let spelled, let type, let real):
                "'\(spelled)' is how the tutor names the stop, not Swift: a \(type.rawValue) has no subscript; "
                    + "UIKit's way to it is '\(real)'"
            case .titledSegmentPart(let spelled, let title):
                "'\(spelled)' is how the tutor names the stop, not Swift, and UIKit has no public property for a "
                    + "titled segment's label: VoiceOver reads its title, '\(title)', so the title is its name"
            case .stepperButton(let spelled, let stepper):
                "'\(spelled)' is how the tutor names the button, not Swift: UIKit gives no public way to a UIStepper's "
                    + "buttons; make '\(stepper)' one adjustable element that says what it counts (lesson controls/stepper)"
            case .numberedParts(let id, let type):
                type == .UITabBar ? "the items of '\(id)', a UITabBar, are numbered from 0, as in \(id).items?[0]"
                    : "the segments of '\(id)', a \(type.rawValue), are numbered from 0, as in \(id).imageForSegment(at: 0)?"
            case .partOutOfRange(let spelled, let count, let noun):
                count == 0 ? "'\(spelled)' is out of range: there are no \(noun)"
                    : "'\(spelled)' is out of range: there are \(count) \(noun), numbered 0 to \(count - 1)"
            case .rejected(let property, let expected): "'\(property)' expects \(expected.rawValue)"
            }
        }

        /// A capitalised word where text goes (`Library`) is text without its quotes; a view's id
        /// (`caption`) is more likely a property read left unfinished.
        static func looksLikeText(_ name: String, _ expected: ElementProperty.Kind) -> Bool {
            (expected == .string || expected == .optionalString) && name.first?.isUppercase == true
        }

        /// `insert(.selected)` for one trait, `formUnion([.button, .selected])` for several (and
        /// `remove` / `subtract`); `insert(.button)` when none is known.
        static func setMethod(_ method: String, traits: [String]) -> String {
            let list = "[" + traits.map { "." + $0 }.joined(separator: ", ") + "]"
            if method == "formIntersection" { return "formIntersection(\(list))" }
            guard traits.count > 1 else { return "\(method)(.\(traits.first ?? (method == "insert" ? "button" : "selected")))" }
            return method == "insert" ? "formUnion(\(list))" : "subtract(\(list))"
        }

        var suggestion: String? {
            switch self {
            case .bareNameAsValue(let name, let expected) where Problem.Kind.looksLikeText(name, expected):
                return "\"\(name)\""
            case .unquotedWords(let words, _):
                return "\"\(words)\""
            case .measuredOptional(let spelled, let member, _):
                return "(\(spelled) ?? \"\").\(member)"
            case .expected(_, _, let suggestion), .typeMismatch(_, _, _, let suggestion):
                return suggestion
            case .unknownProperty(_, let suggestion?), .unknownTraitMethod(_, let suggestion?),
                 .unknownCheckbox(_, let suggestion?),
                 .unknownElement(_, _, let suggestion?), .unknownFunction(_, let suggestion?),
                 .unknownTrait(_, let suggestion?), .unknownObjCTrait(_, let suggestion?),
                 .unknownSwiftUITrait(_, let suggestion?), .unknownModifier(_, let suggestion?),
                 .formatArgument(_, _, _, let suggestion?), .unknownName(_, _, _, let suggestion?, _),
                 .noImageOfAsset(_, _, _, let suggestion?), .noViewShowing(_, _, _, let suggestion?),
                 .unknownExtendedType(_, _, let suggestion?), .undeclaredProperty(_, _, _, _, let suggestion?):
                return suggestion
            case .nonMutatingMethod(_, let suggestion), .swiftUITraitInUIKit(_, let suggestion),
                 .objcInOptionSet(_, let suggestion), .uikitTraitInSwiftUI(_, let suggestion):
                return suggestion
            case .unknownCase(_, _, let suggestion?), .unknownChildBehavior(_, let suggestion?),
                 .unknownHeadingLevel(_, let suggestion?), .unknownDirection(_, let suggestion?):
                return "." + suggestion
            case .switchOnOther(_, let parameter): return parameter
            case .implicitSelf(let name, let through): return through + name
            case .unknownNotification(_, let suggestion?): return suggestion
            case .unknownControlEvent(_, let suggestion?), .unknownControlState(_, let suggestion?): return "." + suggestion
            case .nearlyAKnownCall(_, let suggestion): return suggestion
            case .noIconShown(_, _, let suggestion?): return suggestion
            case .unknownLiveRegion(_, let suggestion?): return suggestion
            case .unknownFocusRequester(_, let suggestion?): return suggestion
            case .unknownContentConstant(_, let suggestion?): return suggestion
            case .unknownActionConstant(_, let suggestion?): return suggestion
            case .unknownComputedProperty(_, let suggestion?): return suggestion
            case .unknownViewMethod(_, let method):
                return NearMiss.suggestion(for: method, in: ["requestFocus", "sendAccessibilityEvent", "announceForAccessibility",
                                                             "performAccessibilityAction", "setText", "setContentDescription"])
            case .expectedFunction(let found, _):
                // `overide func …`: the keyword misspelt.
                return found.identifier.flatMap { NearMiss.suggestion(for: $0, in: ["override", "func", "var"]) }
            case .handlerParameter: return "_ in"
            case .comparisonInsteadOfAssignment: return "="
            case .logicalOrOnTraits: return "|"
            case .logicalNotOnTraits: return "~"
            case .swiftUITypeInUIKit: return "UIAccessibilityTraits"
            case .kotlinFlagName(_, let kotlin): return kotlin
            case .quotedId(let text): return String(text.dropFirst().dropLast())
            case .objcBoolean(let word): return word == "YES" ? "true" : "false"
            case .kotlinChar(let text): return "\"" + text + "\""
            case .missingDot(let name): return "." + name
            case .wrongDialect(_, _, let equivalent): return equivalent.name
            case .androidTypeMismatch(_, _, _, let suggestion): return suggestion
            case .swiftNil: return "null"
            case .resourceIDAsText(_, let read): return read
            case .composableCallInViewCode: return "getString"
            case .getStringInComposable: return "stringResource"
            case .notAStringResource: return "string"
            case .unknownStringResource(_, _, let suggestion): return suggestion
            case .modifierOnUIKitView(_, _, _, let statement), .uikitOnSwiftUIView(_, _, _, _, let statement):
                return statement
            case .unknownImportance(_, let suggestion?), .unknownSemanticsProperty(_, let suggestion?),
                 .unknownVisibility(_, let suggestion?):
                return suggestion
            case .unknownRole(_, let suggestion?): return "Role." + suggestion
            case .unknownViewCompatMethod(_, let suggestion?): return suggestion
            case .bareNameAsAttributeValue(let name, let expected):
                // `nul` where a text or null goes is Kotlin's null, misspelt, before it is a text.
                if expected == .optionalString, NearMiss.suggestion(for: name, in: ["null"]) != nil { return "null" }
                return expected == .string || expected == .optionalString ? "\"\(name)\"" : nil

            default: return nil
            }
        }
    }
}

extension ElementProperty.Kind {
    /// The kind's name without its article: `container type`.
    var noun: String {
        for article in ["a ", "an "] where rawValue.hasPrefix(article) { return String(rawValue.dropFirst(article.count)) }
        return rawValue
    }
}

extension ElementProperty.Kind {
    /// The kind's description in Kotlin's words: `a string or null`.
    var kotlinWords: String {
        rawValue.hasSuffix(" or nil") ? rawValue.dropLast(3) + "null" : rawValue
    }
}

extension Problem {
    /// "takes" for a Java setter (`setLabelFor` takes an Int), "is" for a property.
    static func takesOrIs(_ name: String) -> String {
        name.hasPrefix("set") && name.dropFirst(3).first?.isUppercase == true ? "takes" : "is"
    }

    /// `a, b or c`.
    static func listed(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// "'accessibilityLabel' belongs to iOS: on Android this is 'contentDescription'".
    static func wrongDialectMessage(_ name: String, on platform: Platform, _ equivalent: Dialect.Equivalent) -> String {
        let (owner, here) = platform == .android ? ("iOS", "Android") : ("Android", "iOS")
        // Objective-C's dot syntax spells UIKit's flags without 'is' too (`button.enabled = NO;`).
        if platform == .ios, ["enabled", "selected", "hidden"].contains(name), let other = equivalent.name {
            return "'\(name)' is Objective-C's and Android's spelling: Swift writes '\(other)'"
        }
        if let advice = equivalent.advice { return "'\(name)' belongs to \(owner): \(advice)" }
        if let other = equivalent.name { return "'\(name)' belongs to \(owner): on \(here) this is '\(other)'" }
        return "'\(name)' belongs to \(owner) and \(here) has no such attribute"
    }

    /// `.a, .b or .c`.
    static func alternatives(_ cases: [String]) -> String {
        let dotted = cases.map { "." + $0 }
        guard let last = dotted.last else { return "" }
        return dotted.count == 1 ? last : dotted.dropLast().joined(separator: ", ") + " or " + last
    }
}
