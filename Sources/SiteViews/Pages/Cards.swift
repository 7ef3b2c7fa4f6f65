import SitePlan
import TravelModel

/// A trip in listings: the home page, a city's and a recommendation's trips.
package struct TripCard: TemplateFields {
    let title: String
    let url: String
    let dates: String
    let startIso: String
    let endIso: String
    let duration: String
    let summary: String?
    /// The destination city's name.
    let destination: String?
    /// Every city the trip goes to, in the order it reaches them, as a list in words: `Lisbon and Porto`.
    let cities: String?
    let isDraft: Bool
    /// The cover, as a thumbnail.
    let image: ImageView?

    init(_ trip: Trip, context: PageContext) {
        title = trip.title
        url = context.link(SitePaths.trip(trip))
        dates = context.formatter.dateRange(trip.start, trip.end)
        startIso = trip.start.description
        endIso = trip.end.description
        duration = context.words.counts.day(trip.durationDays)
        summary = trip.summary
        destination = trip.destination?.name
        let visited = trip.visitedCities.map(\.name)
        cities = visited.isEmpty ? nil : context.words.list(visited)
        isDraft = trip.visibility == .draft
        image = context.images.view(of: trip.cover, alt: "", context: context)
    }
}

/// A city in a list of cities written out in words: its link, then what follows it (`, `, ` and `, or nothing
/// after the last), so a template writes `Lisbon, Sintra and Porto` with a link on each.
package struct ListedCity: TemplateFields {
    let city: CityLink
    let separator: String

    /// `cities` as links, each followed by the separator the theme's words give.
    static func list(_ cities: [City], context: PageContext) -> [ListedCity] {
        let list = context.words.list
        return cities.enumerated().map { index, city in
            ListedCity(
                city: CityLink(city, context: context),
                separator: index == cities.count - 1
                    ? "" : index == cities.count - 2 ? list.lastSeparator : list.separator)
        }
    }
}

/// A city's name and the link to its page.
package struct CityLink: TemplateFields {
    let name: String
    /// The link to its page; `nil` for a city with none (``Site/citiesWithPages(includingDrafts:)``): one only
    /// an unlisted trip goes to, which that trip's page names without a link, or an unbooked stay's.
    let url: String?
    /// The country code.
    let country: String

    init(_ city: City, context: PageContext) {
        name = city.name
        url = context.graph.citiesByKey[city.key] != nil ? context.link(SitePaths.city(city)) : nil
        country = city.countryCode
    }
}

/// A city in listings: the home page, the list of cities and country pages.
package struct CityCard: TemplateFields {
    let name: String
    let url: String
    let country: String
    /// How many recommendations it has.
    let count: String
    /// How many listed trips go to it.
    let trips: String
    /// `1 trip`, `7 recommendations`: what it has, leaving out what it has none of.
    let facts: [String]
    /// Its photo (``PageContext/cityPhotos``), as a thumbnail.
    let image: ImageView?

    init(_ city: City, context: PageContext) {
        name = city.name
        url = context.link(SitePaths.city(city))
        country = city.countryCode
        let counts = context.words.counts
        let (recommendations, trips) = (
            context.graph.recommendationCount(in: city), context.graph.tripCount(visiting: city)
        )
        count = counts.recommendation(recommendations)
        self.trips = counts.trip(trips)
        facts = [trips > 0 ? counts.trip(trips) : nil, recommendations > 0 ? count : nil].compactMap { $0 }
        image = context.images.view(ofPath: context.cityPhotos[city.key], alt: "", context: context)
    }
}

/// A recommendation in listings: a city's groups and a day's suggestions.
package struct RecommendationCard: TemplateFields {
    let name: String
    let url: String
    let features: [String]
    let featuresText: String
    let featuresData: String
    let price: String?
    let address: String?
    let city: CityLink
    /// The image, as a thumbnail.
    let image: ImageView?

    init(_ recommendation: Recommendation, context: PageContext) {
        name = recommendation.name
        url = context.link(SitePaths.recommendation(recommendation))
        features = recommendation.features
        featuresText = recommendation.features.joined(separator: " · ")
        featuresData = recommendation.features.joined(separator: " ")
        price = recommendation.price.map(context.priceText)
        address = recommendation.address
        city = CityLink(recommendation.city, context: context)
        image = context.images.view(of: recommendation.image, alt: "", context: context)
    }
}
