import AXModel
import Foundation
import ScreenReader
import SwiftImport
import Testing

/// The import corpus: real-world-shaped SwiftUI and UIKit files in `Corpus/`, each with the
/// screen it imports to (`NAME.yaml`: the notes as comments, then the screen) and what
/// VoiceOver says on that screen (`NAME.transcript`). Import → speak must give both goldens.
/// `UPDATE_GOLDENS=1` rewrites them (then read the diff).
@Suite struct ImportCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static var sources: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func theCorpusHasTwentyFilesAndFourHundredLines() throws {
        #expect(Self.sources.count >= 20)
        let lines = try Self.sources.reduce(0) { total, name in
            total + (try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
                .split(separator: "\n", omittingEmptySubsequences: false).count
        }
        #expect(lines >= 400)
        let frameworks = try Self.sources.map { name in
            try SwiftImporter.read(path: Self.folder.appendingPathComponent(name).path, name: name, view: nil).framework
        }
        #expect(frameworks.filter { $0 == .swiftUI }.count >= 8)
        #expect(frameworks.filter { $0 == .uikit }.count >= 8)
    }

    @Test(arguments: sources)
    func importThenSpeakMatchesTheGoldens(_ name: String) throws {
        let stem = String(name.dropLast(".swift".count))
        let imported = try SwiftImporter.read(path: Self.folder.appendingPathComponent(name).path,
                                              name: "Corpus/" + name, view: nil)
        let yaml = ImportText.screenFile(imported)
        // What was written reads back as the same screen.
        let reloaded = try ScreenLoader.parse(yaml, file: stem + ".yaml")
        #expect(Self.withoutLocations(reloaded.elements) == Self.withoutLocations(imported.screen.elements))
        let transcript = VoiceOver().announcements(of: reloaded).flatMap { announcement in
            [announcement.speech] + (announcement.hint.map { ["hint: \($0)"] } ?? [])
        }.joined(separator: "\n") + "\n"
        try Self.compare(yaml, golden: stem + ".yaml")
        try Self.compare(transcript, golden: stem + ".transcript")
    }

    static func compare(_ text: String, golden name: String) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden")
    }

    static func withoutLocations(_ elements: [Element]) -> [Element] {
        elements.map { element in
            var copy = element
            copy.location = nil
            copy.children = withoutLocations(element.children)
            return copy
        }
    }
}
