import AXModel
import FixScript
import Testing
@testable import Tutor

/// The learner's extension, written back as UIKit code after a pass, parses with Apple's
/// parser and says what the learner wrote: `guard`, `if`/`else if`, a `switch` as its `if`
/// chain, locals, ternaries, `Int( )` and `String(format:)`.
@Suite struct BodyCodeSwiftTests {
    /// The UIKit code shown after `source` is applied to `screen`.
    private func shownUIKit(_ source: String, on screen: Screen) throws -> [String] {
        let statements = try FixScript.parse(source, file: nil)
        let fixed = try FixScript.apply(statements, to: screen, file: nil)
        return AppCode(screen: fixed, brokenScreen: screen).uikit(statements)
    }

    /// A switch comes back as the switch written: its ranges, its cases of several values and a
    /// default with nothing to do, which Swift writes `break`.
    @Test func aSwitchIsShownAsTheSwitchWritten() throws {
        let screen = try ScreenLoader.parse("""
            state: {rating: 3, word: fair}
            elements:
              - {id: ratingView, type: UIView, class: RatingView, isAccessibilityElement: true}
            """, file: nil)
        let lines = try shownUIKit(#"""
            extension RatingView {
                override func accessibilityIncrement() {
                    switch rating {
                    case 1: word = "poor"
                    case 2, 3: word = "fair"
                    case 4..<6: word = "good"
                    default: break
                    }
                }
            }
            """#, on: screen)
        #expect(Array(lines.drop { !$0.contains("switch") }.prefix(9)) == [
            "        switch rating {", "        case 1:", #"            word = "poor""#, "        case 2, 3:",
            #"            word = "fair""#, "        case 4..<6:", #"            word = "good""#, "        default:", "            break",
        ])
        #expect(SwiftProof.errors(in: lines.joined(separator: "\n"), context: .statements, origin: "switch") == [])
    }

    @Test func aBodyWithSwiftsControlFlowIsShownAsSwift() throws {
        let screen = try ScreenLoader.parse("""
            state: {rating: 3, maxRating: 5, unit: stars}
            elements:
              - {id: ratingView, type: UIView, class: RatingView, isAccessibilityElement: true}
            """, file: nil)
        let source = #"""
            extension RatingView {
                override func accessibilityIncrement() {
                    guard rating < maxRating else { return }
                    rating += 1
                    let next = rating + 1
                    var word = rating == 1 ? "star" : unit
                    if rating == maxRating { word = "stars, the most" } else if rating > 3 { word = "stars!" }
                    accessibilityValue = "\(rating) \(word), then \(next)"
                }
                override func accessibilityDecrement() {
                    switch rating {
                    case 1: return
                    case 2, 3: rating -= 1
                    default: rating = rating - 1
                    }
                    accessibilityValue = String(format: "%d of %d \"%@\"", rating, maxRating, unit)
                }
            }
            """#
        let lines = try shownUIKit(source, on: screen)
        #expect(lines == [
            "// RatingView has the property: var rating = 3",
            "// RatingView has the property: var maxRating = 5",
            #"// RatingView has the property: var unit = "stars""#,
            "extension RatingView {",
            "    override func accessibilityIncrement() {",
            "        guard rating < maxRating else { return }",
            "        rating += 1",
            "        let next = rating + 1",
            #"        var word = rating == 1 ? "star" : unit"#,
            "        if rating == maxRating {",
            #"            word = "stars, the most""#,
            "        } else if rating > 3 {",
            #"            word = "stars!""#,
            "        }",
            #"        accessibilityValue = "\(rating) \(word), then \(next)""#,
            "    }",
            "    override func accessibilityDecrement() {",
            "        switch rating {",
            "        case 1:",
            "            return",
            "        case 2, 3:",
            "            rating -= 1",
            "        default:",
            "            rating -= 1",
            "        }",
            #"        accessibilityValue = String(format: "%d of %d \"%@\"", rating, maxRating, unit)"#,
            "    }",
            "}",
        ])
        #expect(SwiftProof.errors(in: lines.joined(separator: "\n"), context: .statements, origin: "body") == [])
    }

    /// `if let` and `guard let` come back as the bindings they are, not as a test and a `!`.
    @Test func optionalBindingsAreShownAsSwiftWritesThem() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: submit, type: UIButton, title: Submit}
              - {id: emailError, type: UILabel, text: Enter an email address}
            """, file: nil)
        let source = #"""
            submit.addAction(UIAction { [weak self] _ in
                guard let message = self?.emailError.text, message != "" else { return }
                if let label = self?.submit.accessibilityLabel {
                    UIAccessibility.post(notification: .announcement, argument: "\(label): \(message)")
                } else {
                    UIAccessibility.post(notification: .announcement, argument: message)
                }
            }, for: .touchUpInside)
            """#
        let lines = try shownUIKit(source, on: screen)
        #expect(lines == [
            "submit.addAction(UIAction { [weak self] _ in",
            "    guard let self else { return }",
            #"    guard let message = self.emailError.text, message != "" else { return }"#,
            "    if let label = self.submit.accessibilityLabel {",
            #"        UIAccessibility.post(notification: .announcement, argument: "\(label): \(message)")"#,
            "    } else {",
            "        UIAccessibility.post(notification: .announcement, argument: message)",
            "    }",
            "}, for: .touchUpInside)",
        ])
        #expect(SwiftProof.errors(in: lines.joined(separator: "\n"), context: .statements, origin: "body") == [])
    }

    @Test func eitherOrNotAndComparisonsAsValuesAreShownAsSwift() throws {
        let screen = try ScreenLoader.parse("""
            state: {stars: 3, on: true}
            elements:
              - {id: rating, type: UISlider, class: RatingSlider}
            """, file: nil)
        let source = """
            extension RatingSlider {
                override func accessibilityIncrement() {
                    guard !on || stars < 3 && stars > 1 else { return }
                    if stars == 1 || stars == 5 { isSelected = stars > 3 } else { isSelected = false }
                }
            }
            """
        let lines = try shownUIKit(source, on: screen)
        #expect(lines == [
            "// RatingSlider has the property: var on = true",
            "// RatingSlider has the property: var stars = 3",
            "extension RatingSlider {",
            "    override func accessibilityIncrement() {",
            "        guard !on || stars < 3 && stars > 1 else { return }",
            "        if stars == 1 || stars == 5 {",
            "            isSelected = stars > 3",
            "        } else {",
            "            isSelected = false",
            "        }",
            "    }",
            "}",
        ])
        #expect(SwiftProof.errors(in: lines.joined(separator: "\n"), context: .statements, origin: "body") == [])
    }
}
