import Diagnostics
import Enrichment
import SitePlan
import TravelModel

/// Maps: the coordinates of recommendations that give an address but no location.
extension NominatimGeocoder: SiteLookup {
    /// Each recommendation with an address and no location, in the site's order.
    package func lookups(in site: Site, graph: SiteGraph) -> [(subject: Recommendation, request: Request)] {
        site.recommendations.compactMap { recommendation in
            guard recommendation.location == nil, let address = recommendation.address else { return nil }
            return (
                recommendation,
                Request(
                    address: address, cityName: recommendation.city.name, countryCode: recommendation.city.countryCode)
            )
        }
    }

    /// The recommendation's file: its address is the line to fix.
    package func location(of recommendation: Recommendation) -> SourceLocation? {
        SourceLocation(file: recommendation.sourcePath, line: 1, column: 1)
    }

    /// Into the coordinates by recommendation.
    package func land(_ coordinate: Coordinate, for recommendation: Recommendation, in found: inout LookupLanding) {
        found.data.coordinates[recommendation.id] = coordinate
    }
}
