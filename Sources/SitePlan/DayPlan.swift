import TravelModel

/// One date of a trip as the traveller lives it: what happens that day in local time order — flights,
/// trains, buses, ferries and cars, check-ins and check-outs, visits — and where the night is spent.
///
/// ``timeline(of:)`` makes one for every date from the trip's start to its end, whether or not the date has
/// an entry in `days:`; it is the one place that decides what a day holds, and the trip page renders it.
package struct DayPlan: Sendable {
    /// One thing that happens on a day. A new kind (a train, a ferry) is a new case here, its time and
    /// rank below, and its view in ``DayItemView``.
    package enum Item: Sendable {
        /// A flight that leaves and lands on this date.
        case flight(Flight)
        /// A flight that leaves on this date and lands on a later one.
        case departure(Flight)
        /// A flight that lands on this date, having left on an earlier one.
        case arrival(Flight)
        /// A leg by train, bus, ferry, car or taxi: whole when it leaves and arrives on this date, else the
        /// part of it on this date.
        case leg(TransportLeg, LegPart)
        case checkIn(Stay)
        case checkOut(Stay)
        case visit(Visit)

        /// The local time of the item on its day; nil for a check-in or check-out the stay gives no time for.
        package var time: LocalTime? {
            switch self {
            case .flight(let flight), .departure(let flight): flight.depart.time
            case .arrival(let flight): flight.arrive.time
            case .leg(let leg, .arrival): leg.arrive.time
            case .leg(let leg, _): leg.depart.time
            case .checkIn(let stay): stay.checkInTime
            case .checkOut(let stay): stay.checkOutTime
            case .visit(let visit): visit.time
            }
        }

        /// Where the item goes in its day: by time, an untimed check-out first and an untimed check-in last;
        /// at one time, arrivals and check-outs before departures, check-ins and visits.
        fileprivate var sortKey: (minutes: Int, rank: Int) {
            let rank: Int
            let untimed: Int
            switch self {
            case .arrival, .leg(_, .arrival): (rank, untimed) = (0, 0)
            case .checkOut: (rank, untimed) = (1, -1)
            case .flight, .departure, .leg: (rank, untimed) = (2, 0)
            case .checkIn: (rank, untimed) = (3, 24 * 60)
            case .visit: (rank, untimed) = (4, 0)
            }
            return (time?.minutesSinceMidnight ?? untimed, rank)
        }
    }

    /// Which part of a leg an item is.
    package enum LegPart: Sendable {
        /// The whole leg, which leaves and arrives on one date.
        case whole
        /// Its departure (a car's pick-up), on an earlier date than its arrival.
        case departure
        /// Its arrival (a car's drop-off), on a later date than its departure.
        case arrival
    }

    /// Where the night after a day is spent.
    package enum Night: Sendable {
        /// A booked stay whose nights include this one.
        case stay(Stay)
        /// A flight in the air over midnight.
        case plane(Flight)
        /// A night train, bus or ferry under way over midnight.
        case leg(TransportLeg)
        /// Neither is known.
        case unknown
    }

    package let date: LocalDate
    /// Counted from the trip's start: the start is day 1.
    package let number: Int
    /// The date's entry in `days:`, or an empty day on the date: its city is that of the night's stay, or
    /// of the day before.
    package let day: Day
    /// Whether the date has an entry in `days:`.
    package let isPlanned: Bool
    /// In local time order.
    package let items: [Item]
    /// Nil on the trip's last day.
    package let night: Night?
}

extension DayPlan {
    /// Every date of the trip, from its start to its end, with its items and its night.
    package static func timeline(of trip: Trip) -> [DayPlan] {
        guard trip.start <= trip.end else { return [] }
        let planned = Dictionary(trip.days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        let stays = trip.stays.filter(\.booked)
        var items: [LocalDate: [Item]] = [:]
        for flight in trip.flights {
            if flight.depart.date == flight.arrive.date {
                items[flight.depart.date, default: []].append(.flight(flight))
            } else {
                items[flight.depart.date, default: []].append(.departure(flight))
                items[flight.arrive.date, default: []].append(.arrival(flight))
            }
        }
        for leg in trip.transport {
            if leg.depart.date == leg.arrive.date {
                items[leg.depart.date, default: []].append(.leg(leg, .whole))
            } else {
                items[leg.depart.date, default: []].append(.leg(leg, .departure))
                items[leg.arrive.date, default: []].append(.leg(leg, .arrival))
            }
        }
        for stay in stays {
            items[stay.checkIn, default: []].append(.checkIn(stay))
            items[stay.checkOut, default: []].append(.checkOut(stay))
        }
        var plans: [DayPlan] = []
        var city: City? = nil
        for offset in 0...trip.start.days(until: trip.end) {
            let date = trip.start.adding(days: offset)
            let night = date == trip.end ? nil : Self.night(after: date, trip: trip, stays: stays)
            let day: Day
            if let entry = planned[date] {
                day = entry
            } else {
                var nightCity: City? = nil
                if case .stay(let stay) = night { nightCity = stay.city }
                day = Day(date: date, city: nightCity ?? city)
            }
            city = day.city ?? city
            let dayItems = (items[date] ?? []) + day.visits.map(Item.visit)
            // The position in the list breaks ties, so visits at one time stay in the order written.
            let sorted = dayItems.enumerated().sorted { left, right in
                let (a, b) = (left.element.sortKey, right.element.sortKey)
                return (a.minutes, a.rank, left.offset) < (b.minutes, b.rank, right.offset)
            }
            plans.append(
                DayPlan(
                    date: date, number: offset + 1, day: day, isPlanned: planned[date] != nil,
                    items: sorted.map(\.element), night: night))
        }
        return plans
    }

    /// In the air over midnight after `date`, or on a night train, bus or ferry, or else the booked stay
    /// whose nights include it. A rental car or a taxi is not a night's bed.
    static func night(after date: LocalDate, trip: Trip, stays: [Stay]) -> Night {
        if let flight = trip.flights.first(where: { $0.depart.date <= date && date < $0.arrive.date }) {
            return .plane(flight)
        }
        if let leg = trip.transport.first(where: {
            $0.mode != .car && $0.mode != .taxi && $0.depart.date <= date && date < $0.arrive.date
        }) {
            return .leg(leg)
        }
        if let stay = stays.first(where: { $0.checkIn <= date && date < $0.checkOut }) {
            return .stay(stay)
        }
        return .unknown
    }
}
