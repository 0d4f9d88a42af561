import Testing
import AXModel
@testable import FixScript

/// Custom content (docs/voiceover.md VO-8.4 to VO-8.6): SwiftUI's modifier adds one piece; UIKit's
/// list replaces them, on a view whose class conforms to `AXCustomContentProvider`.
@Suite struct CustomContentStatementsTests {
    private var dogs: Screen {
        var photo = Element(id: "photo", type: .UIImageView)
        photo.className = "DogPhotoView"
        photo.customContent = []
        return Screen(elements: [photo, Element(id: "next", type: .UIButton)])
    }

    /// `AXCustomContent(` with its arguments on the lines below, as Xcode lays a long call out.
    @Test func aPieceMayGoOnOverLines() throws {
        let fixed = try applying("photo.accessibilityCustomContent = [\n    AXCustomContent(\n        label: \"Age\",\n"
                                 + "        value: \"3 years\"\n    ),\n]", to: dogs)
        #expect(fixed["photo"].customContent == [CustomContent(label: "Age", value: "3 years")])
    }

    @Test func swiftUIAddsAPieceAModifier() throws {
        let fixed = try applying("""
            img.accessibilityCustomContent("Breed", "beagle", importance: .high)
                .accessibilityCustomContent(Text("Age"), Text("3 years"))
                .accessibilityCustomContent("Good with cats", "", importance: AXCustomContent.Importance.default)
            """, to: Fixtures.swiftUIControls)
        #expect(fixed["img"].customContent == [CustomContent(label: "Breed", value: "beagle", isHighImportance: true),
                                              CustomContent(label: "Age", value: "3 years"),
                                              CustomContent(label: "Good with cats", value: "")])
        #expect(message(#"img.accessibilityCustomContent("", "x")"#, on: Fixtures.swiftUIControls)
                == #"1:32: error: a piece of custom content needs a label the screen reader can say, such as "Age""#)
        // An interpolated value compiles in Swift; the model keeps the words said now (a learner was told
        // "expected the value in double quotes … found the string").
        #expect(message(#"img.accessibilityCustomContent("Age", "\(stars) years")"#, on: Fixtures.swiftUIControls)
            == #"1:39: error: the tutor keeps this text as the words VoiceOver says, so it takes no \( ) here (Swift would "#
            + #"compile it): write the value in double quotes, as in "3 years""#)
        #expect(message(#"img.accessibilityCustomContent("Age")"#, on: Fixtures.swiftUIControls)
            .hasPrefix("1:37: error: expected ', \"Value\"' after the label"))
        #expect(message(#"img.accessibilityCustomContent("Age", "3", importance: .hgh)"#, on: Fixtures.swiftUIControls)
            .hasPrefix("1:56: error: expected '.high' or '.default', found 'hgh' — did you mean 'high'?"))
    }

    /// SwiftUI's key form: `AccessibilityCustomContentKey("Weight")`, with or without its `id:`.
    @Test func aSwiftUIKeyIsItsLabel() throws {
        let fixed = try applying("""
            img.accessibilityCustomContent(AccessibilityCustomContentKey("Weight"), "12 kilograms", importance: .default)
                .accessibilityCustomContent(AccessibilityCustomContentKey(Text("Age"), id: "age"), "3 years")
            """, to: Fixtures.swiftUIControls)
        #expect(fixed["img"].customContent == [CustomContent(label: "Weight", value: "12 kilograms"),
                                              CustomContent(label: "Age", value: "3 years")])
    }

    @Test func uikitReplacesTheListOnAViewThatProvidesIt() throws {
        let fixed = try applying(#"photo.accessibilityCustomContent = [AXCustomContent(label: "Age", value: "3 years"), AXCustomContent(label: "Breed", value: "beagle")]"#,
                                 to: dogs)
        #expect(fixed["photo"].customContent == [CustomContent(label: "Age", value: "3 years"), CustomContent(label: "Breed", value: "beagle")])
        let appended = try applying(#"photo.accessibilityCustomContent.append(AXCustomContent(label: "Age", value: "3 years"))"#, to: fixed)
        #expect(appended["photo"].customContent?.count == 3)
        // `+=` on the implicitly unwrapped array, as swiftc takes it (a learner's was refused).
        let added = try applying(#"photo.accessibilityCustomContent += [AXCustomContent(label: "Owner", value: "Ana")]"#, to: fixed)
        #expect(added["photo"].customContent?.last == CustomContent(label: "Owner", value: "Ana"))
        #expect(message(#"next.accessibilityCustomContent = [AXCustomContent(label: "Age", value: "3")]"#, on: dogs)
            .hasPrefix("1:1: error: 'next' is a UIButton, which has no 'accessibilityCustomContent'"))
        #expect(message(#"photo.accessibilityCustomContent = [AXCustomContent(label: "Age", value: "3", importance: .high)]"#, on: dogs)
            .hasPrefix("1:77: error: expected ')' to close AXCustomContent(: its importance is a property"))
        #expect(message(#"photo.accessibilityCustomContent("Age", "3")"#, on: dogs)
            .hasPrefix("1:7: error: 'photo' is a UIImageView, a UIKit view, and SwiftUI modifiers are for SwiftUI views"))
    }

    /// VO-8.6 in UIKit: `AXCustomContent` takes its importance after it is made, so a fix makes
    /// the piece as a constant; the class is shared, so the importance holds wherever it is listed.
    @Test func aPieceMadeAsAConstantTakesItsImportanceWhereverItIsListed() throws {
        let fixed = try applying("""
            let age = AXCustomContent(label: "Age", value: "3 years")
            photo.accessibilityCustomContent = [age, AXCustomContent(label: "Breed", value: "Beagle")]
            age.importance = .high
            """, to: dogs)
        #expect(fixed["photo"].customContent == [CustomContent(label: "Age", value: "3 years", isHighImportance: true, variable: "age"),
                                                CustomContent(label: "Breed", value: "Beagle")])
        let appended = try applying("""
            let breed: AXCustomContent = AXCustomContent(label: "Breed", value: "Beagle")
            breed.importance = AXCustomContent.Importance.high
            photo.accessibilityCustomContent.append(breed)
            """, to: dogs)
        #expect(appended["photo"].customContent?.map(\.isHighImportance) == [true])
    }

    /// `x.accessibilityCustomContent[1].importance = .high`: a listed piece, a class instance,
    /// changed in place; an index outside the list is where Swift would stop the app.
    @Test func aListedPieceTakesItsImportanceByIndex() throws {
        let fixed = try applying("""
            let age = AXCustomContent(label: "Age", value: "3 years")
            photo.accessibilityCustomContent = [AXCustomContent(label: "Breed", value: "beagle"), age]
            photo.accessibilityCustomContent[1].importance = .high
            """, to: dogs)
        #expect(fixed["photo"].customContent?.map(\.isHighImportance) == [false, true])
        #expect(fixed.contentConstants["age"]?.isHighImportance == true)
        let last = try applying("""
            photo.accessibilityCustomContent = [AXCustomContent(label: "Breed", value: "beagle"), AXCustomContent(label: "Age", value: "3")]
            photo.accessibilityCustomContent.last?.importance = .high
            """, to: dogs)
        #expect(last["photo"].customContent?.map(\.isHighImportance) == [false, true])
        // `.first?` of an empty list reaches nothing, as Swift's optional chaining does.
        #expect(try applying("photo.accessibilityCustomContent.first?.importance = .high", to: dogs)["photo"].customContent == [])
        #expect(message("photo.accessibilityCustomContent[0].importance = .high", on: dogs)
                == "1:34: error: 'photo' lists no custom content, so [0] is out of range: Swift stops the app there")
    }

    @Test func aConstantUsedWrongIsALocatedError() {
        #expect(messages("""
            photo.accessibilityCustomContent = [aeg]
            ag.importance = .high
            let photo = AXCustomContent(label: "A", value: "b")
            """, on: dogs) == [
                #"1:37: error: no AXCustomContent 'aeg': make it first, 'let aeg = AXCustomContent(label: "…", value: "…")'"#,
                #"2:1: error: no AXCustomContent 'ag': make it first, 'let ag = AXCustomContent(label: "…", value: "…")'"#,
                "3:5: error: 'photo' is a view of the screen: give the piece another name, as in photoAge",
            ])
        #expect(message("let age = AXCustomContent(label: \"Age\", value: \"3\")\nage.importance = .hgh", on: dogs)
            .hasPrefix("2:18: error: expected '.high' or '.default', found 'hgh' — did you mean 'high'?"))
    }
}
