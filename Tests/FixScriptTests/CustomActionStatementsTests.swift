import Testing
import AXModel
@testable import FixScript

/// UIKit's `accessibilityCustomActions` and SwiftUI's `.accessibilityAction(named:)`, with the
/// handlers they run (docs/voiceover.md VO-8.1 to VO-8.3; docs/fix-statements.md).
@Suite struct CustomActionStatementsTests {
    /// A message row, its status line and the app's unread count.
    private var inbox: Screen {
        var row = Element(id: "row", type: .UITableViewCell)
        row.accessibilityLabel = "Message from Ana"
        var status = Element(id: "status", type: .UILabel)
        status.text = "3 unread"
        return Screen(elements: [row, status], state: ["unread": StateVariable(value: .number(3), kind: .int)])
    }

    /// A long call laid out over lines, as Xcode does, reads as on one (a learner's
    /// `UIAccessibilityCustomAction(` with its name on the next line was refused).
    @Test func actionsAndPostsMayGoOnOverLines() throws {
        let screen = try applying(#"""
            row.accessibilityCustomActions = [
                UIAccessibilityCustomAction(
                    name: "Delete"
                ) { _ in
                    UIAccessibility.post(
                        notification: .announcement,
                        argument: "Message deleted"
                    )
                    return true
                },
            ]
            """#, to: inbox)
        #expect(screen["row"].customActions.map(\.name) == ["Delete"])
        #expect(screen["row"].customActions.first?.effects.first == .announce(.string("Message deleted")))
    }

    @Test func uikitActionsAreAListOfHandlers() throws {
        let screen = try applying(#"""
            row.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Delete") { _ in
                    self.status.text = "Deleted"
                    UIAccessibility.post(notification: .announcement, argument: "Message deleted")
                    return true
                },
                UIAccessibilityCustomAction(name: "Mark as read", actionHandler: { _ in
                    guard self.unread > 0 else { return false }
                    self.unread -= 1
                    return true
                }),
                UIAccessibilityCustomAction(name: NSLocalizedString("Flag", comment: "")) { _ in true }
            ]
            """#, to: inbox)
        #expect(screen["row"].customActions == [
            CustomAction(name: "Delete", effects: [
                .set(target: "status", property: "text", to: .string("Deleted")),
                .announce(.string("Message deleted")),
                .returns(true),
            ]),
            CustomAction(name: "Mark as read", effects: [
                .branch(when: [Condition(left: .variable("unread"), comparison: .greater, right: .number(0))],
                        then: [], otherwise: [.returns(false)]),
                .addToVariable("unread", amount: -1),
                .returns(true),
            ]),
            CustomAction(name: "Flag", effects: [.returns(true)]),
        ])
        // Assigning again replaces the list, as UIKit's property does; nil clears it.
        let replaced = try applying(#"""
            row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in true }]
            row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in true }]
            """#, to: inbox)
        #expect(replaced["row"].customActions.map(\.name) == ["Archive"])
        #expect(try applying("row.accessibilityCustomActions = nil", to: replaced)["row"].customActions == [])
    }

    /// `(row.accessibilityCustomActions ?? []) + [ … ]` adds to the list the view has; without the
    /// parentheses Swift reads `??` last and keeps the old list alone, which is told.
    @Test func actionsAddedToTheViewsOwnListKeepIt() throws {
        var screen = inbox
        screen.modify("row") { $0.customActions = [CustomAction(name: "Archive", effects: [.returns(true)])] }
        let added = try applying(#"row.accessibilityCustomActions = (row.accessibilityCustomActions ?? []) + [UIAccessibilityCustomAction(name: "Flag") { _ in true }]"#,
                                 to: screen)
        #expect(added["row"].customActions.map(\.name) == ["Archive", "Flag"])
        #expect(message(#"row.accessibilityCustomActions = row.accessibilityCustomActions ?? [] + [UIAccessibilityCustomAction(name: "Flag") { _ in true }]"#,
                        on: screen)
            == "1:34: error: Swift reads '??' after '+', so a view that has actions keeps them and the new ones are dropped: "
            + "write (row.accessibilityCustomActions ?? []) + [ … ]")
    }

    @Test func aHandlerReachesTheViewControllerAsSwiftDoes() throws {
        // `[self]`, `[unowned self]` and `guard let self` allow bare names (SE-0269; Swift's own
        // closures test, `[unowned self] in method()`); `[weak self]` changes through `self?.`.
        for source in [
            #"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") { [unowned self] _ in unread = 0; status.text = "Read"; return true }]"#,
            #"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") { [self] _ in unread = 0; status.text = "Read"; return true }]"#,
            #"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") { [weak self] _ in guard let self else { return false }; unread = 0; status.text = "Read"; return true }]"#,
            #"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") { [unowned self] _ in self.unread = 0; self.status.text = "Read"; return true }]"#,
        ] {
            let screen = try applying(source, to: inbox)
            #expect(screen["row"].customActions.first?.effects == [
                .setVariable("unread", to: .number(0)), .set(target: "status", property: "text", to: .string("Read")),
                .returns(true),
            ], "\(source)")
        }
        let weak = try applying(#"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") { [weak self] _ in self?.status.text = "Read"; return true }]"#,
                                to: inbox)
        #expect(weak["row"].customActions.first?.effects.first == .set(target: "status", property: "text", to: .string("Read")))
    }

    /// `DispatchQueue.main.async { … }` and `asyncAfter(deadline:) { … }` queue a block, another
    /// escaping closure: `self.` is needed in it unless its own capture list says otherwise.
    @Test func aBlockQueuedOnTheMainQueueIsKept() throws {
        let start = #"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") "#
        let screen = try applying(start + #"""
            { [weak self] _ in
                guard let self else { return false }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [self] in
                    UIAccessibility.post(notification: .announcement, argument: status.text)
                }
                DispatchQueue.main.async {
                    self.unread = 0
                }
                return true
            }]
            """#, to: inbox)
        #expect(screen["row"].customActions.first?.effects == [
            .later([.announce(.property(target: "status", property: "text"))], deadline: ".now() + 0.5"),
            .later([.setVariable("unread", to: .number(0))], deadline: nil),
            .returns(true),
        ])
        // The block given by its label, `execute:`, as Swift allows (a learner's was refused).
        let labelled = try applying(start + """
            { [weak self] _ in
                guard let self else { return false }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: { [self] in
                    UIAccessibility.post(notification: .announcement, argument: status.text)
                })
                DispatchQueue.main.async(execute: {
                    self.unread = 0
                })
                return true
            }]
            """, to: inbox)
        #expect(labelled["row"].customActions.first?.effects == screen["row"].customActions.first?.effects)
        #expect(message(start + "{ [self] _ in DispatchQueue.main.async { unread = 0 }; return true }]", on: inbox)
            .hasPrefix("1:118: error: reference to 'unread' in a closure requires explicit use of 'self'"))
        #expect(message("extension RatingView { override func accessibilityIncrement() { DispatchQueue.main.async { } } }",
                        on: Fixtures.ratingView).hasPrefix("1:65: error: a block queued on the main queue is not modelled"))
    }

    /// The handler's parameter as Swift may write it: named, in parentheses, typed, with the
    /// `Bool` result written out.
    @Test func aHandlersParameterIsWrittenAnyWaySwiftTakes() throws {
        let start = #"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") "#
        for head in ["{ [weak self] action -> Bool in", "{ [weak self] (_: UIAccessibilityCustomAction) -> Bool in",
                     "{ [weak self] (action) in", "{ [weak self] action in"] {
            let screen = try applying(start + head + " self?.unread = 0; return true }]", to: inbox)
            #expect(screen["row"].customActions.first?.effects == [.setVariable("unread", to: .number(0)), .returns(true)],
                    "\(head)")
        }
        #expect(message(start + "{ [weak self] in self?.unread = 0; return true }]", on: inbox).hasPrefix(
            "1:91: error: the handler is given the action it belongs to"))
        #expect(message(start + "{ _ -> String in return true }]", on: inbox).hasPrefix(
            "1:84: error: expected 'Bool', the handler's result, found 'String'"))
    }

    /// iOS 14's `UIAccessibilityCustomAction(name:image:actionHandler:)`: the image is what
    /// Switch Control shows; VoiceOver says the name, so the action is the same.
    @Test func anActionsImageIsReadPast() throws {
        let screen = try applying(#"""
            row.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Delete", image: UIImage(systemName: "trash")) { _ in true },
                UIAccessibilityCustomAction(name: "Flag",
                                            image: UIImage(named: "flag"),
                                            actionHandler: { _ in true })
            ]
            """#, to: inbox)
        #expect(screen["row"].customActions.map(\.name) == ["Delete", "Flag"])
    }

    /// `UIAccessibilityCustomAction(attributedName:)` (iOS 13): named by its string (a learner's was refused).
    @Test func anActionNamedByAnAttributedStringIsNamedByItsString() throws {
        let screen = try applying(#"""
            row.accessibilityCustomActions = [
                UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Favourite",
                                                                              attributes: [.accessibilitySpeechPitch: 1.2])) { _ in true }
            ]
            """#, to: inbox)
        #expect(screen["row"].customActions.map(\.name) == ["Favourite"])
    }

    /// An action made as a constant, then listed by its name (alone, beside a made one, or
    /// appended); a name no `let` made is told, and a constant is declared once.
    @Test func anActionMadeAsAConstantIsListedByName() throws {
        let fixed = try applying("""
            let deleteAction = UIAccessibilityCustomAction(name: "Delete") { [weak self] _ in
                self?.row.removeFromSuperview()
                return true
            }
            row.accessibilityCustomActions = [deleteAction, UIAccessibilityCustomAction(name: "Flag") { _ in true }]
            """, to: inbox)
        #expect(fixed["row"].customActions.map(\.name) == ["Delete", "Flag"])
        #expect(fixed["row"].customActions.first?.effects == [.removeFromSuperview(target: "row"), .returns(true)])
        #expect(message("row.accessibilityCustomActions = [deleteActon]", on: inbox)
            == "1:1: error: no action 'deleteActon': make it first, 'let deleteActon = UIAccessibilityCustomAction(name: \"…\") "
            + "{ _ in … return true }'")
        #expect(message("""
            let flag = UIAccessibilityCustomAction(name: "Flag") { _ in true }
            let flag = UIAccessibilityCustomAction(name: "Flag") { _ in false }
            """, on: inbox).hasPrefix("2:5: error:"))
        #expect(message(#"let row = UIAccessibilityCustomAction(name: "Flag") { _ in true }"#, on: inbox)
                == "1:5: error: 'row' is a view of the screen: give the action another name, as in rowAction")
    }

    @Test func whatSwiftRefusesInAHandlerIsRefused() {
        let start = #"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") "#
        #expect(message(start + #"{ _ in status.text = "Read"; return true }]"#, on: inbox)
                == "1:84: error: reference to 'status' in a closure requires explicit use of 'self' to make capture "
                    + "semantics explicit — did you mean 'self.status'?")
        #expect(message(start + #"{ self.status.text = "Read"; return true }]"#, on: inbox).hasPrefix(
            "1:79: error: the handler is given the action it belongs to: start it with '_ in'"))
        #expect(message(start + #"{ _ in self.status.text = "Read" }]"#, on: inbox).hasPrefix(
            "1:110: error: missing return in a closure expected to return 'Bool'"))
        #expect(message(start + #"{ _ in self.unread = 0; return }]"#, on: inbox).hasPrefix(
            "1:101: error: the handler returns a Bool: write 'return true'"))
        #expect(message(start + #"{ _ in isHidden = true; return true }]"#, on: inbox).hasPrefix(
            "1:84: error: inside the handler 'self' is the view controller, not a view"))
        #expect(message(start + #"{ [weak self] _ in self.unread = 0; return true }]"#, on: inbox).hasPrefix(
            "1:100: error: 'self' is optional after [weak self]"))
        #expect(message(start + #"{ [weak self] _ in let n = self?.unread; return true }]"#, on: inbox).hasPrefix(
            "1:104: error: reading through 'self?.' gives an optional"))
        #expect(message(start + #"{ _ in self?.unread = 0; return true }]"#, on: inbox).hasPrefix(
            "1:88: error: 'self' is not optional here"))
        #expect(message(start + #"{ _ in guard let self else { return false }; return true }]"#, on: inbox).hasPrefix(
            "1:84: error: 'self' is not optional here"))
        // The same for a notification's argument (an iOS learner's `[unowned self]` with `argument: self?.status` passed).
        for capture in ["[unowned self] _ in", "_ in", "[weak self] _ in guard let self else { return false };"] {
            let written = start + "{ \(capture) UIAccessibility.post(notification: .layoutChanged, argument: self?.status); return true }]"
            #expect(message(written, on: inbox).contains("error: 'self' is not optional here"), "\(capture)")
        }
        #expect(message(start + #"{ _ in self.unred -= 1; return true }]"#, on: inbox)
                == "1:84: error: 'unred' is not a property of the view controller or a state variable of the screen "
                    + "(it declares unread) — did you mean 'unread'?")
        #expect(message(start + #"{ _ in self.statsu.text = "x"; return true }]"#, on: inbox).hasPrefix(
            "1:89: error: no element 'statsu' on this screen"))
        #expect(message(#"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "") { _ in true }]"#, on: inbox)
                == "1:69: error: an action needs a name the screen reader can say, such as \"Delete\"")
        #expect(message(#"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read", target: self, selector: nil)]"#,
                        on: inbox).hasPrefix("1:77: error: target: and selector: call a method of the app"))
        #expect(message(#"row.accessibilityCustomActions = UIAccessibilityCustomAction(name: "Read") { _ in true }"#, on: inbox)
                .hasPrefix("1:34: error: expected a list of actions in '[ ]'"))
    }

    /// A delete action that takes its row out with `removeFromSuperview()`: the row is gone for
    /// VoiceOver as for everyone; Swift's rules on `self` in a closure hold for it too.
    @Test func aHandlerMayTakeAViewOut() throws {
        let fixed = try applying("""
            row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { [weak self] _ in
                self?.row.removeFromSuperview()
                return true
            }]
            """, to: inbox)
        #expect(fixed["row"].customActions.first?.effects == [.removeFromSuperview(target: "row"), .returns(true)])
        #expect(message(#"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { [weak self] _ in row.removeFromSuperview(); return true }]"#,
                        on: inbox).hasPrefix("1:98: error: reference to 'row' in a closure requires explicit use of 'self'"))
        #expect(message("row.removeFromSuperview()", on: inbox).hasPrefix("1:5: error: the tutor does not take views out"))
    }

    @Test func swiftUIActionsAddOneAtATimeAndChangeState() throws {
        var screen = Fixtures.swiftUIControls
        screen = try applying(#"""
            cell.accessibilityAction(named: "Star") {
                stars += 1
                AccessibilityNotification.Announcement("\(stars) stars").post()
            }
            .accessibilityAction(named: Text("Share")) { }
            """#, to: screen)
        #expect(screen["cell"].customActions == [
            CustomAction(name: "Star", effects: [.addToVariable("stars", amount: 1),
                                                 .announce(.interpolation([.variable("stars"), .string(" stars")]))]),
            CustomAction(name: "Share"),
        ])
        #expect(message(#"cell.accessibilityAction(named: "Star") { cell.text = "x" }"#, on: Fixtures.swiftUIControls)
            .hasPrefix("1:48: error: a SwiftUI action can't read or set a view's 'text'"))
        // The closure may be the second argument, inside the parentheses, as SwiftUI's signature allows.
        let inside = try applying(#"cell.accessibilityAction(named: "Star", { stars += 1 }).accessibilityAction(.magicTap, { stars = 0 })"#,
                                  to: Fixtures.swiftUIControls)
        #expect(inside["cell"].customActions == [CustomAction(name: "Star", effects: [.addToVariable("stars", amount: 1)])])
        #expect(inside["cell"].handlers.map(\.event) == ["magicTap"])
        #expect(message(#"cell.accessibilityAction(named: "Star", { stars += 1 }"#, on: Fixtures.swiftUIControls)
            .hasPrefix("1:55: error: expected ')' after the action's closure"))
        #expect(message(#"cell.accessibilityAction(.delete) { }"#, on: Fixtures.swiftUIControls)
            .hasPrefix("1:26: error: name the action, .accessibilityAction(named: \"Delete\") { … }, or give the kind it answers"))
    }

    /// iOS 16's `.accessibilityActions { Button(…) { … } }`: one action a button, in order.
    @Test func swiftUIActionButtonsAreActions() throws {
        let screen = try applying(#"""
            cell.accessibilityActions {
                Button("Star") { stars += 1 }
                Button(Text("Share"), action: { })
            }
            """#, to: Fixtures.swiftUIControls)
        #expect(screen["cell"].customActions == [CustomAction(name: "Star", effects: [.addToVariable("stars", amount: 1)]),
                                                 CustomAction(name: "Share")])
        #expect(message(#"cell.accessibilityActions { Toggle("Star") { } }"#, on: Fixtures.swiftUIControls)
            .hasPrefix("1:29: error: expected Button(\"Name\") { … }, one for each action"))
    }

    /// iOS 15's `.accessibilityAction { … } label: { Text("Star") }` is a named action, its name the
    /// label's text (a learner's was refused).
    @Test func anActionLabelledByAViewIsNamed() throws {
        let screen = try applying("cell.accessibilityAction {\n    stars += 1\n} label: {\n    Text(\"Star\")\n}", to: Fixtures.swiftUIControls)
        #expect(screen["cell"].customActions == [CustomAction(name: "Star", effects: [.addToVariable("stars", amount: 1)])])
    }

    @Test func twoActionsOfOneNameAreRefused() {
        #expect(message(#"""
            cell.accessibilityAction(named: "Star") { stars += 1 }
            cell.accessibilityAction(named: "Star") { stars -= 1 }
            """#, on: Fixtures.swiftUIControls)
                == "2:6: error: 'cell' already offers an action named 'Star': the screen reader would say both alike (in the tutor, "
                    + "'undo' takes back the earlier statement)")
        #expect(message(#"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "A") { _ in true }, UIAccessibilityCustomAction(name: "A") { _ in true }]"#,
                        on: inbox) == "1:1: error: the list gives 'row' two actions named 'A': the screen reader would say both alike; "
                            + "give each its own name")
    }

    @Test func eachFrameworkKeepsItsOwnSpelling() {
        #expect(message(#"row.accessibilityAction(named: "Read") { }"#, on: inbox).hasPrefix(
            "1:5: error: 'row' is a UITableViewCell, a UIKit view, and SwiftUI modifiers are for SwiftUI views: in UIKit give "
                + "the view its actions: row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: \"Read\")"))
        #expect(message(#"cell.accessibilityCustomActions = []"#, on: Fixtures.swiftUIControls)
                == "1:6: error: 'cell' is a SwiftUI Text, and 'accessibilityCustomActions' is UIKit's: use "
                    + ".accessibilityAction(named: \"…\") { … } on a SwiftUI Text, once for each action")
    }

    @Test func announcementsArePostedFromAHandler() throws {
        let start = #"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") { _ in "#
        #expect(messages(start + #"UIAccessibility.post(notification: UIAccessibility.Notification.announcement, argument: self.status.text); return true }]"#,
                         on: inbox) == [])
        #expect(message(start + #"UIAccessibility.post(notification: .anouncement, argument: "x"); return true }]"#, on: inbox)
                == "1:119: error: unknown notification 'anouncement' — did you mean 'announcement'?")
        #expect(message(start + #"UIAccessibility.post(notification: .announcement, argument: 3); return true }]"#, on: inbox)
                == "1:144: error: an announcement's argument is the text to speak, a String, and this is a number")
        let moved = try applying(start + #"UIAccessibility.post(notification: .screenChanged, argument: self.status); UIAccessibility.post(notification: .layoutChanged, argument: nil); UIAccessibility.post(notification: .layoutChanged, argument: "Updated"); UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 5"); UIAccessibility.post(notification: .screenChanged, argument: "Inbox"); return true }]"#, to: inbox)
        #expect(moved["row"].customActions.first?.effects == [
            .moveFocus(to: "status", screenChanged: true), .moveFocus(to: nil, screenChanged: false),
            .spelled(.notification("layoutChanged"), [.announce(.string("Updated"))]),
            .spelled(.notification("pageScrolled"), [.announce(.string("Page 2 of 5"))]),
            .spelled(.notification("screenChanged"), [.announce(.string("Inbox")), .moveFocus(to: nil, screenChanged: true)]),
            .returns(true),
        ])
        // The text bridged as the argument's `Any?` takes it, as apps often write it.
        #expect(try applying(start + #"UIAccessibility.post(notification: .announcement, argument: "Read" as NSString); return true }]"#,
                             to: inbox)["row"].customActions.first?.effects == [.announce(.string("Read")), .returns(true)])
        #expect(message(start + #"UIAccessibility.post(notification: .announcement, argument: self.status); return true }]"#, on: inbox)
            .hasPrefix("1:144: error: an announcement's argument is the text to speak, a String, and this is the view 'status'"))
        #expect(message(start + #"UIAccessibility.post(notification: .screenChanged, argument: status); return true }]"#, on: inbox)
            .hasPrefix("1:145: error: reference to 'status' in a closure requires explicit use of 'self'"))
        #expect(message(start + #"UIAccessibility.post(notification: .screenChanged, argument: self.statsu); return true }]"#, on: inbox)
            .hasPrefix("1:150: error: no element 'statsu' on this screen"))
        #expect(message(#"UIAccessibility.post(notification: .announcement, argument: "Saved")"#, on: inbox)
            .hasPrefix("1:1: error: a notification is posted when something happens: post it in the code that runs then, such as a button's tap"))
        #expect(message(#"cell.accessibilityAction(named: "Star") { AccessibilityNotification.Announcement("x") }"#,
                        on: Fixtures.swiftUIControls)
                == "1:87: error: an AccessibilityNotification is heard only once posted: end it with '.post()'")
    }
}

/// The forms a learner tried that Swift compiles (or refuses), each as the tutor takes it.
@Suite struct HandlerSwiftFormsTests {
    private var inbox: Screen {
        var status = Element(id: "status", type: .UILabel)
        status.text = "3 unread"
        return Screen(elements: [Element(id: "row", type: .UITableViewCell), status],
                      state: ["unread": StateVariable(value: .number(3), kind: .int)])
    }
    private let start = #"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Read") "#

    @Test func unwrappingSelfTakesConditionsAndANewName() throws {
        let guarded = try applying(start + #"{ [weak self] _ in guard let self, unread > 0 else { return false }; unread -= 1; return true }]"#,
                                   to: inbox)
        #expect(guarded["row"].customActions.first?.effects == [
            .branch(when: [Condition(left: .variable("unread"), comparison: .greater, right: .number(0))], then: [],
                    otherwise: [.returns(false)]),
            .addToVariable("unread", amount: -1), .returns(true),
        ])
        // A binding after `guard let self` (Swift 5.7): the name is declared for the rest.
        let bound = try applying(start + #"{ [weak self] _ in guard let self, let words = status.text, unread > 0 else { return false }; "#
                                 + #"UIAccessibility.post(notification: .announcement, argument: words); return true }]"#, to: inbox)
        #expect(bound["row"].customActions.first?.effects.first == .branch(
            when: [Condition(left: .property(target: "status", property: "text"), comparison: .notEqual, right: .nil_),
                   Condition(left: .variable("unread"), comparison: .greater, right: .number(0))],
            then: [], otherwise: [.returns(false)]))
        let named = try applying(start + #"{ [weak self] _ in guard let strongSelf = self else { return false }; strongSelf.status.text = "Read"; return true }]"#,
                                 to: inbox)
        #expect(named["row"].customActions.first?.effects == [
            .set(target: "status", property: "text", to: .string("Read")), .returns(true),
        ])
        #expect(message(start + #"{ [weak self] _ in guard let strongSelf = self else { return false }; status.text = "x"; return true }]"#,
                        on: inbox).hasSuffix("'status' is the view controller's: reach it through 'strongSelf' — did you mean 'strongSelf.status'?"))
    }

    @Test func localizedTextAndSwiftsMinAndMaxAreValues() throws {
        let screen = try applying(start + #"""
            { _ in
                self.unread = max(0, self.unread - 1)
                UIAccessibility.post(notification: .announcement, argument: NSLocalizedString("Read", comment: ""))
                UIAccessibility.post(notification: .announcement, argument: String(localized: "Done"))
                return true
            }]
            """#, to: inbox)
        #expect(screen["row"].customActions.first?.effects.suffix(3) == [
            // Kept as the lookups written, for the code shown; each says its key.
            .announce(.localized("Read", comment: "")), .announce(.localized("Done", comment: nil)), .returns(true),
        ])
        #expect(try applying(#"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: String(localized: "Read")) { _ in true }]"#,
                             to: inbox)["row"].customActions.map(\.name) == ["Read"])
        // A localized key built from an interpolation is told so, not "expected a string … found the string".
        #expect(message(#"row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: String(localized: "\(unread) left")) { _ in true }]"#,
                        on: inbox).contains(#"error: 'String(localized:' with \( ) builds its key from the interpolation"#))
        // `?.append` does nothing on a view whose list is still nil, as in Swift; on a list it adds one.
        #expect(try applying(#"row.accessibilityCustomActions?.append(UIAccessibilityCustomAction(name: "Read") { _ in true })"#,
                             to: inbox)["row"].customActions == [])
        #expect(try applying(#"""
            row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Flag") { _ in true }]
            row.accessibilityCustomActions?.append(UIAccessibilityCustomAction(name: "Read") { _ in true })
            """#, to: inbox)["row"].customActions.map(\.name) == ["Flag", "Read"])
        // An empty list is a list: `= []` then `?.append` adds (a learner's action was lost); `= nil` then `?.append` does not.
        let append = #"row.accessibilityCustomActions?.append(UIAccessibilityCustomAction(name: "Read") { _ in true })"#
        #expect(try applying("row.accessibilityCustomActions = []\n" + append, to: inbox)["row"].customActions.map(\.name) == ["Read"])
        #expect(try applying("row.accessibilityCustomActions = nil\n" + append, to: inbox)["row"].customActions == [])
        #expect(message(#"row.accessibilityCustomActions! += [UIAccessibilityCustomAction(name: "Read") { _ in true }]"#, on: inbox)
                == "1:31: error: set the whole list, 'row.accessibilityCustomActions = [ … ]', or add one with '?.append(…)' "
                    + "(which does nothing while the list is nil, UIKit's default)")
    }

    @Test func aSwiftUIActionIsAViewsClosure() throws {
        let screen = Fixtures.swiftUIControls
        #expect(try applying(#"cell.accessibilityAction(named: "Star") { self.stars += 1 }"#, to: screen)["cell"].customActions.first?.effects
                == [.addToVariable("stars", amount: 1)])
        #expect(message(#"cell.accessibilityAction(named: "Star") { _ in stars += 1 }"#, on: screen)
                == "1:43: error: SwiftUI's action closure takes no argument: leave out '… in' and start with the code, as in { archived += 1 }")
        #expect(message(#"cell.accessibilityAction(named: "Star") { [weak self] in stars += 1 }"#, on: screen)
                == "1:43: error: a SwiftUI view is a struct: its closures need no capture list, and change its state directly")
        #expect(message(#"cell.accessibilityAction(named: "Star") { stars += 1; return true }"#, on: screen)
                == "1:62: error: this closure returns nothing: write 'return' alone, or leave it out at the end")
        #expect(message(#"AccessibilityNotification.Announcement("Starred").post()"#, on: screen).hasPrefix(
            "1:1: error: a notification is posted when something happens: post it inside an action, as in card.accessibilityAction"))
    }
}
