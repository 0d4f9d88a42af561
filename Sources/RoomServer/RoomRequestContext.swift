import Hummingbird
import NIOCore

/// The request context of the room server: Hummingbird's basics and the client's address,
/// which the per-address rate limit keys on.
public struct RoomRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// Bodies are read with the room's own limit (16 KiB); this only bounds the framework's.
    public var maxUploadSize: Int { RoomLimits.standard.bodyBytes }
}
