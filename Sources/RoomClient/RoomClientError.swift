import AXModel

/// Why talking to a room did not work, in words; `exitCode` follows sysexits.h.
public struct RoomClientError: DiagnosticConvertible, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// 64 usage, 65 refused data, 69 the room cannot be reached, 73/74 local files.
    public var exitCode: Int32
    /// True when the room could not be reached at all (the sender stops and keeps its rows).
    public var isUnreachable: Bool
    /// The HTTP status of a refusal; nil when the room did not answer with one.
    public var status: Int?

    public init(message: String, exitCode: Int32, isUnreachable: Bool = false, status: Int? = nil) {
        self.message = message
        self.exitCode = exitCode
        self.isUnreachable = isUnreachable
        self.status = status
    }

    /// The problem as the one printer shows it: `error: message`.
    public var diagnostic: Diagnostic { Diagnostic(message: message, exitCode: exitCode, showsSource: false) }
    public var diagnostics: [Diagnostic] { [diagnostic] }
    public var description: String { diagnostic.rendered }

    static func unreachable(_ server: String, _ reason: String) -> RoomClientError {
        RoomClientError(message: "the room at \(server) cannot be reached: \(reason)", exitCode: 69, isUnreachable: true)
    }

    /// The room answered with an error status; `message` is its own words when it gave some.
    static func refused(status: Int, message: String) -> RoomClientError {
        RoomClientError(message: "the room refused (\(status)): \(message)", exitCode: status == 404 ? 66 : 65,
                        status: status)
    }

    static let notInARoom = RoomClientError(
        message: "you have not joined a room: start axtutor with --room URL/CODE --name NAME", exitCode: 64)
}
