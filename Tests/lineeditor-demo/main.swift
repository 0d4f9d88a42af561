// Echoes the lines it reads through LineEditor, completing from a small fixed vocabulary:
// the program the pseudo-terminal tests drive with tmux. Usage: lineeditor-demo [HISTORY-FILE]
import LineEditor
import Tutor

let vocabulary = CompletionVocabulary(
    commands: ["help", "hint", "next", "quit"],
    elementIDs: ["caption", "themeRow", "themeSwitch"],
    properties: ["accessibilityLabel", "accessibilityTraits", "accessibilityValue", "isAccessibilityElement"],
    traits: ["button", "header", "image", "selected"])
let arguments = CommandLine.arguments
let editor = LineEditor(historyFile: arguments.count > 1 ? arguments[1] : nil,
                        wordBreakCharacters: Completion.wordBreakCharacters) { line, word in
    Completion.candidates(line: line, word: word, vocabulary: vocabulary)
}
// A line ending in `{` opens a block that `}` closes: remembered whole, as the tutor's REPL does.
var block: [String] = []
reading: while true {
    switch editor.readLine(prompt: "demo> ") {
    case .line("quit"), .endOfInput:
        print("bye")
        break reading
    case .line(let line) where !block.isEmpty || line.hasSuffix("{") || line.contains("\n"):
        block += line.split(separator: "\n").map(String.init)
        guard block.last == "}" else { continue }
        editor.rememberWhole(block.joined(separator: "\n"))
        print("got block: \(block.joined(separator: " "))")
        block = []
    case .line(let line):
        print("got: \(line)")
    case .interrupted:
        print("interrupted")
    case .quit:
        print("quit")
        break reading
    }
}
