import Testing
@testable import Progress

@Suite struct LearnerNameTests {
    @Test func theTutorsOwnVariableComesFirst() {
        #expect(LearnerName.resolve(environment: ["AXTUTOR_LEARNER": "ada", "USER": "root", "LOGNAME": "x"]) == "ada")
    }

    @Test func theLoginNameComesNext() {
        #expect(LearnerName.resolve(environment: ["AXTUTOR_LEARNER": "", "USER": "bob", "LOGNAME": "x"]) == "bob")
        #expect(LearnerName.resolve(environment: ["LOGNAME": "carol"]) == "carol")
    }

    @Test func withNothingItIsLearner() {
        #expect(LearnerName.resolve(environment: [:]) == "learner")
    }
}
