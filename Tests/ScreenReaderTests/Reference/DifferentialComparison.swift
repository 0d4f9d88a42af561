import AXModel
@testable import ScreenReader

/// Compares what the project's VoiceOver model and the re-implemented AccessibilitySnapshot
/// say on one generated case.
struct DifferentialComparison {
    /// How a case came out.
    enum Outcome {
        case agree
        /// They differ, in ways the named families explain.
        case explained(Set<String>)
        /// They differ, and no family explains it: the message shows everything needed to
        /// reproduce it.
        case unexplained(String)
    }

    var families: [DisagreementFamily]

    func compare(_ generated: DifferentialCase) -> Outcome {
        let screen = generated.screen
        let model = VoiceOver().announcements(of: screen).map {
            Utterance(id: $0.id, speech: $0.speech, hint: $0.hint)
        }
        let reference = SnapshotReference.utterances(of: screen)
        if heardAlike(model, reference) { return .agree }
        let facts = CaseFacts(screen: screen, stops: VoiceOver().focusStops(of: screen))
        let screenFamilies = families.filter { $0.covers(facts) }
        if !screenFamilies.isEmpty { return .explained(Set(screenFamilies.map(\.name))) }
        guard model.map(\.id) == reference.map(\.id) else {
            return .unexplained(report(generated, model, reference, problem: "the stops differ"))
        }
        var explaining: Set<String> = []
        for (stop, pair) in zip(facts.stops, zip(model, reference)) where !heardAlike([pair.0], [pair.1]) {
            let stopFamilies = families.filter { $0.covers(stop, in: facts) }
            if stopFamilies.isEmpty {
                return .unexplained(report(generated, model, reference, problem: "stop \(stop.id) differs"))
            }
            explaining.formUnion(stopFamilies.map(\.name))
        }
        return .explained(explaining)
    }

    /// Same stops, and on each the same parts heard, in speech and in hint.
    func heardAlike(_ model: [Utterance], _ reference: [Utterance]) -> Bool {
        model.count == reference.count && zip(model, reference).allSatisfy { mine, theirs in
            mine.id == theirs.id
                && SpokenParts.of(mine.speech) == SpokenParts.of(theirs.speech)
                && SpokenParts.of(mine.hint) == SpokenParts.of(theirs.hint)
        }
    }

    /// The failure message: the case's index and seed, the screen, and both sides, stop by stop.
    func report(_ generated: DifferentialCase, _ model: [Utterance], _ reference: [Utterance],
                problem: String) -> String {
        func lines(_ utterances: [Utterance]) -> String {
            utterances.isEmpty ? "    (nothing)" : utterances.map { utterance in
                "    \(utterance.id): \"\(utterance.speech)\"" + (utterance.hint.map { " | hint \"\($0)\"" } ?? "")
            }.joined(separator: "\n")
        }
        return """
            Case \(generated.index) (\(generated.shape)), seed 0x\(String(DifferentialCases.seed, radix: 16)): \(problem).
            Remake it with DifferentialCases.make(\(generated.index)).
            Screen:
            \(ScreenDump.yaml(generated.screen))
            VoiceOver model says:
            \(lines(model))
            AccessibilitySnapshot (re-implemented at \(AccessibilitySnapshotSource.commit.prefix(12))) says:
            \(lines(reference))
            """
    }
}
