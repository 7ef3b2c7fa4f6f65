/// The lookups of a batch, each found by its request, in the order of their cache keys.
public struct LookupResults<Provider: LookupProvider>: Sendable {
    /// Every request with its lookup, sorted by cache key (then by the order given), never by completion.
    public let all: [(request: Provider.Request, lookup: Lookup<Provider.Value>)]
    /// Each request's position in `all`: a batch of tens of thousands of lookups holds each lookup once.
    private let positions: [Provider.Request: Int]

    init(_ all: [(request: Provider.Request, lookup: Lookup<Provider.Value>)]) {
        self.all = all
        positions = Dictionary(all.indices.map { (all[$0].request, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The lookup of `request`, `nil` if it was not in the batch.
    public subscript(request: Provider.Request) -> Lookup<Provider.Value>? { positions[request].map { all[$0].lookup } }
}
