import AXModel
import Foundation
import Presentation
import Progress
import SwiftImport

/// `axtutor import`: the screen on standard output or in a new file, the notes on standard error.
public enum ImportFrontend {
    public static func run(file: String, view: String?, output: String?, force: Bool) -> CommandOutput {
        let imported: ImportedScreen
        do {
            imported = try SwiftImporter.read(path: file, name: file, view: view)
        } catch {
            return .failure(error.items)
        }
        let text = ImportText.screenFile(imported)
        let notes = imported.notes.map(\.rendered).joined(separator: "\n")
        let errors = notes.isEmpty ? "" : notes + "\n"
        guard let output else { return CommandOutput(text: text, errors: errors) }
        let state = StateDirectory.resolve(flag: nil, environment: ProcessInfo.processInfo.environment) ?? "/"
        let destination = OutputFile(path: output, stateDirectory: state, noun: "the screen")
        do {
            if !force, try destination.method() != .create {
                return .failure([Diagnostic(file: output, message: "already exists; not overwritten: "
                                            + "add --force to replace it", exitCode: 73)], text: "")
            }
            try destination.write(text)
        } catch {
            return .failure([error])
        }
        let summary = "wrote \(output): \(imported.framework.rawValue) \(imported.typeName), "
            + counted(count(imported.screen.elements), "element") + ", " + counted(imported.notes.count, "note") + "\n"
            + "next: 'axtutor speak \(output)' says what VoiceOver reads on it\n"
        return CommandOutput(text: summary, errors: errors)
    }

    private static func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    private static func count(_ elements: [Element]) -> Int {
        elements.reduce(0) { $0 + 1 + count($1.children) }
    }
}
