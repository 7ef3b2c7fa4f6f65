extension Enricher {
    /// How many lookups of a batch run at once. Requests are bounded further per host by the rate limiter
    /// (`RateLimiter.maximumPerHost`, and one at a time a second apart for Nominatim).
    static let batchWidth = 8

    /// Looks up many requests concurrently and gives the same results and cache files as one after another.
    ///
    /// Requests with the same cache key run one after another in the order given, as they would alone (the
    /// second finds the first's entry); different keys run in a task group, started in key order, at most
    /// `batchWidth` at a time, with no more requests in flight per host than the rate limiter allows. The
    /// kind's cache folder is listed once (`CacheListing`), so an entry it lacks costs no system call; offline,
    /// such a key is answered at once, without a task.
    ///
    /// - Parameters:
    ///   - requests: what to look up; duplicates are looked up once.
    ///   - provider: the source that answers them.
    /// - Returns: every request's lookup, sorted by cache key.
    public func lookUp<Provider: LookupProvider>(_ requests: [Provider.Request], with provider: Provider) async
        -> LookupResults<Provider>
    {
        var groups: [String: [Provider.Request]] = [:]
        do {
            // Let go once the groups are made, before the lookups' results are.
            var seen = Set<Provider.Request>()
            for request in requests where seen.insert(request).inserted {
                // A request that needs no lookup has no key; it still runs, alone.
                let key = provider.shortcut(for: request).map { _ in "" } ?? provider.key(for: request)
                groups[key, default: []].append(request)
            }
        }
        let keys = [String](groups.keys).sorted()
        // One listing of the kind's folder answers "missing" for the first lookup of each key; a later one
        // of the same key reads the cache, where the first may have written its answer. Offline nothing is
        // written, so the listing holds for every lookup, and a key it lacks needs no task of its own.
        let listing = cache.listing(kind: provider.kind)
        // Each key's lookups, by the key's place in `keys`.
        var results = [[(request: Provider.Request, lookup: Lookup<Provider.Value>)]](repeating: [], count: keys.count)
        var pending = Array(keys.indices)
        if settings.offline {
            pending = []
            for (position, key) in keys.enumerated() {
                guard listing.lacks(key: key) else {
                    pending.append(position)
                    continue
                }
                var done: [(request: Provider.Request, lookup: Lookup<Provider.Value>)] = []
                for request in groups[key]! {
                    settings.progress?.start(provider.name(of: request))
                    // A key is empty only for requests that need no lookup (`shortcut`); any other is missing.
                    let lookup =
                        key.isEmpty
                        ? await lookUp(request, with: provider, key: key, listing: listing)
                        : notInCacheOffline(provider.name(of: request))
                    done.append((request, lookup))
                    settings.progress?.finish()
                }
                results[position] = done
            }
        }
        // The entries of the keys a few places ahead of those looked up are asked of the disk, so that on a cold
        // cache the lookups find them read rather than wait for each in turn.
        let readAhead = 2 * Self.batchWidth
        func prefetch(_ order: Int) {
            guard order < pending.count else { return }
            let key = keys[pending[order]]
            guard !key.isEmpty, !listing.lacks(key: key) else { return }
            cache.prefetch(kind: provider.kind, key: key)
        }
        for order in 0..<min(readAhead, pending.count) { prefetch(order) }
        await withTaskGroup(of: (Int, [(request: Provider.Request, lookup: Lookup<Provider.Value>)]).self) {
            group in
            var next = pending.makeIterator()
            var started = 0
            func start(_ position: Int) {
                prefetch(started + readAhead)
                started += 1
                let key = keys[position]
                let members = groups[key]!
                group.addTask {
                    var done: [(request: Provider.Request, lookup: Lookup<Provider.Value>)] = []
                    for request in members {
                        settings.progress?.start(provider.name(of: request))
                        done.append(
                            (
                                request,
                                await lookUp(
                                    request, with: provider, key: key,
                                    listing: done.isEmpty || settings.offline ? listing : nil)
                            ))
                        settings.progress?.finish()
                    }
                    return (position, done)
                }
            }
            for _ in 0..<Self.batchWidth {
                guard let position = next.next() else { break }
                start(position)
            }
            for await (position, done) in group {
                results[position] = done
                if let position = next.next() { start(position) }
            }
        }
        groups = [:]
        // Joined a key at a time, each let go once copied: a large site's lookups are not held twice over.
        var all: [(request: Provider.Request, lookup: Lookup<Provider.Value>)] = []
        all.reserveCapacity(results.reduce(0) { $0 + $1.count })
        for position in results.indices {
            all += results[position]
            results[position] = []
        }
        return LookupResults(all)
    }
}
