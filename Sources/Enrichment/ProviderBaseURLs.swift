/// One host a provider reaches: its name and the public service's base URL (scheme, host and an optional path
/// prefix, with no trailing `/`). Each provider declares its own, beside the code that calls it.
public struct ProviderService: Sendable, Hashable {
    /// Names the service, such as `frankfurter`.
    public let name: String
    /// The public service's base URL; the endpoint paths the source documents (`/search`, `/v1/forecast`, ...)
    /// are appended to it.
    public let publicURL: String

    /// Creates a service.
    public init(_ name: String, publicURL: String) {
        self.name = name
        self.publicURL = publicURL
    }
}

/// Where each source is reached: the public services, unless tests or mirrors point some elsewhere.
public struct ProviderBaseURLs: Sendable, Hashable {
    private var overrides: [ProviderService: String]

    /// The public services, but for the base URLs given: `[FrankfurterRates.service: "http://127.0.0.1:9"]`.
    public init(_ overrides: [ProviderService: String] = [:]) {
        self.overrides = overrides
    }

    /// The base URL of `service`: its override, else the public service's.
    public subscript(service: ProviderService) -> String { overrides[service] ?? service.publicURL }
}
