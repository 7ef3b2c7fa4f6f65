import FlyingSocks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `serve`'s HTTP/1.1 server: GET and HEAD, keep-alive, responses with their length, and event streams
/// written as they are produced; nothing else, and every part of it bounded (``HTTPLimits``).
///
/// It keeps FlyingFox's socket layer (FlyingSocks: non-blocking sockets waited on with epoll or kqueue)
/// and replaces its HTTP layer, which had three holes no configuration closes: its request reader
/// compared the end of the line read so far after every byte (a 384 KiB request line: a minute of
/// processor time) and set no limit on a line, the number of headers or a head; its accept loop ended at
/// the first failure to accept, so a thousand idle connections reaching the open-file limit stopped
/// `serve` listening for good; and it answered any `Host`. Vendoring and patching its reader would have
/// kept a decoder several times the size of what `serve` needs (bodies, chunked requests, WebSocket
/// upgrades, routes); Hummingbird (SwiftNIO) would add minutes to every build on two cores.
actor LocalHTTPServer {
    typealias Route = @Sendable (HTTPRequestHead) async -> ServerResponse

    private let address: any SocketAddress
    private let hosts: AllowedHosts
    private let limits: HTTPLimits
    private let route: Route
    private let accepting: @Sendable (AsyncSocket) async throws -> AsyncSocket
    private var listener: Socket?
    private var poolTask: Task<Void, Never>?
    private var acceptTask: Task<Void, Never>?
    private var watchdog: Task<Void, Never>?
    private var connections: [Int: Connection] = [:]
    private var nextID = 0
    /// The sockets of connections that ended, shut down at once and closed at the watchdog's next round
    /// but one. Closing at once could let the kernel give the number to a new connection before the
    /// socket pool, which takes an ended wait's socket out of its epoll set just after waking the task,
    /// has done so; the pool would then take the new socket for the old and never wake its task.
    private var ending: [Socket] = []
    private var ended: [Socket] = []
    private var isStopped = false

    private struct Connection {
        let deadline: ConnectionDeadline
        let task: Task<Void, Never>
        /// Whether it is only being told that the server is full.
        let isRefused: Bool
    }

    /// A server for `address`, answering the names ``AllowedHosts`` allows for `host`.
    /// - Parameter accepting: takes the next connection from the listening socket; tests put failures
    ///   before it.
    init(
        address: any SocketAddress, host: String, limits: HTTPLimits = HTTPLimits(),
        accepting: @escaping @Sendable (AsyncSocket) async throws -> AsyncSocket = { try await $0.accept() },
        route: @escaping Route
    ) {
        self.address = address
        self.hosts = AllowedHosts(listeningOn: host)
        self.limits = limits
        self.accepting = accepting
        self.route = route
    }

    /// Listens and starts accepting connections.
    /// - Returns: the port listened on.
    /// - Throws: `SocketError` when the address cannot be listened on.
    func start() async throws -> UInt16 {
        OpenFileLimit.raiseToHardLimit()
        let socket = try Socket(domain: Int32(type(of: address).family))
        let pool: any AsyncSocketPool = SocketPool<Poll>.make(maxEvents: 64)
        let listening: AsyncSocket
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
            try await pool.prepare()
            listening = try AsyncSocket(socket: socket, pool: pool)
        } catch {
            try? socket.close()
            throw error
        }
        listener = socket
        // Every task of the server runs on its own thread (``ServerThread``), never waiting behind a rebuild.
        let thread = ServerThread.shared
        poolTask = Task(executorPreference: thread) { try? await pool.run() }
        let loop = AcceptLoop { [accepting] in try await accepting(listening) }
        acceptTask = Task(executorPreference: thread) { await loop.run { await self.admit($0) } }
        watchdog = Task(executorPreference: thread) {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                await self.cancelOverdue()
                await self.closeEnded()
            }
        }
        switch try socket.sockname() {
        case .ip4(_, let port), .ip6(_, let port): return port
        default: return 0
        }
    }

    /// Stops accepting, ends every connection, whatever its client does, and stops listening; returns
    /// within a second.
    func stop() async {
        acceptTask?.cancel()
        watchdog?.cancel()
        let tasks = connections.values.map(\.task)
        for task in tasks { task.cancel() }
        await Self.wait(for: tasks + (acceptTask.map { [$0] } ?? []), atMost: .milliseconds(800))
        // Ends any wait of a socket still pending, then closes the queue.
        poolTask?.cancel()
        isStopped = true
        for socket in ending + ended { try? socket.close() }
        ending = []
        ended = []
        try? listener?.close()
        listener = nil
        acceptTask = nil
        watchdog = nil
        poolTask = nil
    }

    private func admit(_ socket: AsyncSocket) {
        var on: Int32 = 1
        _ = setsockopt(
            socket.socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        let refused = connections.values.count(where: \.isRefused)
        let full = connections.count - refused >= limits.connections
        // Beyond the connections being told the server is full, a flood is closed without a word.
        if full && refused >= Swift.max(1, limits.connections / 8) {
            try? socket.close()
            return
        }
        let id = nextID
        nextID += 1
        let deadline = ConnectionDeadline()
        let connection = HTTPConnection(
            socket: socket, limits: limits, hosts: hosts, deadline: deadline, route: route)
        let task = Self.detach {
            if full {
                await connection.refuseAtOnce(
                    HTTPRefusal(status: 503, reason: "too many connections are open; try again shortly"))
            } else {
                await connection.run()
            }
            await self.remove(id, socket: socket.socket)
        }
        connections[id] = Connection(deadline: deadline, task: task, isRefused: full)
    }

    private func remove(_ id: Int, socket: Socket) {
        connections[id] = nil
        if isStopped {
            try? socket.close()
        } else {
            _ = shutdown(socket.file.rawValue, Int32(SHUT_RDWR))
            ending.append(socket)
        }
    }

    private func closeEnded() {
        for socket in ended { try? socket.close() }
        ended = ending
        ending = []
    }

    private func cancelOverdue() {
        let now = ContinuousClock.now
        for connection in connections.values where connection.deadline.hasPassed(at: now) {
            connection.task.cancel()
        }
    }

    /// Runs `work` off the actor, on the server's thread.
    private nonisolated static func detach(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        Task(executorPreference: ServerThread.shared) { await work() }
    }

    /// Waits until every task has ended, or `limit` has passed.
    private static func wait(for tasks: [Task<Void, Never>], atMost limit: Duration) async {
        let (ended, continuation) = AsyncStream.makeStream(of: Void.self)
        let waiting = Task(executorPreference: ServerThread.shared) {
            for task in tasks { await task.value }
            continuation.finish()
        }
        let timer = Task(executorPreference: ServerThread.shared) {
            try? await Task.sleep(for: limit)
            continuation.finish()
        }
        for await _ in ended {}
        waiting.cancel()
        timer.cancel()
    }
}
