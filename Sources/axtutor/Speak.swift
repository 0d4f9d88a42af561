import Foundation
import AXModel
import ArgumentParser
import FixScript
import ScreenReader

/// `axtutor speak SCREEN`: what the screen reader says on each focus stop, or what it says
/// while gestures are played.
struct Speak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak", abstract: "Print what a screen reader says on each focus stop of a screen.")

    @Argument(help: "A screen file (YAML or JSON), or - for standard input.")
    var screen: String

    @Option(help: "The screen reader to model (default: the screen's own: voiceover for ios, talkback for android).")
    var reader: ReaderName?

    @Option(help: ArgumentHelp("Gestures to play from a fresh start, separated by ';'.",
                               valueName: "gestures"))
    var gestures: String?

    @Option(help: ArgumentHelp("Fix statements to apply before speaking: a file, or - for standard input.",
                               valueName: "file"))
    var fix: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        if screen == "-", fix == "-" {
            throw ValidationError("standard input holds one thing: give the screen or the fix statements as a file")
        }
    }

    func run() throws {
        var (loaded, name) = try ScreenInput.load(screen)
        if let fix {
            let input = try FixInput.read(fix)
            loaded = try FixScript.apply(input.text, to: loaded, file: input.name)
        }
        let model = try reader?.model(for: loaded, file: name) ?? loaded.platform.screenReader
        if let gestures {
            let played: [Gesture]
            do {
                played = try Gesture.parseList(gestures, on: loaded.platform)
            } catch let problems as Diagnostics {
                throw Diagnostics(problems.items.map { $0.relocated(file: "--gestures") })
            }
            let transcript = model.play(played, on: loaded)
            print(json ? try SpeechReport.json(transcript) : SpeechReport.text(transcript))
        } else {
            let announcements = model.announcements(of: loaded)
            // A screen with nothing to read prints no blank line: a note on standard error says so.
            if announcements.isEmpty, !json {
                FileHandle.standardError.write(Data("\(name): note: the screen has no focus stops: a screen reader reads nothing on it\n".utf8))
                return
            }
            print(json ? try SpeechReport.json(announcements) : SpeechReport.text(announcements))
        }
    }
}
