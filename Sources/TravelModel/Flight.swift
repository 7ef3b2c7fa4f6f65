import Foundation

/// A flight of a trip, between two airports, with times in each airport's local time.
public struct Flight: Sendable, Hashable {
    /// Where it leaves from.
    public var from: Airport
    /// Where it lands.
    public var to: Airport
    /// The local departure time at `from`.
    public var depart: LocalDateTime
    /// The local arrival time at `to`.
    public var arrive: LocalDateTime
    /// The airline's name.
    public var airline: String?
    /// The flight number: `TP 210`.
    public var number: String?
    /// Stops on the way; 0 for a direct flight.
    public var stops: Int
    /// How many people fly.
    public var passengers: Int
    /// The price for all passengers.
    public var price: Money?
    /// A booking reference.
    public var booking: String?

    /// Creates a flight.
    public init(
        from: Airport, to: Airport, depart: LocalDateTime, arrive: LocalDateTime, airline: String? = nil,
        number: String? = nil, stops: Int = 0, passengers: Int = 1, price: Money? = nil, booking: String? = nil
    ) {
        self.from = from
        self.to = to
        self.depart = depart
        self.arrive = arrive
        self.airline = airline
        self.number = number
        self.stops = stops
        self.passengers = passengers
        self.price = price
        self.booking = booking
    }

    /// The departure instant, from the origin airport's time zone.
    public var departureInstant: Date? { depart.instant(inTimeZone: from.timeZone) }
    /// The arrival instant, from the destination airport's time zone.
    public var arrivalInstant: Date? { arrive.instant(inTimeZone: to.timeZone) }

    /// Minutes in the air and on the ground between departure and arrival, across time zones.
    public var durationMinutes: Int? {
        guard let departure = departureInstant, let arrival = arrivalInstant else { return nil }
        return Self.minutes(from: departure, to: arrival)
    }

    /// Whole minutes from `departure` to `arrival`, rounded: a flight's duration once its instants are known.
    public static func minutes(from departure: Date, to arrival: Date) -> Int {
        Int((arrival.timeIntervalSince(departure) / 60).rounded())
    }
}
