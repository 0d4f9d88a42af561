import AXModel

/// A rule's failing example with its `↓` markers taken out: the screen's YAML, and the places
/// the markers stood, where the rule's findings must land (a marker stands just before the
/// first key of the element a finding is about, where the loader locates that element; two
/// markers, two findings there).
struct MarkedExample {
    static let marker: Character = "↓"

    let yaml: String
    let marks: [SourceLocation]

    init(_ example: String) {
        var yaml = ""
        var marks: [SourceLocation] = []
        for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var kept = ""
            for character in line {
                if character == Self.marker {
                    marks.append(SourceLocation(line: index + 1, column: kept.count + 1))
                } else {
                    kept.append(character)
                }
            }
            yaml += (index == 0 ? "" : "\n") + kept
        }
        self.yaml = yaml
        self.marks = marks
    }
}
