import Foundation
import Testing

/// The map of everything and the listings of cities: a city that only trips visit (Madrid, twice) is on the list
/// of cities and its country's page; the map page marks every public trip and every placed recommendation, each
/// linking to its page; a private trip's city (Seville) is on none of them.
@Suite struct SiteMapTests {
    static let content = BuildFixture.fixtures.appendingPathComponent("TripOnlyCitySite")

    static func built() async throws -> (output: URL, page: (String) throws -> String) {
        let output = try BuildFixture.temporaryFolder().appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        return (output, { try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8) })
    }

    /// The legend of each map of a page, as its lines' kind, link and name.
    static func legend(_ html: String) -> [String] {
        html.matches(of: #/<li value="\d+" class="map-legend--([a-z]+)"><a href="([^"]+)">([^<]+)</a></li>/#).map {
            "\($0.output.1) \($0.output.2) \($0.output.3)"
        }
    }

    @Test func aCityOnlyTripsVisitIsListedWithItsTripsAndItsCountry() async throws {
        let (output, page) = try await Self.built()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let cities = try page("cities/index.html")
        #expect(
            cities.contains(
                #"<h3 class="card-title"><a href="../cities/es/madrid/index.html">Madrid</a></h3>"# + "\n"
                    + #"<p class="card-meta"><span class="fact">2 trips</span> </p>"#))
        #expect(
            cities.contains(
                #"<h2><a href="../cities/es/index.html">Spain</a> <span class="muted">· 1 city</span></h2>"#))
        #expect(
            cities.contains(
                #"<p class="card-meta"><span class="fact">1 trip</span> <span class="fact">1 recommendation</span> </p>"#
            ))
        #expect(!cities.contains("Seville"))

        let spain = try page("cities/es/index.html")
        #expect(spain.contains(#"<h1>Spain</h1>"#))
        // Both trips to Madrid, latest first; the city card; the country's map with the city and both trips.
        let trips = spain.matches(of: #/<h3 class="card-title"><a href="([^"]+)">([^<]+)</a></h3>/#).map {
            "\($0.output.1) \($0.output.2)"
        }
        #expect(
            trips == [
                "../../trips/madrid-again/index.html Madrid again",
                "../../trips/madrid-in-may/index.html Madrid in May",
                "../../cities/es/madrid/index.html Madrid",
            ])
        #expect(
            Self.legend(spain) == [
                "city ../../cities/es/madrid/index.html Madrid",
                "trip ../../trips/madrid-in-may/index.html Madrid in May",
                "trip ../../trips/madrid-again/index.html Madrid again",
            ])
        #expect(!spain.contains("Seville") && !spain.contains("Porto"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("cities/es/seville").path))
    }

    @Test func theMapPageMarksEveryTripAndRecommendationWithALinkToIt() async throws {
        let (output, page) = try await Self.built()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let map = try page("map/index.html")
        // One continent: the map of everything is its map, with the recommendations one by one.
        #expect(
            Self.legend(map) == [
                "city ../cities/es/madrid/index.html Madrid", "city ../cities/pt/porto/index.html Porto",
                "trip ../trips/madrid-in-may/index.html Madrid in May",
                "trip ../trips/porto-weekend/index.html Porto weekend",
                "trip ../trips/madrid-again/index.html Madrid again",
                "recommendation ../cities/pt/porto/lello/index.html Livraria Lello",
            ])
        #expect(!map.contains("region-links"))
        // Each mark on the map links where its legend line does, and every link is to a page that was written.
        let marks = map.matches(of: #/<a href="([^"]+)" class="map-point map-point--([a-z]+)[^"]*" aria-label="\d+\. /#)
            .map { "\($0.output.2) \($0.output.1)" }
        #expect(marks.count == 6)
        for mark in marks {
            let link = String(mark.split(separator: " ")[1])
            #expect(Self.legend(map).contains { $0.hasPrefix(mark + " ") }, "\(mark)")
            let file = output.appendingPathComponent("map").appendingPathComponent(link).standardizedFileURL
            #expect(FileManager.default.fileExists(atPath: file.path), "\(link)")
        }
        // A map 500 km across shades no country: the outlines are too coarse for it.
        #expect(!map.contains("map-shaded"))
        #expect(try page("index.html").contains(#"<a href="map/index.html">Open the map</a>"#))
    }

    @Test func theSamplesMapIsByContinentWithTheVisitedCountriesShaded() async throws {
        let output = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        _ = try await BuildFixture.build(output: output)
        let map = try String(contentsOf: output.appendingPathComponent("map/index.html"), encoding: .utf8)
        #expect(
            map.contains(
                #"<nav class="region-links" aria-label="Regions">"# + "\n<ul>\n"
                    + ##"<li><a href="#europe">Europe</a></li>"##
                    + "\n" + ##"<li><a href="#asia">Asia</a></li>"##))
        // The world: the six cities and the two listed trips, no recommendation; Portugal and Japan shaded.
        let world = String(map[..<map.range(of: #"<section id="europe""#)!.lowerBound])
        #expect(Self.legend(world).filter { $0.hasPrefix("city ") }.count == 6)
        #expect(
            Self.legend(world).filter { $0.hasPrefix("trip ") } == [
                "trip ../trips/tokyo-and-kyoto-in-march/index.html Tokyo and Kyoto in March",
                "trip ../trips/lisbon-and-porto-in-spring/index.html Lisbon and Porto in spring",
            ])
        #expect(!world.contains("map-legend--recommendation"))
        #expect(world.contains(#"<path class="map-shaded" d="M"#))
        // The continents: every recommendation of the sample has a location, and each is on its continent's map.
        let regions = String(map[map.range(of: #"<section id="europe""#)!.lowerBound...])
        #expect(Self.legend(regions).filter { $0.hasPrefix("recommendation ") }.count == 38)
    }
}
