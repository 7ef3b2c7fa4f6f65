import Diagnostics
import Markdown
import TravelModel

/// The links of one file's Markdown body, with where the body starts in the file.
struct BodyLinks: Sendable {
    let path: String
    let firstLine: Int
    let links: [MarkdownLink]
}

/// Content files of one kind as diagnostics name them, each name made only when it is asked for: a large site
/// has a hundred thousand, and a name is needed only for an error.
struct DisplayedFiles {
    let files: [ContentFiles.File]
    /// How diagnostics name the content folder.
    let displayPath: String

    var count: Int { files.count }
    /// The name of the file at `index`.
    subscript(index: Int) -> String { ContentLoader.display(files[index].relativePath, under: displayPath) }
    /// Every file's name, in order.
    var all: [String] { files.indices.map { self[$0] } }
}

/// The checks that need every file: duplicate slugs, visits' recommendation slugs, and the
/// `rec:`, `trip:` and `city:` links of Markdown bodies.
struct ReferenceChecker {
    let recommendations: [Recommendation]
    let recommendationFiles: DisplayedFiles
    let recommendationSlugs: [Slug]
    let trips: [Trip]
    let tripFiles: DisplayedFiles
    let tripSlugs: [Slug]
    let cityIntros: [CityIntro]
    /// The slug of every recommendation file, made once for both checks that look slugs up.
    private let knownRecommendations: Set<String>
    private(set) var diagnostics: [Diagnostic] = []

    init(
        recommendations: [Recommendation], recommendationFiles: DisplayedFiles, recommendationSlugs: [Slug],
        trips: [Trip], tripFiles: DisplayedFiles, tripSlugs: [Slug], cityIntros: [CityIntro]
    ) {
        self.recommendations = recommendations
        self.recommendationFiles = recommendationFiles
        self.recommendationSlugs = recommendationSlugs
        self.trips = trips
        self.tripFiles = tripFiles
        self.tripSlugs = tripSlugs
        self.cityIntros = cityIntros
        knownRecommendations = Set(recommendationSlugs.map(\.rawValue))
    }

    /// Two files of one kind with one slug, anywhere in their folder, is an error naming both.
    mutating func checkDuplicateSlugs() {
        check(
            kind: "recommendations", files: recommendationFiles, slugs: recommendationSlugs,
            distinct: knownRecommendations.count)
        check(kind: "trips", files: tripFiles, slugs: tripSlugs, distinct: Set(tripSlugs).count)
    }

    /// `distinct` is how many different slugs `slugs` has.
    private mutating func check(kind: String, files: DisplayedFiles, slugs: [Slug], distinct: Int) {
        // Most sites have no two files of one slug and none of an empty one: then nothing more is looked for.
        guard distinct < slugs.count || slugs.contains(where: \.rawValue.isEmpty) else { return }
        var first: [Slug: Int] = [:]
        for (index, slug) in slugs.enumerated() {
            let file = files[index]
            let location = SourceLocation(file: file, line: 1, column: 1)
            if slug.rawValue.isEmpty {
                diagnostics.append(
                    .error("the file name gives an empty slug; name the file with letters or digits", at: location))
            } else if let other = first[slug] {
                diagnostics.append(
                    .error(
                        "two \(kind) have the slug '\(slug)': \(files[other]) and \(file)", at: location,
                        note: "slugs come from file names; rename one of the files"))
            } else {
                first[slug] = index
            }
        }
    }

    /// Two trips built into one folder (a public `foo-abcdefgh` and an unlisted `foo` whose token is
    /// `abcdefgh`) is an error at the second, so `check` fails where `build` would.
    mutating func checkTripFolders() {
        // Each slug's first file, named only for an error.
        let fileIndex = Dictionary(zip(tripSlugs, tripSlugs.indices), uniquingKeysWith: { first, _ in first })
        func fileName(of slug: Slug) -> String { fileIndex[slug].map { tripFiles[$0] } ?? slug.rawValue }
        var first: [String: Trip] = [:]
        for trip in trips.sorted(by: { $0.id < $1.id }) where trip.visibility != .private {
            let folder = Self.folder(of: trip)
            guard let other = first[folder] else {
                first[folder] = trip
                continue
            }
            let file = fileName(of: trip.id)
            diagnostics.append(
                .error(
                    "trips/\(folder)/ would be the folder of two trips: \(fileName(of: other.id)) and \(file)",
                    at: SourceLocation(file: file, line: 1, column: 1),
                    note: "an unlisted trip's folder is its slug, a hyphen and its token; rename one of the files"))
        }
    }

    /// The folder a trip is built into under `trips/`, as the site builder names it.
    static func folder(of trip: Trip) -> String {
        if trip.visibility == .unlisted, let token = trip.token { return "\(trip.id.rawValue)-\(token)" }
        return trip.id.rawValue
    }

    /// Each visit's `rec:` names a recommendation.
    mutating func check(_ references: some Sequence<PendingReference>) {
        let known = knownRecommendations
        // Sorted for suggestions only when a slug is unknown: most sites have none.
        var sortedSlugs: [String]?
        for reference in references where !known.contains(reference.slug) {
            let slugs = sortedSlugs ?? known.sorted()
            sortedSlugs = slugs
            let close = Suggestions.closestSlugs(to: reference.slug, in: slugs, limit: 3)
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
                recommendations: recommendations, cityIntros: cityIntros, trips: trips, includingDrafts: false
            ).keys)
        // Trips by slug, and the trips each body belongs to: a public page must not carry an unlisted trip's
        // secret address.
        let tripsBySlug = Dictionary(trips.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        let tripOfFile = Dictionary(
            zip(tripFiles.all, tripSlugs.map(\.rawValue)), uniquingKeysWith: { first, _ in first })
        for body in bodies {
            let isPublic = tripOfFile[body.path].map { tripsBySlug[$0]?.visibility == .public } ?? true
            for link in body.links {
                let location = SourceLocation(
                    file: body.path, line: body.firstLine + link.line - 1, column: link.column)
                if let problem = Self.problem(with: link.destination, recs: recs, trips: tripNames, cities: cities) {
                    diagnostics.append(.error(problem, at: location, length: link.destination.count))
                } else if let scheme = LinkScheme.of(link.destination), !LinkScheme.allowed.contains(scheme),
                    !["rec", "trip", "city"].contains(scheme)
                {
                    diagnostics.append(
                        .warning(
                            "link to '\(link.destination)' with the scheme '\(scheme):', which pages do not link to; it is left out",
                            at: location, length: link.destination.count,
                            note:
                                "Markdown links may use http, https, mailto, tel and geo, or rec:, trip: and city: for the site's own pages"
                        ))
                } else if isPublic, link.destination.lowercased().hasPrefix("trip:"),
                    tripsBySlug[String(link.destination.dropFirst(5))]?.visibility == .unlisted
                {
                    diagnostics.append(
                        .warning(
                            "a public page links to the unlisted trip '\(link.destination)', which publishes its secret address",
                            at: location, length: link.destination.count,
                            note: "link to it only from pages you share privately, or make the trip public"))
                }
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
            let close = Suggestions.closestSlugs(to: target, in: recs.sorted(), limit: 3)
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
