import Foundation
import SiteMaps
import Testing

@Suite struct RouteMapSVGTests {
    static let twoPointMap = RouteMap(
        points: [
            MapPoint(
                label: "Castelo de São Jorge",
                coordinate: MapCoordinate(latitude: 38.7139, longitude: -9.1335),
                url: "castelo/",
                kind: .visit
            ),
            MapPoint(
                label: "Pastéis de Belém",
                coordinate: MapCoordinate(latitude: 38.6975, longitude: -9.2033),
                kind: .recommendation
            ),
        ],
        route: [
            MapCoordinate(latitude: 38.7139, longitude: -9.1335),
            MapCoordinate(latitude: 38.6975, longitude: -9.2033),
        ],
        title: "Day 1"
    )

    @Test func twoPointMapNumbersItsMarkersAndNamesThemInTheLegend() {
        let drawing = Self.twoPointMap.drawing(idPrefix: "day-1")
        #expect(drawing.legend.map(\.number) == [1, 2])
        #expect(drawing.legend.map(\.point.label) == ["Castelo de São Jorge", "Pastéis de Belém"])
        let svg = drawing.svg
        #expect(
            svg.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" class="route-map" viewBox="0 0 640 320" width="640" height="320""#
            ))
        #expect(
            svg.contains(
                #"<a href="castelo/" class="map-point map-point--visit" aria-label="1. Castelo de São Jorge">"#))
        #expect(svg.contains(#"<g class="map-point map-point--recommendation">"#))
        #expect(svg.contains(#"aria-hidden="true">1</text>"#))
        #expect(svg.contains(#"aria-hidden="true">2</text>"#))
        // No name is drawn on the map: the legend names the numbers.
        #expect(!svg.contains(">Castelo de São Jorge</text>"))
        // A map of a few kilometres is below the world map's accuracy: a plain ground; 6 km across 560 units
        // makes 100 units 1.1 km, so the bar stands for 1 km.
        #expect(svg.contains(#"<rect class="map-ground""#))
        #expect(!svg.contains("map-land"))
        #expect(svg.contains(">1 km</text>"))
    }

    @Test func labelsAndURLsAreEscaped() {
        let map = RouteMap(
            points: [
                MapPoint(
                    label: #"<script>alert("x")</script> & 'y'"#,
                    coordinate: MapCoordinate(latitude: 1, longitude: 2),
                    url: #"a"b'c<d>&e"#,
                    kind: .visit
                )
            ],
            title: "<b>Title</b>",
            description: "A & B"
        )
        let svg = map.svg(idPrefix: "x\"y")
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"))
        #expect(svg.contains(#"href="a&quot;b&#39;c&lt;d&gt;&amp;e""#))
        #expect(svg.contains("<title id=\"x&quot;y-title\">&lt;b&gt;Title&lt;/b&gt;</title>"))
        #expect(svg.contains("<desc id=\"x&quot;y-desc\">A &amp; B</desc>"))
    }

    @Test func emptyMapIsEmpty() {
        #expect(RouteMap(points: [], title: "Nothing").svg(idPrefix: "m") == "")
        let onlyRoute = RouteMap(points: [], route: [MapCoordinate(latitude: 1, longitude: 1)], title: "Route")
        #expect(onlyRoute.svg(idPrefix: "m") == "")
        #expect(onlyRoute.bounds == nil)
    }

    @Test func singlePointIsDrawnNearTheMiddleOfItsRegion() throws {
        let map = RouteMap(points: [LisbonTrip.castelo], title: "Castelo")
        let svg = map.svg(idPrefix: "m")
        #expect(svg.contains(#"viewBox="0 0 640 320""#))
        #expect(!svg.contains("map-route"))
        // The view is centred on the 0.2° grid point nearest the castle (38.7139, -9.1335): 38.8, -9.2.
        let projection = try #require(map.projection)
        let centre = projection.position(of: MapCoordinate(latitude: 38.8, longitude: -9.2))
        #expect(abs(centre.x - 320) < 0.01 && abs(centre.y - 160) < 0.01)
        // So the castle is a few kilometres from the middle: 0.0665° east and 0.0861° south of it.
        let match = try #require(svg.firstMatch(of: /<circle class="map-marker" cx="([0-9.]+)" cy="([0-9.]+)"/))
        let (x, y) = (try #require(Double(match.1)), try #require(Double(match.2)))
        let kilometres: Double = projection.kilometresPerUnit
        let east: Double = 0.0665 * 111.32 * cos(38.75 * Double.pi / 180)
        let south: Double = 0.0861 * 111.32
        #expect(abs((x - 320) * kilometres - east) < 0.5)
        #expect(abs((y - 160) * kilometres - south) < 0.5)
    }

    @Test func placesNearTheSameGridPointShareTheirRegionsView() throws {
        // The castle and Café A Brasileira are both nearest 38.8, -9.2; Belém, farther south, is nearest 38.6, -9.2.
        let cafe = MapPoint(
            label: "Café A Brasileira", coordinate: MapCoordinate(latitude: 38.7107, longitude: -9.1419), kind: .visit)
        let castle = try #require(RouteMap(points: [LisbonTrip.castelo], title: "Castelo").projection)
        let brasileira = try #require(RouteMap(points: [cafe], title: "A Brasileira").projection)
        let belem = try #require(RouteMap(points: [LisbonTrip.belem], title: "Belém").projection)
        #expect(castle == brasileira)
        #expect(castle != belem)
    }

    @Test func identicalPointsGetSeparateMarkersAndALeaderLine() {
        let twin = MapPoint(label: "Also the castle", coordinate: LisbonTrip.castelo.coordinate, kind: .stay)
        let svg = RouteMap(points: [LisbonTrip.castelo, twin], title: "Twins").svg(idPrefix: "m")
        #expect(svg.contains(#"<circle class="map-marker" cx="320" cy="160""#))
        #expect(svg.components(separatedBy: #"<circle class="map-marker""#).count == 3)
        #expect(svg.contains(#"<g class="map-leader""#))
    }

    @Test func aPlaceNamedTwiceIsDrawnAndListedOnce() {
        let again = MapPoint(
            label: LisbonTrip.castelo.label, coordinate: MapCoordinate(latitude: 38.714, longitude: -9.1336),
            url: "#day-2", kind: .visit)
        let drawing = RouteMap(points: [LisbonTrip.castelo, LisbonTrip.timeOut, again], title: "Twice")
            .drawing(idPrefix: "t")
        #expect(drawing.legend.map(\.point.label) == ["Castelo de São Jorge", "Time Out Market"])
        #expect(drawing.svg.components(separatedBy: #"<circle class="map-marker""#).count == 3)
    }

    @Test func aWaypointThatIsAlsoAVisitIsOnePlaceButANamesakeFarAwayIsAnother() {
        let cape = LisbonTrip.caboDaRoca
        let visit = MapPoint(
            label: cape.label, coordinate: MapCoordinate(latitude: 38.7811, longitude: -9.4985), url: "#day-3",
            kind: .visit)
        let namesake = MapPoint(
            label: cape.label, coordinate: MapCoordinate(latitude: 38.5, longitude: -9.4985), kind: .visit)
        let legend = RouteMap(points: [cape, visit, namesake], title: "Capes").drawing(idPrefix: "c").legend
        #expect(legend.map(\.point) == [cape, namesake])
    }

    @Test func sameInputGivesSameBytes() {
        let first = LisbonTrip.tripMap.svg(idPrefix: "trip")
        let second = LisbonTrip.tripMap.svg(idPrefix: "trip")
        #expect(first == second)
        #expect(first != LisbonTrip.tripMap.svg(idPrefix: "other"))
    }

    /// HTML allows no role="group" on <svg>, and role="img" would hide the links: a linked map keeps
    /// the SVG's own role and gets only its label.
    @Test func mapWithLinksKeepsItsOwnRoleAndWithoutIsAnImage() {
        let linked = Self.twoPointMap.svg(idPrefix: "a")
        #expect(linked.contains(#"preserveAspectRatio="xMidYMid meet" aria-labelledby="a-title a-desc""#))
        #expect(!linked.contains("role="))
        let plain = RouteMap(points: [LisbonTrip.caboDaRoca], title: "Cape").svg(idPrefix: "b")
        #expect(plain.contains(#"role="img" aria-labelledby="b-title b-desc""#))
        #expect(plain.contains("<desc id=\"b-desc\">Map of Cabo da Roca.</desc>"))
    }

    @Test func svgIsSelfContained() {
        let svg = LisbonTrip.tripMap.svg(idPrefix: "trip")
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("style="))
        #expect(!svg.contains("http://") || svg.components(separatedBy: "http://").count == 2)
        #expect(!svg.contains("https://"))
        #expect(svg.contains(#"width="640""#))
    }

    @Test func routeIsDrawnUnderTheMarkers() throws {
        let svg = LisbonTrip.tripMap.svg(idPrefix: "trip")
        let route = try #require(svg.range(of: "class=\"map-route\""))
        let firstMarker = try #require(svg.range(of: "class=\"map-marker\""))
        #expect(route.lowerBound < firstMarker.lowerBound)
    }

    @Test func longHopsCurveAndShortHopsAreStraight() throws {
        let flight = RouteMap(
            points: [LisbonTrip.jfk, LisbonTrip.lis],
            route: [LisbonTrip.jfk.coordinate, LisbonTrip.lis.coordinate],
            title: "Flight"
        )
        let flightPath = try #require(Self.routeCommands(in: flight.svg(idPrefix: "f")))
        #expect(flightPath.count > 10)
        // The great circle bends north of the straight line, towards smaller y.
        let ys = flightPath.compactMap { Double($0.split(separator: " ")[1]) }
        #expect(ys.dropFirst().dropLast().allSatisfy { $0 < max(ys[0], ys[ys.count - 1]) })
        let walk = try #require(Self.routeCommands(in: Self.twoPointMap.svg(idPrefix: "w")))
        #expect(walk.count == 2)
    }

    @Test func routeAcrossTheAntimeridianIsOneUnbrokenLine() throws {
        let tokyo = MapPoint(label: "Tokyo", coordinate: MapCoordinate(latitude: 35.68, longitude: 139.69), kind: .city)
        let honolulu = MapPoint(
            label: "Honolulu",
            coordinate: MapCoordinate(latitude: 21.31, longitude: -157.86),
            kind: .city
        )
        let map = RouteMap(
            points: [tokyo, honolulu],
            route: [tokyo.coordinate, honolulu.coordinate],
            title: "Pacific"
        )
        let commands = try #require(Self.routeCommands(in: map.svg(idPrefix: "p")))
        #expect(commands.filter { $0.hasPrefix("M") }.count == 1)
        let xs = commands.compactMap { Double($0.dropFirst().split(separator: " ")[0]) }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(xs.allSatisfy { $0 >= 0 && $0 <= 640 })
    }

    /// The commands of the route's `d`, such as `M40 179.8`, or `nil` when there is no route.
    static func routeCommands(in svg: String) -> [String]? {
        guard let line = svg.components(separatedBy: "\n").first(where: { $0.hasPrefix("<path class=\"map-route\"") }),
            let data = line.components(separatedBy: " d=\"").dropFirst().first?.prefix(while: { $0 != "\"" })
        else { return nil }
        return data.components(separatedBy: " ").enumerated().reduce(into: []) { commands, item in
            if item.offset.isMultiple(of: 2) {
                commands.append(item.element)
            } else {
                commands[commands.count - 1] += " " + item.element
            }
        }
    }
}
