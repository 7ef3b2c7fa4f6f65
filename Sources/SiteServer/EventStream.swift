import FlyingSocks

/// The body of a Server-Sent Events response: the events the server sends to one open page, as bytes,
/// each handed to the connection as soon as it is sent (FlyingFox writes a body a buffer at a time, in
/// chunks, so an event is not held back).
struct EventStream: AsyncBufferedSequence {
    typealias Element = UInt8

    let events: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(base: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            guard await fill() else { return nil }
            return pending.popFirst()
        }

        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            guard await fill() else { return nil }
            let part = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(part.count)
            return part
        }

        /// Waits for the next event when nothing is pending; an empty buffer would end the chunked body,
        /// so empty events are skipped.
        private mutating func fill() async -> Bool {
            while pending.isEmpty {
                guard let next = await base.next() else { return false }
                pending = next[...]
            }
            return true
        }
    }
}

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
