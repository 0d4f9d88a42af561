import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback address that stays the same while the server behind it goes away and comes back
/// on a port of its own: it listens on a port the system gave it (bound to port 0, kept for its
/// whole life) and relays each connection to the server it is pointed at, or shuts it at once
/// while pointed at none (as an unreachable room). So no test frees a port and hopes to bind it
/// again. It can also fall silent, as a room server that hangs (accept each connection and never
/// answer), or give every request one fixed answer.
public final class PortRelay: @unchecked Sendable {
    public let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var target: Int?
    /// While silent, connections accepted and held open without a byte read or written.
    private var silent = false
    private var held: [Int32] = []
    /// The whole HTTP message given to every request, while set.
    private var canned: [UInt8]?
    private var taken = 0
    private var stopped = false
    private let done = DispatchGroup()

    /// `http://127.0.0.1:PORT`.
    public var address: String { "http://127.0.0.1:\(port)" }

    /// Listens on a free loopback port, relaying to nothing yet.
    public init() throws {
        let listener = socket(AF_INET, Self.streamType, 0)
        guard listener >= 0 else { throw Self.failure("socket") }
        var address = Self.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
            close(listener)
            throw Self.failure("bind")
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        let relay = self
        done.enter()
        Thread { relay.acceptLoop() }.start()
    }

    deinit { stop() }

    /// Relays new connections to the loopback `port`; nil shuts each new one at once. Ends the
    /// silence for new connections (those it held stay silent until `stop`).
    public func forward(to port: Int?) {
        lock.withLock {
            target = port
            silent = false
            canned = nil
        }
    }

    /// Accepts each new connection and holds it open, never reading or answering, until `stop`;
    /// until `forward`, for new ones.
    public func fallSilent() {
        lock.withLock { silent = true }
    }

    /// Answers each new request with `message` (a whole HTTP answer) once it has read the
    /// request, then closes the connection; until `forward`.
    public func answer(with message: String) {
        lock.withLock { canned = Array(message.utf8) }
    }

    /// How many connections it has accepted so far.
    public var connections: Int { lock.withLock { taken } }

    /// Stops listening and waits for the accepting thread to end.
    public func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        done.wait()
        close(listener)
        lock.withLock {
            defer { held = [] }
            return held
        }.forEach { close($0) }
    }

    private func acceptLoop() {
        defer { done.leave() }
        while !lock.withLock({ stopped }) {
            var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            Self.noSignalOnWrite(client)
            let (kept, reply) = lock.withLock {
                taken += 1
                if silent { held.append(client) }
                return (silent, canned)
            }
            if kept { continue }
            if let reply {
                Thread { Self.answer(client, with: reply) }.start()
                continue
            }
            guard let port = lock.withLock({ target }), let server = Self.dial(port) else {
                close(client)
                continue
            }
            Thread { Self.pump(client, server) }.start()
        }
    }

    /// Copies bytes both ways until both directions have ended, then closes both sockets.
    private static func pump(_ one: Int32, _ other: Int32) {
        let directions = [(one, other), (other, one)]
        var reading = [true, true]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while reading.contains(true) {
            // A direction that has ended is left out (-1), or its hang-up would wake poll forever.
            var fds = directions.indices.map { pollfd(fd: reading[$0] ? directions[$0].0 : -1,
                                                      events: Int16(POLLIN), revents: 0) }
            if poll(&fds, 2, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in directions.indices where reading[index] && fds[index].revents != 0 {
                let (from, to) = directions[index]
                let count = read(from, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count > 0 && sendAll(to, buffer, count) { continue }
                // This direction has ended: pass the end on. An error ends both.
                reading[index] = false
                shutdown(to, Int32(SHUT_WR))
                if count != 0 { reading = [false, false] }
            }
        }
        close(one)
        close(other)
    }

    /// Reads one request (its head, then as many bytes as its Content-Length says), sends
    /// `reply` and closes: an unread request would make the close a reset the client sees first.
    private static func answer(_ client: Int32, with reply: [UInt8]) {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let text = String(decoding: request, as: UTF8.self)
            if let headEnd = text.range(of: "\r\n\r\n") {
                let head = text[..<headEnd.lowerBound].lowercased()
                let length = head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if text[headEnd.upperBound...].utf8.count >= length { break }
            }
            let count = read(client, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            request += buffer[0..<count]
        }
        _ = sendAll(client, reply, reply.count)
        close(client)
    }

    private static func sendAll(_ descriptor: Int32, _ buffer: [UInt8], _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            let sent = buffer.withUnsafeBytes { send(descriptor, $0.baseAddress! + offset, count - offset, noSignal) }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    private static func dial(_ port: Int) -> Int32? {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { return nil }
        var address = loopback(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            return nil
        }
        noSignalOnWrite(descriptor)
        return descriptor
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return address
    }

    /// A write to a socket the peer closed fails with EPIPE instead of raising SIGPIPE (on
    /// Linux `send` says so with `MSG_NOSIGNAL`).
    private static func noSignalOnWrite(_ descriptor: Int32) {
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    #if canImport(Glibc)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let noSignal: Int32 = 0
    #endif

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
    private static let streamType = SOCK_STREAM
    #endif

    private static func failure(_ call: String) -> ChildProcess.Failure {
        ChildProcess.Failure(description: "\(call): \(String(cString: strerror(errno)))")
    }
}
