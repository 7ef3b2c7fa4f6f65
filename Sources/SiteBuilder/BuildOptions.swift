import ConfinedFiles
import ContentLoading
import Diagnostics
import Enrichment
import Foundation
import SiteTheme

/// What a build reads, where it writes, and what it takes as today.
public struct BuildOptions: Sendable {
    /// The content folder.
    public var contentDirectory: URL
    /// How diagnostics name the content folder: the path the user gave.
    public var contentDisplayPath: String
    /// The site's theme folder, whose files replace the built-in theme's one by one; `nil` for the
    /// built-in theme alone.
    public var templatesDirectory: URL?
    /// Whether ``templatesDirectory`` is used only while it exists: `true` for `Templates/` beside the content
    /// folder, which a site may not have (and `serve` takes up when it is made, or let go when it is removed, while
    /// it runs); `false` for a folder the user named, whose absence is an error. The folder beside the content is
    /// the site's own, so it is never read through a symbolic link; a folder named is taken as it is.
    public var templatesMayBeMissing: Bool
    /// The output folder.
    public var outputDirectory: URL
    /// Whether draft trips are built (and listed).
    public var includeDrafts: Bool
    /// A base URL that replaces site.yml's, such as a preview deployment's.
    public var baseURL: String?
    /// The instant the build takes as now: `SOURCE_DATE_EPOCH` when set, for reproducible builds.
    public var now: Date
    /// When `true`, no network request is made: lookups come from the cache or not at all.
    public var offline: Bool
    /// When `true`, cached lookups are fetched again (`itineshary enrich --refresh`).
    public var refresh: Bool
    /// Where the lookups' services are; tests point them at a local server.
    public var providerBaseURLs: ProviderBaseURLs?
    /// Told of long work as it goes (lookups, pages), for a progress line; `nil` for none.
    public var progress: ProgressReport?
    /// When `true` (`serve`), private trips, and drafts without `--drafts`, get pages too, listed nowhere.
    public var buildsEveryTrip = false
    /// Whether a build that finds every input as the last build left it leaves the output as it is and says what
    /// that build said (``BuildStamp``); off for tests of the finer reuse below it (pages, images, the search index).
    public var skipsUnchangedBuild = true
    /// Recommendation and trip files decoded by an earlier build, reused while unchanged (`serve`).
    public var decodedFiles: DecodedFileCache?

    /// Creates options.
    public init(
        contentDirectory: URL, contentDisplayPath: String, templatesDirectory: URL?,
        templatesMayBeMissing: Bool = false, outputDirectory: URL, includeDrafts: Bool = false, baseURL: String? = nil,
        now: Date, offline: Bool = false, refresh: Bool = false,
        providerBaseURLs: ProviderBaseURLs? = nil, progress: ProgressReport? = nil
    ) {
        self.progress = progress
        self.offline = offline
        self.refresh = refresh
        self.providerBaseURLs = providerBaseURLs
        self.contentDirectory = contentDirectory
        self.contentDisplayPath = contentDisplayPath
        self.templatesDirectory = templatesDirectory
        self.templatesMayBeMissing = templatesMayBeMissing
        self.outputDirectory = outputDirectory
        self.includeDrafts = includeDrafts
        self.baseURL = baseURL
        self.now = now
    }

    /// The theme folder a build reads, looked at as it starts: ``templatesDirectory``, unless it may be missing
    /// and is neither a folder nor a symbolic link now. A link is kept, for the build to refuse by its name:
    /// followed, it would compile and publish whatever folder a stranger's site points it at.
    var themeFolder: ThemeFolder? {
        guard let folder = templatesDirectory else { return nil }
        guard templatesMayBeMissing else { return ThemeFolder(url: folder, isNamed: true) }
        switch FileKind(path: folder.path) {
        case .directory, .symbolicLink: return ThemeFolder(url: folder, isNamed: false)
        case .regularFile, .special, .missing: return nil
        }
    }

    /// `SOURCE_DATE_EPOCH` from the environment as an instant, or the current time.
    public static func buildTime(environment: [String: String] = ProcessInfo.processInfo.environment) -> Date {
        if let text = environment["SOURCE_DATE_EPOCH"], let seconds = Int(text) {
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        return Date()
    }
}
