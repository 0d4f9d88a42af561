import Foundation
import Hummingbird
import Presentation
import RoomProtocol
import ServiceLifecycle

/// The facilitator's live view: server-sent events from polling the store's version counter,
/// which works the same with one server or several on one database.
extension RoomAPI {
    /// An `event: status` with the status JSON at once and whenever the room changes; every
    /// keep-alive interval a comment, or a fresh status when time alone changed it (the
    /// ten-minute stuck rule). Timed by `streamClock`.
    func eventStream(_ code: RoomCode) -> Response {
        let api = self
        let body = ResponseBody { writer in
            try await api.streamEvents(code, to: &writer, clock: api.streamClock)
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                        body: body)
    }

    /// The events of one stream, until its lifetime ends, the room closes or the server shuts
    /// down.
    private func streamEvents<C: Clock>(_ code: RoomCode, to writer: inout any ResponseBodyWriter,
                                        clock: C) async throws where C.Duration == Duration {
        let encoder = JSONOutput.encoder(pretty: false)
        let end = clock.now.advanced(by: limits.streamLifetime)
        var lastVersion: Int64 = -1
        var lastJSON = ""
        var nextKeepAlive = clock.now.advanced(by: limits.keepAliveInterval)
        try await writer.write(ByteBuffer(string: "retry: 2000\n\n"))
        while clock.now < end, !Task.isCancelled {
            guard let room = try await store.room(code), room.isOpen(at: self.clock()) else { break }
            let version = try await store.version(room: code)
            let due = clock.now >= nextKeepAlive
            if version != lastVersion || due {
                lastVersion = version
                let json = String(decoding: try encoder.encode(try await status(of: room)), as: UTF8.self)
                if json != lastJSON {
                    lastJSON = json
                    try await writer.write(ByteBuffer(string: "event: status\ndata: \(json)\n\n"))
                } else if due {
                    try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
                }
                if due { nextKeepAlive = clock.now.advanced(by: limits.keepAliveInterval) }
            }
            // A server shutting down ends the stream at once (the browser reconnects).
            let interval = limits.pollInterval
            do {
                try await cancelWhenGracefulShutdown { try await clock.sleep(for: interval) }
            } catch {
                break
            }
        }
    }
}
