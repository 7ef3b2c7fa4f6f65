import Foundation

/// A leg of a trip over land or water — a train, a bus, a ferry, a rental car, a taxi — between two named
/// places, with times in each place's local time.
public struct TransportLeg: Sendable, Hashable {
    /// How the leg is travelled.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case train, bus, ferry, car, taxi, other
    }

    /// One end of a leg: a station, a port, a stop or a rental desk.
    public struct End: Sendable, Hashable {
        /// The place's name: `Lisboa Santa Apolónia`.
        public var name: String
        /// Where it is, when given.
        public var location: Coordinate?
        /// Its street address, when given.
        public var address: String?
        /// The city it is in, when written.
        public var city: City?
        /// The IANA zone its time is read in: its city's, else that of the city the trip is in on its date;
        /// `nil` when neither is known.
        public var timeZone: String?

        /// Creates an end of a leg; its zone is its city's unless given.
        public init(
            name: String, location: Coordinate? = nil, address: String? = nil, city: City? = nil,
            timeZone: String? = nil
        ) {
            self.name = name
            self.location = location
            self.address = address
            self.city = city
            self.timeZone = timeZone ?? city?.timeZone
        }
    }

    /// How it is travelled.
    public var mode: Mode
    /// Where it leaves from; for a car, where it is picked up.
    public var from: End
    /// Where it arrives; for a car, where it is dropped off.
    public var to: End
    /// The local departure time at `from`.
    public var depart: LocalDateTime
    /// The local arrival time at `to`.
    public var arrive: LocalDateTime
    /// Who runs it: `CP`, `JR Central`, `Hertz`.
    public var `operator`: String?
    /// The train's, bus's or ferry's number or name: `Alfa Pendular 123`.
    public var number: String?
    /// The seat or berth: `car 4, seat 52`.
    public var seat: String?
    /// A booking reference.
    public var booking: String?
    /// The price for everyone travelling.
    public var price: Money?
    /// Notes, in Markdown.
    public var notes: String?

    /// Creates a leg.
    public init(
        mode: Mode, from: End, to: End, depart: LocalDateTime, arrive: LocalDateTime, operator: String? = nil,
        number: String? = nil, seat: String? = nil, booking: String? = nil, price: Money? = nil,
        notes: String? = nil
    ) {
        self.mode = mode
        self.from = from
        self.to = to
        self.depart = depart
        self.arrive = arrive
        self.operator = `operator`
        self.number = number
        self.seat = seat
        self.booking = booking
        self.price = price
        self.notes = notes
    }

    /// Whether the leg is a rental car: picked up at `from`, dropped off at `to`, driven in between.
    public var isRental: Bool { mode == .car }

    /// The departure instant, in `from`'s zone (or `to`'s, or UTC, when it has none).
    public var departureInstant: Date? { depart.instant(inTimeZone: from.timeZone ?? to.timeZone ?? "UTC") }
    /// The arrival instant, in `to`'s zone (or `from`'s, or UTC, when it has none).
    public var arrivalInstant: Date? { arrive.instant(inTimeZone: to.timeZone ?? from.timeZone ?? "UTC") }

    /// Minutes from departure to arrival, across time zones.
    public var durationMinutes: Int? {
        guard let departure = departureInstant, let arrival = arrivalInstant else { return nil }
        return Flight.minutes(from: departure, to: arrival)
    }
}
