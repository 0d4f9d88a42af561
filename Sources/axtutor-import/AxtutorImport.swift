import ArgumentParser
import Foundation
import Presentation

/// `axtutor import FILE.swift [--view NAME] [--output SCREEN.yaml [--force]]`: a screen file
/// from real SwiftUI or UIKit source. A program of its own, which `axtutor import` runs in its
/// place, so that the tutor does not carry Apple's Swift parser (docs/decisions.md).
@main
struct AxtutorImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "axtutor import",
        abstract: "Make a screen file from a SwiftUI view or a UIKit view controller.",
        discussion: """
            Reads FILE with Apple's Swift parser. A SwiftUI View's body becomes SwiftUI views (Text, \
            Image, Label, Link, Button, Toggle, Slider, TextField, SecureField, a segmented Picker, \
            stacks, List, Form, Section, ForEach over literal data, TabView, NavigationStack and its \
            title) with their accessibility modifiers and named actions, in order; a value read from \
            the view's state is read as the source starts it. A UIKit view controller or view becomes \
            the views its set-up code makes (viewDidLoad, loadView, init, awakeFromNib and the methods \
            they call), with their properties, custom actions and the tree addSubview, \
            addArrangedSubview and UIStackView build. Element ids are the Swift names; a file with \
            several screens imports the one named as the file, and names the others.

            What the file does not spell out (a view of your own from another file, a value computed \
            at run time, a loop over data it does not hold, a view shown only when a condition holds) \
            is left out, each with a note at its line on standard error and as a comment at the top \
            of the screen: describe those by hand. Notes do not fail the import; Swift that does not \
            parse does (exit 65).

            Examples:
              axtutor import SettingsView.swift                      # the screen on standard output
              axtutor import Feed.swift --view RowView --output row.yaml
              axtutor speak row.yaml                                 # what VoiceOver says on it
              axtutor new exercise controls/switch row-name --from Feed.swift --view RowView
            """)

    @Argument(help: "A Swift file holding a SwiftUI View or a UIKit view controller or view.")
    var file: String

    @Option(help: ArgumentHelp("The View or class to read, when the file holds several.", valueName: "name"))
    var view: String?

    @Option(help: ArgumentHelp("Write the screen to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(help: "Replace the --output file when it exists.")
    var force = false

    func validate() throws {
        if force, output == nil { throw ValidationError("--force replaces an --output file: give --output too.") }
        // A screen file is YAML: a name that says another format would mislead whoever opens it.
        if let output, let dot = output.lastIndex(of: "."), !output[dot...].contains("/") {
            let ext = output[output.index(after: dot)...].lowercased()
            if !["yaml", "yml"].contains(ext) {
                let base = output[..<dot]
                throw ValidationError("--output \(output): a screen file is YAML; name it \(base).yaml")
            }
        }
    }

    func run() throws {
        ImportFrontend.run(file: file, view: view, output: output, force: force).finish()
    }

    /// Parses the command line and runs it; any error is printed by `CommandErrors`.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            Foundation.exit(CommandErrors.report(error, for: AxtutorImport.self))
        }
    }
}
