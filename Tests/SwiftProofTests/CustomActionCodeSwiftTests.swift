import AXModel
import FixScript
import Testing
@testable import Tutor

/// A custom action's handler, shown after a pass in UIKit and in SwiftUI, parses with Apple's
/// parser and keeps what the learner wrote: one list of actions a view in UIKit, one
/// `.accessibilityAction(named:)` an action in SwiftUI, announcements in each framework's form.
@Suite struct CustomActionCodeSwiftTests {
    private let inbox = """
        state: {unread: 3}
        elements:
          - {id: row, type: UITableViewCell, accessibilityLabel: Message from Ana}
          - {id: status, type: UILabel, text: 3 unread}
        """

    private func shown(_ source: String, on yaml: String) throws -> (uikit: [String], swiftUI: [String]) {
        let screen = try ScreenLoader.parse(yaml, file: nil)
        let statements = try FixScript.parse(source, file: nil)
        let fixed = try FixScript.apply(statements, to: screen, file: nil)
        let code = AppCode(screen: fixed, brokenScreen: screen)
        return (code.uikit(statements), code.swiftUI(statements))
    }

    /// A closure's capture is shown as typed: `[weak self]` with `self?.` on each view set,
    /// `[unowned self]`, `[self]`; `[weak self]` with a read through `self` keeps its guard, and so
    /// does one typed with `guard let self`.
    @Test func aClosuresCaptureIsShownAsTyped() throws {
        func first(_ capture: String, _ body: String) throws -> [String] {
            let (uikit, _) = try shown("row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: \"Read\") { \(capture) _ in\n"
                                        + body + "\nreturn true\n}]", on: inbox)
            #expect(SwiftProof.errors(in: uikit.joined(separator: "\n"), context: .statements, origin: "uikit") == [])
            return Array(uikit.dropFirst().prefix(2))
        }
        #expect(try first("[weak self]", #"self?.status.text = "Read""#)
            == [#"    UIAccessibilityCustomAction(name: "Read") { [weak self] _ in"#, #"        self?.status.text = "Read""#])
        #expect(try first("[weak self]", "guard let self else { return false }\n" + #"status.text = "Read""#)
            == [#"    UIAccessibilityCustomAction(name: "Read") { [weak self] _ in"#, "        guard let self else { return false }"])
        #expect(try first("[unowned self]", #"status.text = "Read""#)
            == [#"    UIAccessibilityCustomAction(name: "Read") { [unowned self] _ in"#, #"        self.status.text = "Read""#])
        #expect(try first("", #"self.status.text = "Read""#)
            == [#"    UIAccessibilityCustomAction(name: "Read") { [weak self] _ in"#, "        guard let self else { return false }"])
    }

    @Test func aUIKitHandlerIsShownAsTheListItIs() throws {
        let (uikit, swiftUI) = try shown(#"""
            row.accessibilityLabel = "Message from Ana, 2 hours ago"
            row.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Mark as read") { [self] _ in
                    guard unread > 0 else { return false }
                    unread -= 1
                    let left = unread
                    status.text = "\(left) unread"
                    UIAccessibility.post(notification: .announcement, argument: "\(left) unread")
                    return true
                },
                UIAccessibilityCustomAction(name: "Flag", image: UIImage(systemName: "flag")) { _ in true }
            ]
            """#, on: inbox)
        #expect(uikit == [
            #"row.accessibilityLabel = "Message from Ana, 2 hours ago""#,
            "row.accessibilityCustomActions = [",
            // The capture is the one typed (a learner's `[unowned self]` and `self?.` were rewritten).
            #"    UIAccessibilityCustomAction(name: "Mark as read") { [self] _ in"#,
            "        guard self.unread > 0 else { return false }",
            "        self.unread -= 1",
            "        let left = self.unread",
            #"        self.status.text = "\(left) unread""#,
            #"        UIAccessibility.post(notification: .announcement, argument: "\(left) unread")"#,
            "        return true",
            "    },",
            // The image Switch Control shows is kept (a learner's was dropped).
            #"    UIAccessibilityCustomAction(name: "Flag", image: UIImage(systemName: "flag")) { _ in"#,
            "        return true",
            "    }",
            "]",
        ])
        #expect(SwiftProof.errors(in: uikit.joined(separator: "\n"), context: .statements, origin: "uikit") == [])
        #expect(SwiftProof.errors(in: swiftUI.joined(separator: "\n"), context: .modifiers, origin: "swiftUI") == [])
        #expect(swiftUI.contains { $0.contains(#".accessibilityAction(named: "Mark as read") {"#) })
        #expect(swiftUI.contains { $0.contains("// status.text = ") }, "a view's property has no SwiftUI statement")
    }

    @Test func swiftUIActionsBecomeOneUIKitList() throws {
        let yaml = """
            state: {stars: 3}
            elements:
              - {id: card, type: VStack, childBehavior: combine, children: [{id: name, type: Text, text: Soup}]}
            """
        let (uikit, swiftUI) = try shown(#"""
            card.accessibilityAction(named: "Star") {
                stars += 1
                AccessibilityNotification.Announcement("\(stars) stars").post()
            }
            card.accessibilityAction(named: "Share") { }
            """#, on: yaml)
        #expect(swiftUI == [
            "// in the view: @State private var stars = 3",
            "// the view card",
            #".accessibilityAction(named: "Star") {"#,
            "    stars += 1",
            #"    AccessibilityNotification.Announcement("\(stars) stars").post()  // iOS 17; UIAccessibility.post before it"#,
            "}",
            #".accessibilityAction(named: "Share") {"#,
            "}",
        ])
        #expect(uikit == [
            "card.accessibilityCustomActions = [",
            #"    UIAccessibilityCustomAction(name: "Star") { [weak self] _ in"#,
            "        guard let self else { return false }",
            "        self.stars += 1",
            #"        UIAccessibility.post(notification: .announcement, argument: "\(self.stars) stars")"#,
            "        return true",
            "    },",
            #"    UIAccessibilityCustomAction(name: "Share") { _ in"#,
            "        return true",
            "    }",
            "]",
        ])
        #expect(SwiftProof.errors(in: uikit.joined(separator: "\n"), context: .statements, origin: "uikit") == [])
        #expect(SwiftProof.errors(in: swiftUI.joined(separator: "\n"), context: .modifiers, origin: "swiftUI") == [])
    }

    @Test func codeAddedForATapIsShownAsTheAppWritesIt() throws {
        let yaml = """
            elements:
              - {id: saveButton, type: UIButton, title: Save, onActivate: {show: savedToast}}
              - {id: savedToast, type: UILabel, text: Saved, isHidden: true}
            """
        let (uikit, swiftUI) = try shown(#"""
            saveButton.addAction(UIAction { _ in
                UIAccessibility.post(notification: .announcement, argument: self.savedToast.text ?? "Saved")
            }, for: .touchUpInside)
            """#, on: yaml)
        #expect(uikit == [
            "saveButton.addAction(UIAction { [weak self] _ in",
            "    guard let self else { return }",
            #"    UIAccessibility.post(notification: .announcement, argument: self.savedToast.text ?? "Saved")"#,
            "}, for: .touchUpInside)",
        ])
        #expect(swiftUI.first == "// the view saveButton")
        #expect(swiftUI.dropFirst().allSatisfy { $0.hasPrefix("//") }, "a Button's code is its action closure, said in words")
        #expect(SwiftProof.errors(in: uikit.joined(separator: "\n"), context: .statements, origin: "uikit") == [])
        #expect(SwiftProof.errors(in: swiftUI.joined(separator: "\n"), context: .modifiers, origin: "swiftUI") == [])
    }

    @Test func theMagicTapAndAFocusMoveAreShownAsSwift() throws {
        let yaml = """
            state: {isPlaying: false}
            elements:
              - {id: player, type: UIView, class: PlayerView, children: [{id: playButton, type: UIButton, title: Play}]}
              - {id: sortButton, type: UIButton, title: Sort}
              - {id: sortTitle, type: UILabel, text: Sort by}
            """
        let (uikit, swiftUI) = try shown(#"""
            extension PlayerView {
                override func accessibilityPerformMagicTap() -> Bool {
                    isPlaying.toggle()
                    UIAccessibility.post(notification: .announcement, argument: isPlaying ? "Playing" : "Paused")
                    return true
                }
            }
            sortButton.addAction(UIAction { _ in
                UIAccessibility.post(notification: .screenChanged, argument: self.sortTitle)
            }, for: .touchUpInside)
            """#, on: yaml)
        #expect(uikit == [
            "// in the view controller, where it sets up its views (viewDidLoad):",
            "sortButton.addAction(UIAction { [weak self] _ in",
            "    guard let self else { return }",
            "    UIAccessibility.post(notification: .screenChanged, argument: self.sortTitle)",
            "}, for: .touchUpInside)",
            "// at the top level of a Swift file:",
            "// PlayerView has the property: var isPlaying = false",
            "extension PlayerView {",
            "    override func accessibilityPerformMagicTap() -> Bool {",
            "        isPlaying.toggle()",
            #"        UIAccessibility.post(notification: .announcement, argument: isPlaying ? "Playing" : "Paused")"#,
            "        return true",
            "    }",
            "}",
        ])
        #expect(SwiftProof.errors(in: uikit.joined(separator: "\n"), context: .statements, origin: "uikit") == [])
        #expect(SwiftProof.errors(in: swiftUI.joined(separator: "\n"), context: .modifiers, origin: "swiftUI") == [])
    }

    @Test func anAppendedActionIsShownAsTheAppendItIs() throws {
        let (uikit, swiftUI) = try shown(#"""
            row.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in true }]
            row.accessibilityCustomActions?.append(UIAccessibilityCustomAction(name: "Delete") { _ in
                UIAccessibility.post(notification: .announcement, argument: "Deleted")
                return true
            })
            """#, on: inbox)
        // Appended to the list set above, it is one more action of that list.
        #expect(uikit == [
            "row.accessibilityCustomActions = [",
            #"    UIAccessibilityCustomAction(name: "Archive") { _ in"#,
            "        return true",
            "    },",
            #"    UIAccessibilityCustomAction(name: "Delete") { _ in"#,
            #"        UIAccessibility.post(notification: .announcement, argument: "Deleted")"#,
            "        return true",
            "    }",
            "]",
        ])
        // Alone, it is the append the learner wrote.
        let alone = try shown(#"row.accessibilityCustomActions?.append(UIAccessibilityCustomAction(name: "Delete") { _ in true })"#,
                              on: inbox).uikit
        #expect(alone == [#"row.accessibilityCustomActions?.append(UIAccessibilityCustomAction(name: "Delete") { _ in"#,
                          "    return true", "})"])
        #expect(SwiftProof.errors(in: alone.joined(separator: "\n"), context: .statements, origin: "uikit") == [])
        #expect(SwiftProof.errors(in: uikit.joined(separator: "\n"), context: .statements, origin: "uikit") == [])
        #expect(SwiftProof.errors(in: swiftUI.joined(separator: "\n"), context: .modifiers, origin: "swiftUI") == [])
    }
}
