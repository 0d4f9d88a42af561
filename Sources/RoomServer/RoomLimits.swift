import Foundation

/// The bounds a room server keeps: body size, request rates, and how the event stream polls.
public struct RoomLimits: Sendable {
    /// Largest request body accepted (413 beyond).
    public var bodyBytes: Int
    /// Most learners one room takes (a join beyond is refused with 403): a workshop room, not a
    /// lecture hall, and a bound on the page's size.
    public var learnersPerRoom: Int
    /// Requests a second per learner (a token bucket that holds as many).
    public var learnerPerSecond: Int
    /// Requests a second per client address, with a burst of twice as many.
    public var addressPerSecond: Int
    /// How often the event stream asks the store whether the room changed.
    public var pollInterval: Duration
    /// How often the event stream sends a keep-alive comment (and re-reads the time-based
    /// stuck rule).
    public var keepAliveInterval: Duration
    /// How long one event stream lasts before the browser reconnects (so none outlives a
    /// shutdown for long).
    public var streamLifetime: Duration
    /// How long a learner the facilitator let rejoin may join again under their name.
    public var rejoinWindow: TimeInterval = 15 * 60
    /// How far a result's time may be ahead of the server's clock, or before the learner
    /// joined: two machines' clocks differ a little, not by hours.
    public var clockSkew: TimeInterval = 5 * 60
    /// The longest a room stays open from now (`serve --expires`, extending it).
    public static let longestRoomHours: Double = 720

    public static let standard = RoomLimits(bodyBytes: 16 * 1024, learnersPerRoom: 100, learnerPerSecond: 20,
                                            addressPerSecond: 100, pollInterval: .seconds(1),
                                            keepAliveInterval: .seconds(15), streamLifetime: .seconds(300))

    public init(bodyBytes: Int, learnersPerRoom: Int = 100, learnerPerSecond: Int, addressPerSecond: Int,
                pollInterval: Duration, keepAliveInterval: Duration, streamLifetime: Duration) {
        self.bodyBytes = bodyBytes
        self.learnersPerRoom = learnersPerRoom
        self.learnerPerSecond = learnerPerSecond
        self.addressPerSecond = addressPerSecond
        self.pollInterval = pollInterval
        self.keepAliveInterval = keepAliveInterval
        self.streamLifetime = streamLifetime
    }
}
