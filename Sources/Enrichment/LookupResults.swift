/// The lookups of a batch, each found by its request, in the order of their cache keys.
public struct LookupResults<Provider: LookupProvider>: Sendable {
    /// Every request with its lookup, sorted by cache key (then by the order given), never by completion.
    public let all: [(request: Provider.Request, lookup: Lookup<Provider.Value>)]
    private let byRequest: [Provider.Request: Lookup<Provider.Value>]

    init(_ all: [(request: Provider.Request, lookup: Lookup<Provider.Value>)]) {
        self.all = all
        byRequest = Dictionary(all.map { ($0.request, $0.lookup) }, uniquingKeysWith: { first, _ in first })
    }

    /// The lookup of `request`, `nil` if it was not in the batch.
    public subscript(request: Provider.Request) -> Lookup<Provider.Value>? { byRequest[request] }
}
