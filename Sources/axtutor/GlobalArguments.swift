/// Lets the shared options (`CourseOptions`) stand before the subcommand, as global options
/// do: `axtutor --course DIR list` is read as `axtutor list --course DIR`. The options stay
/// declared once, in `CourseOptions`; this only moves them behind the subcommand's name.
enum GlobalArguments {
    /// The options that take a value, and the flags.
    static let valued: Set<String> = ["--course", "--state", "--color", "--room", "--name"]
    static let flags: Set<String> = ["--plain", "--share-statements"]

    /// The arguments with leading global options moved after the subcommand's name — after
    /// both names for a nested one (`new lesson`) — or after `learn` when none is named,
    /// `axtutor`'s default. `subcommands` maps each name to its own subcommands' names; it is
    /// asked only when there is something to move, as it makes every command's configuration.
    static func reorder(_ arguments: [String], subcommands: @autoclosure () -> [String: Set<String>]) -> [String] {
        var moved: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = String(argument.prefix { $0 != "=" })
            if valued.contains(name) {
                let takesNext = !argument.contains("=") && index + 1 < arguments.count
                moved += takesNext ? [argument, arguments[index + 1]] : [argument]
                index += takesNext ? 2 : 1
            } else if flags.contains(argument) {
                moved.append(argument)
                index += 1
            } else {
                break
            }
        }
        if moved.isEmpty { return arguments }
        let rest = Array(arguments[index...])
        if let first = rest.first, let nested = subcommands()[first] {
            if rest.count > 1, nested.contains(rest[1]) {
                return Array(rest.prefix(2)) + moved + rest.dropFirst(2)
            }
            return [first] + moved + rest.dropFirst()
        }
        if let first = rest.first, first.hasPrefix("-") { return arguments }   // --help, --version
        return ["learn"] + moved + rest
    }
}
