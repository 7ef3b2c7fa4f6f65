/// One thing planned on a day: a recommendation or a free-text place, at a time.
public struct Visit: Sendable, Hashable {
    /// What is visited.
    public enum Target: Sendable, Hashable {
        /// A recommendation of the site, by slug.
        case recommendation(Slug)
        /// Any other place, by name.
        case place(name: String, location: Coordinate?, address: String?)
    }

    /// When it starts.
    public var time: LocalTime
    /// When it ends.
    public var until: LocalTime?
    /// What is visited.
    public var target: Target
    /// Notes, in Markdown.
    public var notes: String?
    /// What it costs.
    public var cost: Money?
    /// A booking reference (a ticket, a table).
    public var booking: String?

    /// Creates a visit.
    public init(
        time: LocalTime, until: LocalTime? = nil, target: Target, notes: String? = nil, cost: Money? = nil,
        booking: String? = nil
    ) {
        self.time = time
        self.until = until
        self.target = target
        self.notes = notes
        self.cost = cost
        self.booking = booking
    }
}
