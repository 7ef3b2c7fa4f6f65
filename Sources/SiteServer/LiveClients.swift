/// The pages open in browsers, each with its event stream, by the page's path.
actor LiveClients {
    private var clients: [Int: (page: String, continuation: AsyncStream<[UInt8]>.Continuation)] = [:]
    private var nextID = 0

    /// Opens a stream for a page; it is forgotten when the browser goes.
    func open(page: String) -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .bufferingNewest(64))
        let id = nextID
        nextID += 1
        clients[id] = (page, continuation)
        continuation.onTermination = { _ in Task { await self.close(id) } }
        return stream
    }

    private func close(_ id: Int) { clients[id] = nil }

    /// The paths of the pages open now.
    var pages: Set<String> { Set(clients.values.map(\.page)) }

    /// How many pages are open.
    var count: Int { clients.count }

    /// Sends an event to the streams of one page.
    func send(_ event: [UInt8], toPage page: String) {
        for client in clients.values where client.page == page { client.continuation.yield(event) }
    }

    /// Sends an event to every stream.
    func broadcast(_ event: [UInt8]) {
        for client in clients.values { client.continuation.yield(event) }
    }

    /// Ends every stream, so the server can stop.
    func finishAll() {
        for client in clients.values { client.continuation.finish() }
        clients = [:]
    }
}
