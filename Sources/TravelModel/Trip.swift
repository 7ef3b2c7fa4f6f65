/// A trip, from `Content/trips/<slug>.md`.
///
/// A value, held in one shared box until it is changed (copy on write): the site, its graph and its listings each
/// keep a list of the trips, and a list copies a reference rather than eighteen fields.
public struct Trip: Sendable, Hashable, Identifiable, CustomReflectable {
    /// The fields, compared and hashed as a struct of them would be.
    private struct Fields: Hashable {
        var id: Slug
        var title: String
        var start: LocalDate
        var end: LocalDate
        var summary: String?
        var travelers: [String]
        var visibility: Visibility
        var token: String?
        var destination: City?
        var interests: [String]
        var currency: String
        var budget: Money?
        var cover: ImageSource?
        var flights: [Flight]
        var stays: [Stay]
        var days: [Day]
        var waypoints: [Waypoint]
        var body: MarkdownBody
        var sourcePath: String
    }

    /// The fields, shared by copies until one is changed.
    private var shared: SharedFields<Fields>

    /// The slug, from the file name.
    public var id: Slug {
        get { shared.fields.id }
        set { shared.update { $0.id = newValue } }
    }
    /// The trip's title.
    public var title: String {
        get { shared.fields.title }
        set { shared.update { $0.title = newValue } }
    }
    /// The first day.
    public var start: LocalDate {
        get { shared.fields.start }
        set { shared.update { $0.start = newValue } }
    }
    /// The last day.
    public var end: LocalDate {
        get { shared.fields.end }
        set { shared.update { $0.end = newValue } }
    }
    /// One or two sentences for share cards and listings.
    public var summary: String? {
        get { shared.fields.summary }
        set { shared.update { $0.summary = newValue } }
    }
    /// Who goes.
    public var travelers: [String] {
        get { shared.fields.travelers }
        set { shared.update { $0.travelers = newValue } }
    }
    /// Who gets to see it.
    public var visibility: Visibility {
        get { shared.fields.visibility }
        set { shared.update { $0.visibility = newValue } }
    }
    /// For an unlisted trip, the hard-to-guess word its URL carries.
    public var token: String? {
        get { shared.fields.token }
        set { shared.update { $0.token = newValue } }
    }
    /// The main city, by default the first day's.
    public var destination: City? {
        get { shared.fields.destination }
        set { shared.update { $0.destination = newValue } }
    }
    /// Categories of interest, to rank suggestions.
    public var interests: [String] {
        get { shared.fields.interests }
        set { shared.update { $0.interests = newValue } }
    }
    /// The currency totals are shown in.
    public var currency: String {
        get { shared.fields.currency }
        set { shared.update { $0.currency = newValue } }
    }
    /// A spending cap.
    public var budget: Money? {
        get { shared.fields.budget }
        set { shared.update { $0.budget = newValue } }
    }
    /// A cover image: a path under `assets/` or an http(s) URL.
    public var cover: ImageSource? {
        get { shared.fields.cover }
        set { shared.update { $0.cover = newValue } }
    }
    /// The flights, in the order written.
    public var flights: [Flight] {
        get { shared.fields.flights }
        set { shared.update { $0.flights = newValue } }
    }
    /// The stays, booked and shortlisted, in the order written.
    public var stays: [Stay] {
        get { shared.fields.stays }
        set { shared.update { $0.stays = newValue } }
    }
    /// The days, in the order written.
    public var days: [Day] {
        get { shared.fields.days }
        set { shared.update { $0.days = newValue } }
    }
    /// Extra points for the map.
    public var waypoints: [Waypoint] {
        get { shared.fields.waypoints }
        set { shared.update { $0.waypoints = newValue } }
    }
    /// The story and notes, in Markdown.
    public var body: MarkdownBody {
        get { shared.fields.body }
        set { shared.update { $0.body = newValue } }
    }
    /// The file it came from, as the user would name it.
    public var sourcePath: String {
        get { shared.fields.sourcePath }
        set { shared.update { $0.sourcePath = newValue } }
    }

    /// Creates a trip.
    public init(
        id: Slug, title: String, start: LocalDate, end: LocalDate, summary: String? = nil, travelers: [String] = [],
        visibility: Visibility = .public, token: String? = nil, destination: City? = nil, interests: [String] = [],
        currency: String,
        budget: Money? = nil, cover: ImageSource? = nil, flights: [Flight] = [], stays: [Stay] = [], days: [Day] = [],
        waypoints: [Waypoint] = [], body: MarkdownBody, sourcePath: String
    ) {
        shared = SharedFields(
            Fields(
                id: id, title: title, start: start, end: end, summary: summary, travelers: travelers,
                visibility: visibility, token: token, destination: destination, interests: interests,
                currency: currency, budget: budget, cover: cover, flights: flights, stays: stays, days: days,
                waypoints: waypoints, body: body, sourcePath: sourcePath))
    }

    /// Days from start to end, both included.
    public var durationDays: Int { start.days(until: end) + 1 }

    /// A trip whose flights go out and come back: the last flight lands where the first one left.
    public var isRoundTrip: Bool {
        guard flights.count >= 2, let first = flights.first, let last = flights.last else { return false }
        return first.from.city == last.to.city || first.from.iata == last.to.iata
    }

    /// Its fields, as a struct of them would show them (the shared box is not one of them).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: shared.fields).children, displayStyle: .struct)
    }

    public static func == (left: Trip, right: Trip) -> Bool { left.shared == right.shared }

    public func hash(into hasher: inout Hasher) { shared.fields.hash(into: &hasher) }
}
