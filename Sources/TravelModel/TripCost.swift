/// One priced item of a trip, with the date its price is converted at: a flight's or a leg's departure, a
/// booked stay's check-in, a visit's day.
public struct TripCost: Sendable, Hashable {
    /// What a cost is for, in the order budgets list them.
    public enum Category: Sendable, Hashable, CaseIterable {
        /// Flights' prices.
        case flights
        /// Trains', buses', ferries', cars' and taxis' prices.
        case transport
        /// Booked stays' totals.
        case stays
        /// Visits' costs.
        case visits
    }

    /// What it is for.
    public let category: Category
    /// The price, in its own currency.
    public let money: Money
    /// The date its exchange rate is taken on.
    public let date: LocalDate

    /// Creates a cost.
    public init(category: Category, money: Money, date: LocalDate) {
        self.category = category
        self.money = money
        self.date = date
    }
}

extension Trip {
    /// Every cost of the trip: flights, then ground legs, then booked stays, then visits by day, each in the order written.
    /// Shortlisted stays are not spent.
    public var costs: [TripCost] {
        var costs: [TripCost] = []
        for flight in flights {
            if let price = flight.price {
                costs.append(TripCost(category: .flights, money: price, date: flight.depart.date))
            }
        }
        for leg in transport {
            if let price = leg.price {
                costs.append(TripCost(category: .transport, money: price, date: leg.depart.date))
            }
        }
        for stay in stays where stay.booked {
            if let total = stay.total { costs.append(TripCost(category: .stays, money: total, date: stay.checkIn)) }
        }
        for day in days {
            for visit in day.visits {
                if let cost = visit.cost { costs.append(TripCost(category: .visits, money: cost, date: day.date)) }
            }
        }
        return costs
    }
}
