import Diagnostics
import Markdown
import TravelModel

/// The links of one file's Markdown body, with where the body starts in the file.
struct BodyLinks: Sendable {
    let path: String
    let firstLine: Int
    let links: [MarkdownLink]
}

/// The checks that need every file: duplicate slugs, visits' recommendation slugs, and the
/// `rec:`, `trip:` and `city:` links of Markdown bodies.
struct ReferenceChecker {
    let recommendations: [Recommendation]
    let recommendationFiles: [String]
    let recommendationSlugs: [Slug]
    let trips: [Trip]
    let tripFiles: [String]
    let tripSlugs: [Slug]
    let cityPages: [CityPage]
    private(set) var diagnostics: [Diagnostic] = []

    init(
        recommendations: [Recommendation], recommendationFiles: [String], recommendationSlugs: [Slug], trips: [Trip],
        tripFiles: [String], tripSlugs: [Slug], cityPages: [CityPage]
    ) {
        self.recommendations = recommendations
        self.recommendationFiles = recommendationFiles
        self.recommendationSlugs = recommendationSlugs
        self.trips = trips
        self.tripFiles = tripFiles
        self.tripSlugs = tripSlugs
        self.cityPages = cityPages
    }

    private var knownRecommendations: Set<String> { Set(recommendationSlugs.map(\.rawValue)) }

    /// Two files of one kind with one slug, anywhere in their folder, is an error naming both.
    mutating func checkDuplicateSlugs() {
        check(kind: "recommendations", files: recommendationFiles, slugs: recommendationSlugs)
        check(kind: "trips", files: tripFiles, slugs: tripSlugs)
    }

    private mutating func check(kind: String, files: [String], slugs: [Slug]) {
        var first: [Slug: String] = [:]
        for (file, slug) in zip(files, slugs) {
            let location = SourceLocation(file: file, line: 1, column: 1)
            if slug.rawValue.isEmpty {
                diagnostics.append(
                    .error("the file name gives an empty slug; name the file with letters or digits", at: location))
            } else if let other = first[slug] {
                diagnostics.append(
                    .error(
                        "two \(kind) have the slug '\(slug)': \(other) and \(file)", at: location,
                        note: "slugs come from file names; rename one of the files"))
            } else {
                first[slug] = file
            }
        }
    }

    /// Each visit's `rec:` names a recommendation.
    mutating func check(_ references: [PendingReference]) {
        let known = knownRecommendations
        let sortedSlugs = known.sorted()
        for reference in references where !known.contains(reference.slug) {
            let close = Suggestions.closest(to: reference.slug, in: sortedSlugs, limit: 3)
            diagnostics.append(
                .error(
                    "unknown recommendation '\(reference.slug)'\(Suggestions.didYouMean(close))",
                    at: reference.location, length: reference.length,
                    note: close.isEmpty ? "'rec' is the file name of a recommendation, without .md" : nil))
        }
    }

    /// Links to `rec:<slug>`, `trip:<slug>` and `city:<CC>/<city>` in Markdown bodies resolve to a page.
    mutating func checkLinks(in bodies: [BodyLinks]) {
        let recs = knownRecommendations
        let tripNames = Set(tripSlugs.map(\.rawValue))
        // Links are checked against the published site: drafts are left out, as a build without
        // `--drafts` leaves them out, and a city only a private trip goes to has no page.
        let cities = Set(
            Site.citiesWithPages(
                recommendations: recommendations, cityPages: cityPages, trips: trips, includingDrafts: false
            ).keys)
        for body in bodies {
            for link in body.links {
                guard let problem = Self.problem(with: link.destination, recs: recs, trips: tripNames, cities: cities)
                else { continue }
                diagnostics.append(
                    .error(
                        problem,
                        at: SourceLocation(file: body.path, line: body.firstLine + link.line - 1, column: link.column),
                        length: link.destination.count))
            }
        }
    }

    private static func problem(with destination: String, recs: Set<String>, trips: Set<String>, cities: Set<CityKey>)
        -> String?
    {
        guard let colon = destination.firstIndex(of: ":") else { return nil }
        let scheme = destination[..<colon].lowercased()
        let target = String(destination[destination.index(after: colon)...])
        switch scheme {
        case "rec":
            guard !recs.contains(target) else { return nil }
            let close = Suggestions.closest(to: target, in: recs.sorted(), limit: 3)
            return "link to unknown recommendation 'rec:\(target)'\(Suggestions.didYouMean(close.map { "rec:" + $0 }))"
        case "trip":
            guard !trips.contains(target) else { return nil }
            let close = Suggestions.closest(to: target, in: trips.sorted(), limit: 3)
            return "link to unknown trip 'trip:\(target)'\(Suggestions.didYouMean(close.map { "trip:" + $0 }))"
        case "city":
            guard let key = CityKey(linkTarget: target) else {
                return "a city link is written city:<country code>/<city>, such as city:PT/lisbon, not 'city:\(target)'"
            }
            guard !cities.contains(key) else { return nil }
            let close = Suggestions.closest(to: key.description, in: cities.sorted().map(\.description), limit: 3)
            return "link to a city with no page, 'city:\(target)'\(Suggestions.didYouMean(close.map { "city:" + $0 }))"
        default:
            return nil
        }
    }
}
