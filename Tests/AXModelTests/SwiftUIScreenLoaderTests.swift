import Testing
@testable import AXModel

/// Screens of SwiftUI views: each view and its keys load, `Button` is SwiftUI's on an ios
/// screen, and keys are checked per view as for UIKit classes.
@Suite struct SwiftUIScreenLoaderTests {
    @Test func everySwiftUIViewLoadsWithItsKeys() throws {
        let screen = try ScreenLoader.parse("""
            elements:
              - {id: title, type: Text, text: Settings}
              - {id: icon, type: Image, image: moon, decorative: true}
              - {id: profile, type: Label, title: Profile, image: person}
              - {id: save, type: Button, title: Save, image: disk}
              - {id: dark, type: Toggle, title: Dark Theme, isOn: true}
              - {id: volume, type: Slider, value: 5, minimumValue: 0, maximumValue: 10}
              - {id: email, type: TextField, title: Email, text: ana@example.com, isEditing: true}
              - {id: password, type: SecureField, title: Password}
              - {id: sort, type: Picker, title: Sort by, pickerStyle: segmented, options: [Date, Name], selection: Name}
              - id: form
                type: Form
                children:
                  - id: account
                    type: Section
                    header: Account
                    footer: Signed in
                    children:
                      - {id: row, type: HStack, children: [{id: a, type: VStack}, {id: b, type: ZStack}]}
                      - {id: group, type: Group}
                      - {id: list, type: List}
                      - {id: nav, type: NavigationStack}
            """, file: nil)
        let types = screen.allElements.map(\.type)
        #expect(Set(types) == Set(ElementType.types(of: .ios).filter { $0.framework == .swiftUI }))
        #expect(screen.element("save")?.type == .SwiftUIButton)
        #expect(screen.element("icon")?.decorative == true)
        #expect(screen.element("account")?.header == "Account")
        #expect(screen.element("account")?.footer == "Signed in")
        #expect(screen.element("dark")?.isOn == true)
        #expect(screen.element("sort")?.segments == ["Date", "Name"])
        #expect(screen.element("sort")?.selectedSegmentIndex == 1)
    }

    @Test func keysAreCheckedPerSwiftUIView() {
        #expect(loaderProblems("""
            elements:
              - {id: email, type: TextField, placeholder: Email}
              - {id: title, type: Text, title: Hi}
              - {id: photo, type: UIImageView, decorative: true}
            """) == [
                "s.yaml:2:34: error: 'placeholder' does not apply to a TextField: only UITextField and "
                    + "UISearchTextField have it — did you mean 'title'?",
                "s.yaml:3:29: error: 'title' does not apply to a Text: only Label, Button, Toggle, Picker, "
                    + "TextField and SecureField have it — did you mean 'text'?",
                "s.yaml:4:36: error: 'decorative' does not apply to a UIImageView: only Image has it",
            ])
    }
}
