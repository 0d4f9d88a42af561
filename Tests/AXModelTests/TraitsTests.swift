import Testing
@testable import AXModel

@Suite struct TraitsTests {
    @Test func bitValuesMatchUIKit() {
        #expect(Traits.button.rawValue == 1)
        #expect(Traits.header.rawValue == 1 << 16)
        #expect(Traits.toggleButton.rawValue == 1 << 53)
    }
}
