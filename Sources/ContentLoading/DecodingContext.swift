import Diagnostics
import Foundation
import Synchronization
import TravelModel

/// What decoding one file needs to know about the rest of the site.
struct DecodingContext: Sendable {
    /// The site's settings (defaults when site.yml is broken, so other files are still checked).
    let settings: SiteSettings
    /// Finds countries and cities.
    let resolver: CityResolver
    /// The content folder, for checking that asset paths exist.
    let contentDirectory: URL
    /// The lists of features decoded so far, each held once: a site's recommendations pick from a few words, so
    /// a hundred thousand of them share a few hundred lists.
    let featureLists = SharedValues<[String]>()
}

/// Values made on every core and held once each: an equal value made again is the one held already.
final class SharedValues<Value: Hashable & Sendable>: Sendable {
    private let values = Mutex<Set<Value>>([])

    /// The value held that is equal to `value`, which is held from now on when none is.
    func shared(_ value: Value) -> Value {
        values.withLock { values in values.insert(value).memberAfterInsert }
    }
}

/// A reference to another file's slug, checked once every file is read.
struct PendingReference: Sendable {
    /// What kind of thing the reference names.
    enum Kind: Sendable {
        /// A recommendation's slug.
        case recommendation
    }
    let kind: Kind
    let slug: String
    let location: SourceLocation
    let length: Int
}

/// An image field: a path under assets/ or an http(s) URL.
extension MappingReader {
    func image(_ key: String, context: DecodingContext, report: FileReport) -> ImageSource? {
        guard let node = value(key), let text = text(key) else { return nil }
        let lowered = text.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            guard WebURL.isHTTP(text) else {
                report.error("'\(key)' is not a valid http(s) URL: '\(text)'", at: node)
                return nil
            }
            return .remote(WebURL.normalized(text))
        }
        if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") {
            report.error(
                "'\(key)' must be a path under assets/ or an http(s) URL, not a '\(text[..<colon])' URL", at: node)
            return nil
        }
        if let problem = AssetPath.problem(with: text, contentDirectory: context.contentDirectory) {
            report.error("'\(key)' \(problem)", at: node)
            return nil
        }
        return .asset(text)
    }
}
