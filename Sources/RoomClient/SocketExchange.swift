import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One HTTP exchange with a plain-HTTP room over a socket of its own, every step (finding the
/// host, connecting, writing, reading) under one deadline: each wait is a `poll` for what
/// remains of it, so a server that stays silent costs the timeout and no processor time.
struct SocketExchange {
    /// Why an exchange failed.
    enum Failure: Error, Equatable {
        /// The deadline passed first.
        case timedOut
        /// Anything else, in words.
        case failed(String)
    }

    let host: String
    let port: Int
    let deadline: ContinuousClock.Instant

    /// The largest answer taken, in bytes (a big room's status is far smaller).
    static let largestAnswer = 64 << 20

    /// Sends `request` (the whole HTTP message) and reads the answer.
    func run(_ request: [UInt8]) throws(Failure) -> HTTPAnswer {
        let socket = try connect(try resolve())
        defer { close(socket) }
        try write(request, to: socket)
        return try readAnswer(from: socket)
    }

    // MARK: Finding the host

    /// One address of the host, as `getaddrinfo` gave it.
    struct Address: Sendable {
        var family: Int32
        var type: Int32
        var proto: Int32
        var bytes: [UInt8]
    }

    /// A lookup on a thread of its own, so that a slow name server cannot hold the exchange
    /// past its deadline (a lookup that outlasts it ends alone).
    private final class Lookup: Sendable {
        let answer = Mutex<Result<[Address], Failure>?>(nil)
        let done = DispatchSemaphore(value: 0)
    }

    /// The host's addresses: an address written out at once, a name on a thread of its own.
    private func resolve() throws(Failure) -> [Address] {
        if case .success(let numeric) = Self.addresses(host: host, port: port, numericOnly: true) { return numeric }
        let lookup = Lookup()
        let host = host, port = port
        Thread {
            let answer = Self.addresses(host: host, port: port, numericOnly: false)
            lookup.answer.withLock { $0 = answer }
            lookup.done.signal()
        }.start()
        let seconds = Double(remainingMilliseconds()) / 1000
        guard lookup.done.wait(timeout: .now() + seconds) == .success,
              let answer = lookup.answer.withLock({ $0 }) else { throw .timedOut }
        return try answer.get()
    }

    private static func addresses(host: String, port: Int, numericOnly: Bool) -> Result<[Address], Failure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamType
        hints.ai_flags = numericOnly ? AI_NUMERICHOST | AI_NUMERICSERV : AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            return .failure(.failed("the host is unknown"))
        }
        defer { freeaddrinfo(first) }
        var found: [Address] = []
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry?.pointee {
            if let address = current.ai_addr {
                let bytes = [UInt8](UnsafeRawBufferPointer(start: address, count: Int(current.ai_addrlen)))
                found.append(Address(family: current.ai_family, type: current.ai_socktype,
                                     proto: current.ai_protocol, bytes: bytes))
            }
            entry = current.ai_next
        }
        return found.isEmpty ? .failure(.failed("the host is unknown")) : .success(found)
    }

    // MARK: Connecting, writing, reading

    /// A connected non-blocking socket to the first address that takes the connection.
    private func connect(_ addresses: [Address]) throws(Failure) -> Int32 {
        var lastError: Int32 = ECONNREFUSED
        for address in addresses {
            let socket = Self.openSocket(address)
            guard socket >= 0 else {
                lastError = errno
                continue
            }
            let connected = address.bytes.withUnsafeBytes { raw in
                Self.startConnecting(socket, raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
            }
            var problem = connected == 0 ? 0 : errno
            if problem == EINPROGRESS || problem == EINTR {
                do {
                    try wait(socket, for: POLLOUT)
                } catch {
                    close(socket)
                    throw error
                }
                var length = socklen_t(MemoryLayout<Int32>.size)
                if getsockopt(socket, SOL_SOCKET, SO_ERROR, &problem, &length) != 0 { problem = errno }
            }
            if problem == 0 { return socket }
            lastError = problem
            close(socket)
        }
        throw .failed(Self.reason(lastError))
    }

    private func write(_ request: [UInt8], to socket: Int32) throws(Failure) {
        var offset = 0
        while offset < request.count {
            let sent = request.withUnsafeBytes { send(socket, $0.baseAddress! + offset, $0.count - offset, Self.noSignal) }
            if sent > 0 {
                offset += sent
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                try wait(socket, for: POLLOUT)
            } else if errno != EINTR {
                throw .failed(Self.reason(errno))
            }
        }
    }

    private func readAnswer(from socket: Int32) throws(Failure) -> HTTPAnswer {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            try wait(socket, for: POLLIN)
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
                throw .failed(Self.reason(errno))
            }
            bytes += buffer[0..<count]
            guard bytes.count <= Self.largestAnswer else { throw .failed("the answer is larger than 64 MB") }
            switch HTTPAnswer.read(bytes, ended: count == 0) {
            case .complete(let answer): return answer
            case .incomplete: continue
            case .malformed(let why): throw .failed(why)
            }
        }
    }

    /// Waits in `poll` until `socket` is ready for `events` (or has failed: the next call
    /// says how), for what remains of the deadline.
    private func wait(_ socket: Int32, for events: Int32) throws(Failure) {
        while true {
            let left = remainingMilliseconds()
            guard left > 0 else { throw .timedOut }
            var entry = pollfd(fd: socket, events: Int16(events), revents: 0)
            let ready = poll(&entry, 1, left)
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw .failed(Self.reason(errno)) }
        }
    }

    /// Milliseconds until the deadline, rounded up (0 once it has passed).
    private func remainingMilliseconds() -> Int32 {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// A socket error in words.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ECONNREFUSED: "nothing answers there (connection refused)"
        case ENETUNREACH, EHOSTUNREACH, ENETDOWN, EHOSTDOWN: "the network is down"
        case ECONNRESET, EPIPE: "the connection was closed without an answer"
        default: String(cString: strerror(code))
        }
    }

    /// A non-blocking socket, closed on exec, whose writes never raise SIGPIPE; -1 on failure.
    private static func openSocket(_ address: Address) -> Int32 {
        #if canImport(Glibc)
        return Glibc.socket(address.family, address.type | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue),
                            address.proto)
        #else
        let socket = Darwin.socket(address.family, address.type, address.proto)
        guard socket >= 0 else { return -1 }
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        var on: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        return socket
        #endif
    }

    private static func startConnecting(_ socket: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        #if canImport(Glibc)
        Glibc.connect(socket, address, length)
        #else
        Darwin.connect(socket, address, length)
        #endif
    }

    #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
    private static let streamType = SOCK_STREAM
    private static let noSignal: Int32 = 0
    #endif
}
