import Diagnostics
import Foundation

/// How a build looks things up: where the cache is, whether the network may be used, and who is asking.
public struct EnrichmentSettings: Sendable {
    /// The cache folder inside the content folder.
    public var cacheDirectory: URL
    /// When `true` no request is made at all; lookups come from the cache or are absent with a warning.
    public var offline: Bool
    /// When `true`, entries that can go out of date (forecasts, summaries, rates of today or later)
    /// are fetched again even if still fresh; entries that never expire are kept.
    public var refresh: Bool
    /// The site's contact, an e-mail address or URL, sent in the User-Agent as the sources' policies ask.
    public var contact: String?
    /// The moment of the build: decides freshness and which weather source a date needs, and is recorded
    /// as the fetch time, so a build is reproducible given the same `now`.
    public var now: Date
    /// Where each source is reached.
    public var baseURLs: ProviderBaseURLs
    /// How long one lookup's request may take, redirects included.
    public var timeout: Duration
    /// Told of each lookup as it starts and ends, for a progress line.
    public var progress: ProgressReport?

    /// Creates settings.
    public init(
        cacheDirectory: URL, offline: Bool = false, refresh: Bool = false, contact: String? = nil,
        now: Date = Date(), baseURLs: ProviderBaseURLs = ProviderBaseURLs(), timeout: Duration = .seconds(10),
        progress: ProgressReport? = nil
    ) {
        self.progress = progress
        self.cacheDirectory = cacheDirectory
        self.offline = offline
        self.refresh = refresh
        self.contact = contact
        self.now = now
        self.baseURLs = baseURLs
        self.timeout = timeout
    }

    /// `itineshary/0.1 (+mailto:someone@example.org)`: names the program and how to reach the site's owner.
    public var userAgent: String {
        guard let contact = contact?.trimmingCharacters(in: .whitespaces), !contact.isEmpty else {
            return "itineshary/0.1"
        }
        let reference = contact.contains("@") && !contact.contains(":") ? "mailto:" + contact : contact
        return "itineshary/0.1 (+\(reference))"
    }
}
