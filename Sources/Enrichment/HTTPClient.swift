/// Makes GET requests for the enrichment layer.
///
/// Behind a protocol so a build can swap the transport (tests use a local stub server through the real client,
/// other callers may use their own). An implementation never throws and never crashes: every way a request
/// can fail is a `LookupFailure`, and anything but a 2xx answer is a failure.
public protocol HTTPClient: Sendable {
    /// Performs `request`, following redirects, and returns the final 2xx answer or why there is none.
    func get(_ request: HTTPRequest) async -> Result<HTTPResponse, LookupFailure>
}
