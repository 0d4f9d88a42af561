import Foundation
import HTTPTypes
import Hummingbird
import RoomProtocol

/// The facilitator's export: the room's results as CSV or JSON, also after the room expired.
extension RoomAPI {
    func addExportRoutes(to router: Router<RoomRequestContext>) {
        router.get("/api/rooms/:code/export") { request, context in
            let room = try await storedRoom(context)
            // The page links here: its cookie (or `?token=`) is taken as the page takes it.
            _ = try await facilitator(request, in: room, fromPage: true)
            let format = request.uri.queryParameters.get("format").map { String($0) } ?? "csv"
            async let learners = store.learners(room: room.code)
            async let results = store.results(room: room.code)
            let export = RoomExport.compute(room: room, course: course, learners: try await learners,
                                            results: try await results)
            switch format {
            case "csv":
                return Response(status: .ok, headers: Self.downloadHeaders("text/csv; charset=utf-8; header=present",
                                                                           file: "room-\(room.code).csv"),
                                body: ResponseBody(byteBuffer: ByteBuffer(string: export.csv)))
            case "json":
                var response = try Self.json(export)
                response.headers[HTTPField.Name("Content-Disposition")!] = "attachment; filename=\"room-\(room.code).json\""
                return response
            default:
                throw RoomError(.badRequest, "unknown export format '\(format.prefix(20))': use csv or json")
            }
        }
    }

    /// The room named by the path's `code`, open or ended, or 404 (worded by `notFound`).
    func storedRoom(_ context: RoomRequestContext,
                    notFound: (String) -> RoomError = { RoomError(.notFound, "no room with code \($0)") }) async throws -> RoomRecord {
        let text = context.parameters.get("code") ?? ""
        let code = RoomCode(text)
        guard let code, let room = try await store.room(code) else {
            throw notFound(code?.description ?? String(text.prefix(20)))
        }
        return room
    }

    static func downloadHeaders(_ type: String, file: String) -> HTTPFields {
        [.contentType: type, .cacheControl: "no-store",
         HTTPField.Name("Content-Disposition")!: "attachment; filename=\"\(file)\"",
         HTTPField.Name("X-Content-Type-Options")!: "nosniff"]
    }
}
