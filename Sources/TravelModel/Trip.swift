/// A trip, from `Content/trips/<slug>.md`.
public struct Trip: Sendable, Hashable, Identifiable {
    /// The slug, from the file name.
    public var id: Slug
    /// The trip's title.
    public var title: String
    /// The first day.
    public var start: LocalDate
    /// The last day.
    public var end: LocalDate
    /// One or two sentences for share cards and listings.
    public var summary: String?
    /// Who goes.
    public var travelers: [String]
    /// Who gets to see it.
    public var visibility: Visibility
    /// For an unlisted trip, the hard-to-guess word its URL carries.
    public var token: String?
    /// The main city, by default the first day's.
    public var destination: City?
    /// Categories of interest, to rank suggestions.
    public var interests: [String]
    /// The currency totals are shown in.
    public var currency: String
    /// A spending cap.
    public var budget: Money?
    /// A cover image: a path under `assets/` or an http(s) URL.
    public var cover: ImageSource?
    /// The flights, in the order written.
    public var flights: [Flight]
    /// The legs by train, bus, ferry, car or taxi, in the order written.
    public var transport: [TransportLeg]
    /// The stays, booked and shortlisted, in the order written.
    public var stays: [Stay]
    /// The days, in the order written.
    public var days: [Day]
    /// Extra points for the map.
    public var waypoints: [Waypoint]
    /// The photos of its gallery, in the order written.
    public var gallery: [GalleryPhoto] = []
    /// The trip's own `publish_private_details`: whether its built pages, calendar and route show its private
    /// details (``withoutPrivateDetails``); `nil` leaves it to the site's setting.
    public var publishesPrivateDetails: Bool?
    /// The story and notes, in Markdown.
    public var body: MarkdownBody
    /// The file it came from, as the user would name it.
    public var sourcePath: String

    /// Creates a trip.
    public init(
        id: Slug, title: String, start: LocalDate, end: LocalDate, summary: String? = nil, travelers: [String] = [],
        visibility: Visibility = .public, token: String? = nil, destination: City? = nil, interests: [String] = [],
        currency: String,
        budget: Money? = nil, cover: ImageSource? = nil, flights: [Flight] = [], transport: [TransportLeg] = [],
        stays: [Stay] = [],
        days: [Day] = [],
        waypoints: [Waypoint] = [], body: MarkdownBody, sourcePath: String
    ) {
        self.id = id
        self.title = title
        self.start = start
        self.end = end
        self.summary = summary
        self.travelers = travelers
        self.visibility = visibility
        self.token = token
        self.destination = destination
        self.interests = interests
        self.currency = currency
        self.budget = budget
        self.cover = cover
        self.flights = flights
        self.transport = transport
        self.stays = stays
        self.days = days
        self.waypoints = waypoints
        self.body = body
        self.sourcePath = sourcePath
    }

    /// Days from start to end, both included.
    public var durationDays: Int { start.days(until: end) + 1 }

    /// A trip whose flights go out and come back: the last flight lands where the first one left.
    public var isRoundTrip: Bool {
        guard flights.count >= 2, let first = flights.first, let last = flights.last else { return false }
        return first.from.city == last.to.city || first.from.iata == last.to.iata
    }
}
