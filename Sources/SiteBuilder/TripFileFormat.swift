import Foundation
import SiteFormats
import SitePlan
import SiteTheme
import TravelModel

/// A file made for every built trip, in its folder beside its page: its calendar, its route. To add one (a
/// KML file, say), write a type conforming to this protocol, list it in ``TripFileFormats/all``, name the file
/// in `SitePaths` and link it from the trip's page (`TripPage`, in `SiteViews`) and template: the build writes
/// it, reuses it while the trip's page is unchanged, and counts it.
protocol TripFileFormat: Sendable {
    /// The file's name in the trip's folder, such as `trip.ics`.
    static var fileName: String { get }
    /// The file's bytes for `trip`.
    static func bytes(for trip: Trip, in context: TripFileContext) -> [UInt8]
}

/// What a trip's files are made with.
struct TripFileContext: Sendable {
    let graph: SiteGraph
    /// The site's `base_url`, when it has one: files then link to absolute addresses.
    let baseURL: String?
    /// The host calendar entries' identifiers are made unique with.
    let host: String
    /// What the calendar's events say, in the theme's words.
    let calendarWords: ThemeCalendarWords
}

/// The per-trip files.
enum TripFileFormats {
    /// Every per-trip file, in the order the build writes them.
    static let all: [any TripFileFormat.Type] = [TripCalendarFile.self, TripRouteFile.self]
}

/// `trip.ics`: the trip's flights, booked stays and visits as an RFC 5545 calendar.
enum TripCalendarFile: TripFileFormat {
    static let fileName = SitePaths.tripCalendar

    static func bytes(for trip: Trip, in context: TripFileContext) -> [UInt8] {
        let pageURL = context.baseURL.map { SitePaths.absolute(SitePaths.trip(trip), baseURL: $0) }
        let calendar = ICalendar.calendar(
            for: trip, recommendations: context.graph.recommendations, stamp: SiteIndexes.calendarStamp(trip),
            uidDomain: context.host, url: pageURL, words: context.calendarWords)
        return Array(calendar.utf8)
    }
}

/// `route.geojson`: every located point of the trip and the route between them, as RFC 7946 GeoJSON.
enum TripRouteFile: TripFileFormat {
    static let fileName = SitePaths.tripRoute

    static func bytes(for trip: Trip, in context: TripFileContext) -> [UInt8] {
        let folder = SitePaths.trip(trip)
        let graph = context.graph
        let route = GeoJSON.route(for: trip, recommendations: graph.recommendations) { point in
            guard let slug = point.recommendation, let recommendation = graph.recommendations[slug] else {
                return nil
            }
            let path = SitePaths.recommendation(recommendation)
            return context.baseURL.map { SitePaths.absolute(path, baseURL: $0) }
                ?? SitePaths.link(from: folder + "index.html", toPage: path)
        }
        return Array(route.utf8)
    }
}
