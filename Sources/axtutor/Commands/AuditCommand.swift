import ArgumentParser
import Course
import Foundation
import AXModel

/// `axtutor audit SCREEN [--json]`: the accessibility problems the audit rules find on a screen;
/// exits 0 clean, 1 with findings, 65 for a bad screen. `--rules` lists the rules.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit", abstract: "Find accessibility problems on a screen, with the lesson that explains each.")

    @Argument(help: "A screen file (YAML or JSON), or - for standard input.")
    var screen: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Flag(help: "List every rule: id, severity, lesson and what it checks.")
    var rules = false

    @OptionGroup var options: CourseOptions

    func validate() throws {
        if screen == nil, !rules { throw ValidationError("Name a screen file (or - for standard input), or give --rules.") }
    }

    func run() throws {
        guard let screen, !rules else {
            AuditFrontend.rules(json: json).finish()
            return
        }
        // The same located errors as `speak`: the loader's, printed with the source line.
        let (loaded, name) = try ScreenInput.load(screen)
        AuditFrontend.run(screen: loaded, name: name, json: json, color: options.useColor).finish()
    }
}
