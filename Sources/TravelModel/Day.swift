/// One day of a trip: where it is spent and what is visited.
public struct Day: Sendable, Hashable {
    /// The date, within the trip.
    public var date: LocalDate
    /// The city the day is spent in.
    public var city: City?
    /// A title for the day.
    public var title: String?
    /// The visits, in the order written.
    public var visits: [Visit]

    /// Creates a day.
    public init(date: LocalDate, city: City?, title: String? = nil, visits: [Visit] = []) {
        self.date = date
        self.city = city
        self.title = title
        self.visits = visits
    }
}
