/// A REPL command the learner types by name (`check`, `hint`, `goto ID`, …).
public enum TutorCommand: Equatable, Sendable {
    case check, speak, show, hint, undo, reset, solution, next, prev, list, lesson, progress, help, quit
    case goto(String)

    /// Every command's name, as typed and as Tab offers them.
    public static let names = ["check", "speak", "show", "hint", "undo", "reset", "solution", "next", "prev",
                               "goto", "list", "lesson", "progress", "help", "quit"]

    /// The commands that take no argument, by name (`exit` is another name for `quit`).
    static let bare: [String: TutorCommand] = [
        "check": .check, "speak": .speak, "show": .show, "hint": .hint, "undo": .undo, "reset": .reset,
        "solution": .solution, "next": .next, "prev": .prev, "list": .list, "lesson": .lesson,
        "progress": .progress, "help": .help, "quit": .quit, "exit": .quit,
    ]

    /// One line per command for `help`: how it is typed and what it does, naming `reader`.
    public static func helpLines(reader: String) -> [(usage: String, summary: String)] { [
        ("check", "grade your fix: each expected line against what \(reader) says"),
        ("speak", "what \(reader) says now, for the exercise's gestures"),
        ("swipe right, double tap, …", "explore the screen as it is now, one gesture at a time"),
        ("show", "the screen's elements and their properties"),
        ("hint", "the next hint"),
        ("undo", "take back the last statement"),
        ("reset", "start the exercise again from the broken screen"),
        ("solution", "the author's solution (after a pass, or after 3 failed checks of different fixes)"),
        ("next, prev, goto ID", "move to another exercise"),
        ("list", "the course's exercises and where you are"),
        ("lesson", "the lesson this exercise belongs to"),
        ("progress", "what you have done so far"),
        ("help", "this list"),
        ("quit", "leave (Ctrl-D too); your progress is kept"),
    ] }
}
