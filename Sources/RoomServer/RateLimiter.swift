import Foundation

/// Token buckets by key (a learner, or a client address): each holds up to `burst` requests
/// and refills at `perSecond`. The only room state kept in memory, per server instance.
public actor RateLimiter {
    public let perSecond: Double
    public let burst: Double
    private var buckets: [String: (tokens: Double, time: TimeInterval)] = [:]
    /// More keys than this and buckets that have filled up again are forgotten.
    private let pruneAbove = 10_000

    public init(perSecond: Int, burst: Int? = nil) {
        self.perSecond = Double(perSecond)
        self.burst = Double(burst ?? perSecond)
    }

    /// Takes one token for `key` at `now`; false when its bucket is empty.
    public func allow(_ key: String, now: TimeInterval = ProcessInfo.processInfo.systemUptime) -> Bool {
        if buckets.count > pruneAbove { prune(now: now) }
        let bucket = buckets[key] ?? (tokens: burst, time: now)
        let tokens = min(burst, bucket.tokens + max(0, now - bucket.time) * perSecond)
        guard tokens >= 1 else {
            buckets[key] = (tokens: tokens, time: now)
            return false
        }
        buckets[key] = (tokens: tokens - 1, time: now)
        return true
    }

    private func prune(now: TimeInterval) {
        buckets = buckets.filter { _, bucket in bucket.tokens + (now - bucket.time) * perSecond < burst }
    }
}
