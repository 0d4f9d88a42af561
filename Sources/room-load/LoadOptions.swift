import Foundation

/// `room-load URL/CODE --token FTOKEN [--learners 200] [--seconds 300] [--interval 6]`.
struct LoadOptions {
    var room = ""
    var token = ""
    var learners = 200
    var seconds = 300.0
    /// Seconds between two checks of one learner.
    var interval = 6.0

    static let usage = "usage: room-load URL/CODE --token FTOKEN [--learners N] [--seconds N] [--interval SECONDS]"

    /// Reads the arguments; nil (after printing the usage) when they are wrong.
    static func parse(_ arguments: [String]) -> LoadOptions? {
        var options = LoadOptions()
        var index = 0
        func value() -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--token": options.token = value() ?? ""
            case "--learners": options.learners = value().flatMap(Int.init) ?? -1
            case "--seconds": options.seconds = value().flatMap(Double.init) ?? -1
            case "--interval": options.interval = value().flatMap(Double.init) ?? -1
            case let text where !text.hasPrefix("-") && options.room.isEmpty: options.room = text
            default: options.learners = -1
            }
            index += 1
        }
        guard !options.room.isEmpty, !options.token.isEmpty, (1...1000).contains(options.learners),
              options.seconds > 0, options.seconds <= 3600, options.interval > 0 else {
            FileHandle.standardError.write(Data((usage + "\n").utf8))
            return nil
        }
        return options
    }
}
