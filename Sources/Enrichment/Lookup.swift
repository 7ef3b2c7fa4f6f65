import Diagnostics

/// The result of one lookup: the value if there is one, and a warning if something went wrong.
///
/// Both can be present: a stale value served because a refresh failed, or a value fetched again after a
/// corrupt cache file. Neither stops a build; the page renders without what is missing.
public struct Lookup<Value: Sendable>: Sendable {
    /// The value, from the cache or the network.
    public let value: Value?
    /// A warning naming the lookup and what went wrong, with no location unless `located(at:)` gave one.
    public let warning: Diagnostic?
    /// Whether a request was made and answered for this value.
    public let fromNetwork: Bool
    /// Where the value comes from and on what terms, as its cache entry records it; `nil` when nothing was
    /// looked up (a conversion between a currency and itself).
    public let source: Attribution?

    /// The credit line to show next to the value: `source?.text`.
    public var attribution: String? { source?.text }

    /// Creates a lookup result.
    public init(value: Value?, warning: Diagnostic?, fromNetwork: Bool, source: Attribution?) {
        self.value = value
        self.warning = warning
        self.fromNetwork = fromNetwork
        self.source = source
    }

    /// The same result with its warning placed at `location`, such as the front matter line that asked for it.
    public func located(at location: SourceLocation?) -> Lookup<Value> {
        var warning = warning
        warning?.location = location
        return Lookup(value: value, warning: warning, fromNetwork: fromNetwork, source: source)
    }
}
