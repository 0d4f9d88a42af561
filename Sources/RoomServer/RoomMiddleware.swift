import Hummingbird
import Logging

/// Turns every error into the protocol's `{"error": "…"}` body: the framework's own (404 for
/// an unknown path, 405) keep their status, anything else is logged and becomes a 500 that
/// says what failed without its details.
struct RoomErrorMiddleware: RouterMiddleware {
    typealias Context = RoomRequestContext
    let logger: Logger

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as RoomError {
            throw error
        } catch let error as HTTPError {
            throw RoomError(error.status, error.body ?? Self.words(error.status), headers: error.headers)
        } catch {
            logger.error("request \(request.method) \(request.uri.path) failed: \(error)")
            throw RoomError(.internalServerError, "the room server could not use its database; try again shortly")
        }
    }

    static func words(_ status: HTTPResponse.Status) -> String {
        switch status {
        case .notFound: "no such page or endpoint"
        case .methodNotAllowed: "this endpoint does not take that method"
        case .contentTooLarge: RoomError.tooLarge.message
        default: status.reasonPhrase.lowercased()
        }
    }
}

/// Bounds the requests a second from one client address (a token bucket with twice as many
/// in reserve), before any other work.
struct AddressRateMiddleware: RouterMiddleware {
    typealias Context = RoomRequestContext
    let limiter: RateLimiter
    let perSecond: Int

    func handle(_ request: Request, context: Context,
                next: (Request, Context) async throws -> Response) async throws -> Response {
        let address = context.remoteAddress?.ipAddress ?? "unknown"
        guard await limiter.allow(address) else {
            throw RoomError.rateLimited(perSecond, per: "address")
        }
        return try await next(request, context)
    }
}
