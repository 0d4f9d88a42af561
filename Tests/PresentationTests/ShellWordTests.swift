import Testing
@testable import Presentation

/// The commands the tools print for a person to type again keep each word whole.
@Suite struct ShellWordTests {
    @Test func aPlainWordStaysAndAnyOtherIsQuoted() {
        #expect(ShellWord.quoted("/tmp/learner/axtutor") == "/tmp/learner/axtutor")
        #expect(ShellWord.quoted("My Pack") == "'My Pack'")
        #expect(ShellWord.quoted("it's") == #"'it'\''s'"#)
        #expect(ShellWord.quoted("") == "''")
    }
}
