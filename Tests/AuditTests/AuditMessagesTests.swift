import AXModel
import Audit
import Testing

/// The exact words of every rule on its failing examples: the wording is the product, so a
/// change to a message is a change to this file.
struct AuditMessagesTests {
    static let expected: [String: [String]] = [
        "label-missing": [
            #"x.yaml:2:5: error: [label-missing] 'shareButton' is a button with no name: VoiceOver reads its image's file name, 'share, button', so a listener cannot tell what it is for. Name it: shareButton.accessibilityLabel = "…" (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: error: [label-missing] 'forecast' is an image with no name: VoiceOver reads its image's file name, 'cloud-rain, image', so a listener cannot tell what it is for. Name it if it tells something, forecast.accessibilityLabel = "…", or hide it if it only decorates, forecast.isAccessibilityElement = false (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: error: [label-missing] 'darkMode' is a switch with no name: VoiceOver says only 'switch button, off', so a listener cannot tell what it is for. Name it: darkMode.accessibilityLabel = "…" (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: error: [label-missing] 'deposit' is a button with no name: VoiceOver reads the SF Symbol's name ('camera.fill, button' in this model; iOS may say a word of its own for some symbols), which describes the picture, not what it does. Name it: deposit.accessibilityLabel("…") (lesson: concepts/name-role-value)"#,
        ],
        "label-repeats-role": [
            #"x.yaml:2:5: warning: [label-repeats-role] the label 'Play button' ends in 'button', which VoiceOver already says from the traits: it hears 'Play button, button'. Let the traits say it and drop the word: play.accessibilityLabel = "Play" (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: warning: [label-repeats-role] the label 'Account heading' ends in 'heading', which VoiceOver already says from the traits: it hears 'Account heading, heading'. Let the traits say it and drop the word: title.accessibilityLabel = "Account" (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: warning: [label-repeats-role] the label 'Beach at sunset image' ends in 'image', which VoiceOver already says from the traits: it hears 'Beach at sunset image, image'. Let the traits say it and drop the word: photo.accessibilityLabel = "Beach at sunset" (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: warning: [label-repeats-role] the label 'Photo of a dog on a beach' opens with 'Photo of', and VoiceOver already says 'image' from the traits: it hears 'Photo of a dog on a beach, image'. Say what it shows: photo.accessibilityLabel = "A dog on a beach" (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: warning: [label-repeats-role] the label 'Search recipes, search field' ends in 'search field', VoiceOver's words for a role the element does not have: it hears 'Search recipes, search field', but the rotor, braille and Voice Control go by the traits. Let the traits say it, searchBar.accessibilityTraits.insert(.searchField), and name it alone, searchBar.accessibilityLabel = "Search recipes" (lesson: concepts/name-role-value)"#,
        ],
        "label-contains-state-or-value": [
            #"x.yaml:2:5: error: [label-contains-state-or-value] the switch's label 'Wi-Fi on' holds the state 'on': VoiceOver says 'Wi-Fi on, switch button, on', and the label stays the same when the switch changes. VoiceOver already says on or off from the value; name the setting only: wifi.accessibilityLabel = "Wi-Fi" (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: error: [label-contains-state-or-value] the slider's label 'Volume 50%' holds its current value 50: VoiceOver speaks only the value after a change, so the label goes stale. Keep the name in the label and the number in the value: volume.accessibilityLabel = "Volume", with the number in accessibilityValue (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: error: [label-contains-state-or-value] the label 'Vegan selected' holds the state 'selected': VoiceOver says 'Vegan selected, button' whether it is chosen or not, because the state is frozen into the name. Keep the name in the label and the state in the trait: chip.accessibilityLabel = "Vegan", and chip.accessibilityTraits.insert(.selected) while it is chosen (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: error: [label-contains-state-or-value] the label 'Express, 2 of 2' holds the position '2 of 2': it is no part of the name (Voice Control users say the name), and it goes stale when the choices change. Keep the name in the label and the position in the value: express.accessibilityLabel = "Express", and express.accessibilityValue = "2 of 2" (lesson: concepts/name-role-value)"#,
        ],
        "traits-conflict": [
            #"x.yaml:2:5: error: [traits-conflict] 'terms' has two roles, .button and .link: VoiceOver says 'Terms, button, link' and a listener cannot tell what a double tap does. Keep the one that fits, for example: terms.accessibilityTraits.remove(.button) (lesson: concepts/roles-and-states)"#,
            #"x.yaml:2:5: error: [traits-conflict] 'rating' is both a button and adjustable: VoiceOver says 'Rating, button, adjustable', but swipes up and down adjust it and a double tap is promised too. An adjustable element is not a button: rating.accessibilityTraits.remove(.button) (lesson: concepts/roles-and-states)"#,
            #"x.yaml:2:5: error: [traits-conflict] 'soldOut' is static text marked not enabled: VoiceOver says 'Sold out, dimmed', and 'dimmed' makes text sound like a control that is switched off. Text is never enabled or not: soldOut.accessibilityTraits.remove(.notEnabled) (lesson: concepts/roles-and-states)"#,
            #"x.yaml:2:5: error: [traits-conflict] 'nextPage' is a control that causes a page turn: VoiceOver turns the page when read all finishes the text of the last element on it, and a control is not that text. Put the trait on the text instead: nextPage.accessibilityRemoveTraits(.causesPageTurn) (lesson: traits/causes-page-turn)"#,
            #"x.yaml:2:5: error: [traits-conflict] 'headline' causes a page turn but 'body' comes after it: read all turns the page when it finishes 'headline' and never reads the rest. The trait belongs on the page's last element: headline.accessibilityTraits.remove(.causesPageTurn) (lesson: traits/causes-page-turn)"#,
            #"x.yaml:2:5: error: [traits-conflict] 'expiry' is static text marked not enabled: VoiceOver says 'Offer ended, dimmed', and 'dimmed' makes text sound like a control that is switched off. Text is never enabled or not: expiry.isEnabled = true, and grey the text with textColor (lesson: concepts/roles-and-states)"#,
            #"x.yaml:2:5: error: [traits-conflict] 'privacy' is static text and a link at once: VoiceOver says 'Privacy policy, link', while the static-text trait tells assistive technology that nothing happens on a tap. Take it out: privacy.accessibilityTraits.remove(.staticText) (lesson: concepts/roles-and-states)"#,
        ],
        "adjustable-without-actions": [
            #"x.yaml:2:5: error: [adjustable-without-actions] 'rating' is adjustable but has no accessibilityIncrement() or accessibilityDecrement(): VoiceOver says 'Rating, 3 of 5, adjustable' and tells the user to swipe up or down, yet the swipe changes nothing. Write both in its class: extension RatingView { override func accessibilityIncrement() { … }; override func accessibilityDecrement() { … } } (lesson: traits/adjustable)"#,
        ],
        "duplicate-announcement": [
            #"x.yaml:8:9: warning: [duplicate-announcement] 'caption' and 'themeSwitch' both say 'Dark Theme': VoiceOver reads the name on the text, then again as 'Dark Theme, switch button, off', two swipes for one setting. Group them into one stop that works as the control (make the view around them the accessibility element, with the control's traits and value) (lesson: concepts/grouping)"#,
            #"x.yaml:5:5: warning: [duplicate-announcement] 'emailCaption' and 'email' both say 'Email': VoiceOver reads the name on the text, then again as 'Email, text field', two swipes for one setting. A text field stays its own stop to be edited: keep the name on the field and take the caption out, emailCaption.isAccessibilityElement = false (lesson: concepts/grouping)"#,
        ],
        "placeholder-as-label": [
            #"x.yaml:2:5: warning: [placeholder-as-label] 'email' is named only by its placeholder 'name@example.com': VoiceOver says 'name@example.com, text field', and once text is typed the placeholder is gone, so the field loses its name. Give it a label of its own: email.accessibilityLabel = "…" (lesson: controls/text-field)"#,
        ],
        "required-not-announced": [
            #"x.yaml:2:5: error: [required-not-announced] 'firstName' is marked required on screen, but VoiceOver says 'First name *, text field' and never 'required': a listener finds out only when the form is refused. Say it in the name: firstName.accessibilityLabel = "First name, required" (lesson: controls/text-field)"#,
        ],
        "stepper-value-silent": [
            #"x.yaml:2:5: error: [stepper-value-silent] 'guests' is two buttons, and after a double tap VoiceOver says 'Increment' again, never the new value 2. Make the row around it one adjustable element whose accessibilityValue is the count, with accessibilityIncrement() and accessibilityDecrement() that change the stepper (lesson: controls/stepper)"#,
        ],
        "summary-element-count": [
            #"x.yaml:6:5: warning: [summary-element-count] 'wind' is a second summary element after 'temperature': when the app starts VoiceOver reads only '18 degrees', so this one is never read as a summary. Keep the one that sums up the screen and take the trait off the other: wind.accessibilityTraits.remove(.summaryElement), or temperature.accessibilityTraits.remove(.summaryElement) (lesson: traits/summary-element)"#,
        ],
        "no-heading": [
            #"x.yaml:2:5: warning: [no-heading] the screen has 3 stops and no heading: with the rotor on headings a swipe down finds nothing, so a VoiceOver user must swipe through everything to learn what the screen holds. Mark its title as a heading: title.accessibilityTraits.insert(.header) (lesson: traits/header)"#,
        ],
        "link-or-button": [
            #"x.yaml:2:5: error: [link-or-button] 'privacy' opens https://example.com/privacy but is not a link: VoiceOver says 'Privacy policy, button', so a listener expects to stay in the app and is taken to a web page. Make it a link: privacy.accessibilityTraits = [.link] (lesson: controls/button-vs-link)"#,
            #"x.yaml:2:5: error: [link-or-button] 'settings' is a link but goes to 'Settings' inside the app: VoiceOver says 'Settings, link', and a listener expects a web page. An action in the app is a button: settings.accessibilityTraits = [.button] (lesson: controls/button-vs-link)"#,
        ],
        "label-punctuation": [
            #"x.yaml:2:5: warning: [label-punctuation] the label 'Send message.' of the button 'send' ends in a period: VoiceOver pauses there as at the end of a sentence before it says the role. A control's name is a name, not a sentence: send.accessibilityLabel = "Send message" (lesson: concepts/name-role-value)"#,
        ],
        "hidden-visible-text": [
            #"x.yaml:2:5: warning: [hidden-visible-text] 'caption' shows 'Prices include tax' on screen, but isAccessibilityElement = false hides it from VoiceOver, and no other stop says it: a VoiceOver user never hears what everyone else can read. Group it with the control it describes (make the view around them one element), or let VoiceOver read it (lesson: concepts/grouping)"#,
            #"x.yaml:6:9: warning: [hidden-visible-text] 'note' shows 'Prices include tax' on screen, but 'footer' hides it from VoiceOver with accessibilityElementsHidden, and no other stop says it: a VoiceOver user never hears what everyone else can read. Group it with the control it describes (make the view around them one element), or let VoiceOver read it (lesson: concepts/grouping)"#,
            #"x.yaml:6:9: warning: [hidden-visible-text] 'subject' shows 'Lunch on Friday?' on screen, but 'inbox' hides it from VoiceOver with accessibilityElementsHidden, and no other stop says it: a VoiceOver user never hears what everyone else can read. Group it with the control it describes (make the view around them one element), or let VoiceOver read it. If a modal view should cover it, mark the view that sits beside it modal (accessibilityViewIsModal hides only a view's siblings) instead of hiding it (lesson: concepts/grouping)"#,
        ],
        "updating-without-trait": [
            #"x.yaml:2:5: warning: [updating-without-trait] 'stopwatch' changes while it is on screen ('00:02', …) but lacks .updatesFrequently: while focus rests on it VoiceOver queues every change and reads old values, falling behind. Mark it: stopwatch.accessibilityTraits.insert(.updatesFrequently) (lesson: traits/updates-frequently)"#,
        ],
        "disclosure-without-navigation": [
            #"x.yaml:2:5: warning: [disclosure-without-navigation] 'track1' shows a chevron, which promises a new screen, but its tap acts in place: sighted users are told the wrong thing, and VoiceOver users hear 'button' only because of the chevron. Keep the chevron for rows that open a screen, and give this one its role: track1.accessoryType = .none; track1.accessibilityTraits.insert(.button) (lesson: controls/table-cell)"#,
        ],
        "media-without-session": [
            #"x.yaml:2:5: warning: [media-without-session] 'play' starts media when activated but lacks .startsMediaSession: after the double tap VoiceOver speaks 'Play' over the first seconds of it. Mark it: play.accessibilityTraits.insert(.startsMediaSession) (lesson: traits/starts-media-session)"#,
            #"x.yaml:2:5: warning: [media-without-session] 'preview' plays a sound when activated but has .startsMediaSession, which is for media that goes on playing: VoiceOver keeps quiet after the double tap, but a short sound of its own wants .playsSound. Mark it: preview.accessibilityTraits.remove(.startsMediaSession); preview.accessibilityTraits.insert(.playsSound) (lesson: traits/plays-sound)"#,
        ],
        "bidi-override": [
            #"x.yaml:2:5: error: [bidi-override] the label 'Pay \u{202E}01$' of a button 'pay' holds U+202E (right-to-left override): the characters after it are drawn in another order than the one they are stored and spoken in, so what is seen and what VoiceOver says can differ. Remove it and store the text in the order it is read; the system lays out right-to-left scripts by itself (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: error: [bidi-override] the value '\u{2067}100\u{2069} dollars' of an element 'price' holds U+2067 (right-to-left isolate): the characters after it are drawn in another order than the one they are stored and spoken in, so what is seen and what VoiceOver says can differ. Remove it and store the text in the order it is read; the system lays out right-to-left scripts by itself (lesson: concepts/name-role-value)"#,
            #"x.yaml:6:5: error: [bidi-override] the hint 'Sends \u{202D}the message\u{202C}.' of a button 'send' holds U+202D (left-to-right override): the characters after it are drawn in another order than the one they are stored and spoken in, so what is seen and what VoiceOver says can differ. Remove it and store the text in the order it is read; the system lays out right-to-left scripts by itself (lesson: concepts/name-role-value)"#,
        ],
        "android-name-missing": [
            #"x.yaml:3:5: error: [android-name-missing] 'share' is a button with no name: TalkBack says only 'Unlabelled, Button', so a listener cannot tell what it is for. Name it: give it text, or a contentDescription that says what it does (lesson: android/content-description)"#,
            #"x.yaml:3:5: error: [android-name-missing] 'agree' is a check box with no name: TalkBack says only 'not checked, Check box', so a listener cannot tell what it is for. Name it: give it text, or a contentDescription that says what it does (lesson: android/content-description)"#,
            #"x.yaml:3:5: error: [android-name-missing] 'like' is a button with no name: TalkBack says only 'Button', so a listener cannot tell what it is for. Name it: give it text, or a contentDescription that says what it does (lesson: android/content-description)"#,
            #"x.yaml:7:5: error: [android-name-missing] 'name' is an edit box with no name: TalkBack says only 'Edit box', so a listener cannot tell what it is for. Name it: give it a hint, or name it from its label with android:labelFor (lesson: android/content-description)"#,
        ],
        "android-name-repeats-role": [
            #"x.yaml:3:5: warning: [android-name-repeats-role] the name 'Save button' ends in 'button', which TalkBack already says from the role: it hears 'Save button, Button'. Let the role say it and drop the word from its text: 'Save' (lesson: android/content-description)"#,
            #"x.yaml:3:5: warning: [android-name-repeats-role] the name 'Share button' ends in 'button', which TalkBack already says from the role: it hears 'Share button, Button'. Let the role say it and drop the word from its contentDescription: 'Share' (lesson: android/content-description)"#,
            #"x.yaml:6:5: warning: [android-name-repeats-role] the name 'Accept terms check box' ends in 'check box', which TalkBack already says from the role: it hears 'not checked, Accept terms check box, Check box'. Let the role say it and drop the word from its contentDescription: 'Accept terms' (lesson: android/content-description)"#,
        ],
        "android-state-in-name": [
            #"x.yaml:3:5: error: [android-state-in-name] the name 'Wi-Fi on' holds the state 'on': TalkBack says 'Off, Wi-Fi on, Switch', and the name stays the same when the state changes. TalkBack already says the checked state; name the setting only: set its text to 'Wi-Fi' (lesson: android/checkable)"#,
            #"x.yaml:3:5: error: [android-state-in-name] the name 'Vegan selected' holds the state 'selected': TalkBack says 'Vegan selected, Button', and the name stays the same when the state changes. Keep the name in its contentDescription ('Vegan') and the state in stateDescription, or in selected (lesson: android/checkable)"#,
            #"x.yaml:3:5: error: [android-state-in-name] the name 'Sync checked' holds the state 'checked': TalkBack says 'checked, Sync checked, Check box', and the name stays the same when the state changes. TalkBack already says the checked state; name the setting only: set its contentDescription to 'Sync' (lesson: android/checkable)"#,
        ],
        "android-edit-text-description": [
            #"x.yaml:3:5: error: [android-edit-text-description] the edit box 'email' has the contentDescription 'jane@example.com': TalkBack reads it in place of what the box holds ('jane@example.com, Edit box, Email'), and it stays the same while the user types. Name the box with its hint or a label's labelFor, and take the description away: email.contentDescription = null (lesson: android/edit-text)"#,
        ],
        "android-heading-in-description": [
            #"x.yaml:3:5: warning: [android-heading-in-description] the contentDescription 'Account heading' says 'heading', but 'title' is no heading: TalkBack reads 'Account heading', and its Headings reading control never stops there. Mark it a heading (accessibilityHeading, or Compose's semantics { heading() }) and drop the word: 'Account' (lesson: android/headings)"#,
            #"x.yaml:3:5: warning: [android-heading-in-description] the contentDescription 'Privacy heading' says 'heading', which TalkBack already says for a heading: it hears 'Privacy heading, Heading'. Drop the word: 'Privacy' (lesson: android/headings)"#,
        ],
        "silent-stop": [
            #"x.yaml:2:5: error: [silent-stop] 'amountView' is a focus stop where VoiceOver says nothing: a swipe lands there and the user hears silence. Name it (amountView.accessibilityLabel = "…"), or, if it only holds others, let them be read on their own (lesson: concepts/name-role-value)"#,
            #"x.yaml:2:5: error: [silent-stop] 'interestRow' is a focus stop where VoiceOver says nothing: a swipe lands there and the user hears silence. Name it (interestRow.accessibilityLabel("…")), or, if it only holds others, let them be read on their own (lesson: concepts/name-role-value)"#,
        ],
        "appears-silently": [
            #"x.yaml:2:5: warning: [appears-silently] a double tap on 'sortButton' shows 'sortPanel', and VoiceOver says nothing: focus stays on 'sortButton'. Move focus to what appeared (post .screenChanged or .layoutChanged with its first element), or announce it, in the code the tap runs: sortButton.addAction(UIAction { … }, for: .touchUpInside) (lesson: concepts/focus-and-gestures)"#,
        ],
        "android-appears-silently": [
            #"x.yaml:3:5: warning: [android-appears-silently] a double tap on 'saveButton' shows 'savedToast', and TalkBack says nothing: focus stays on 'saveButton'. Make 'savedToast' a live region (savedToast.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE), give a panel a pane title (ViewCompat.setAccessibilityPaneTitle), or move focus there from a click listener (lesson: android/live-regions)"#,
        ],
        "android-announcement": [
            #"x.yaml:3:5: warning: [android-announcement] 'messageRow' announces "Message deleted" with announceForAccessibility, deprecated in API 36 (Android 16): say a change where it is shown, with a live region on the view that shows it (VIEW.accessibilityLiveRegion = View.ACCESSIBILITY_LIVE_REGION_POLITE), or give a new panel a pane title (lesson: android/live-regions)"#,
        ],
        "android-duplicate-stops": [
            #"x.yaml:6:5: warning: [android-duplicate-stops] 'caption' and 'wifi' both say 'Wi-Fi': TalkBack reads 'Wi-Fi', then 'Off, Wi-Fi, Switch', two swipes for one thing. Make them one stop: a clickable view around them reads both (with the control inside not focusable on its own), or take the text out with importantForAccessibility="no" and keep the name on the control (lesson: android/grouping)"#,
            #"x.yaml:3:5: warning: [android-duplicate-stops] 'save' and 'saveCaption' both say 'Save': TalkBack reads 'Save, Button', then 'save', two swipes for one thing. Make them one stop: a clickable view around them reads both (with the control inside not focusable on its own), or take the text out with importantForAccessibility="no" and keep the name on the control (lesson: android/grouping)"#,
        ],
    ]

    @Test(arguments: AuditRules.ids)
    func messagesOnTheFailingExamples(_ id: String) throws {
        let rule = try #require(AuditRules.rule(id))
        let lines = try rule.failing.flatMap { example in
            Auditor.audit(try ScreenLoader.parse(MarkedExample(example).yaml, file: "x.yaml"), rules: [rule])
                .map { FindingReport.line($0, file: "x.yaml") }
        }
        #expect(lines == Self.expected[id] ?? [])
    }
}
