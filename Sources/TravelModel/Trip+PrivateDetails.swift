extension Trip {
    /// The trip as a built site may show it when its author has not said to publish its private details:
    /// every booking reference (of flights, transport legs, stays and visits), every price (flights' and legs'
    /// prices, stays' prices and nightly prices, booked or shortlisted, visits' costs), the budget, and the stays' phone numbers and
    /// email addresses, left out. So the budget's totals, which add up those prices, are left out with them.
    /// The story, the notes and everything else stay as written; so does a recommendation's price level,
    /// which is the place's and not the traveller's.
    public var withoutPrivateDetails: Trip {
        var trip = self
        trip.budget = nil
        for index in trip.flights.indices {
            trip.flights[index].price = nil
            trip.flights[index].booking = nil
        }
        for index in trip.transport.indices {
            trip.transport[index].price = nil
            trip.transport[index].booking = nil
        }
        for index in trip.stays.indices {
            trip.stays[index].price = nil
            trip.stays[index].pricePerNight = nil
            trip.stays[index].booking = nil
            trip.stays[index].phone = nil
            trip.stays[index].email = nil
        }
        for day in trip.days.indices {
            for visit in trip.days[day].visits.indices {
                trip.days[day].visits[visit].cost = nil
                trip.days[day].visits[visit].booking = nil
            }
        }
        return trip
    }

    /// Whether the trip names anything ``withoutPrivateDetails`` leaves out.
    public var hasPrivateDetails: Bool { self != withoutPrivateDetails }
}

extension Site {
    /// Whether a build publishes `trip`'s private details: the trip's `publish_private_details`, or else the
    /// site's.
    public func publishesPrivateDetails(of trip: Trip) -> Bool {
        trip.publishesPrivateDetails ?? settings.publishesPrivateDetails
    }

    /// The site as a build publishes it: each trip without its private details (``Trip/withoutPrivateDetails``)
    /// unless it or `site.yml` says to publish them. The one place the rule is applied: every page, calendar
    /// and route of a build is made from this.
    public var published: Site {
        var site = self
        for index in site.trips.indices where !publishesPrivateDetails(of: site.trips[index]) {
            site.trips[index] = site.trips[index].withoutPrivateDetails
        }
        return site
    }

    /// The trips a build shows less of than `serve` does: those with private details it leaves out.
    public var tripsWithUnpublishedDetails: Set<Slug> {
        Set(trips.filter { !publishesPrivateDetails(of: $0) && $0.hasPrivateDetails }.map(\.id))
    }
}
