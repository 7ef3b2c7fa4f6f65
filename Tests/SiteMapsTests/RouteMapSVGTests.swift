import SiteMaps
import Testing

@Suite struct RouteMapSVGTests {
    static let twoPointMap = RouteMap(
        points: [
            MapPoint(
                label: "Castelo de São Jorge",
                coordinate: MapCoordinate(latitude: 38.7139, longitude: -9.1335),
                url: "castelo/",
                kind: .visit,
                number: 1
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

    @Test func twoPointMapSnapshot() {
        let expected = #"""
            <svg xmlns="http://www.w3.org/2000/svg" class="route-map" viewBox="0 0 640 320" width="100%" preserveAspectRatio="xMidYMid meet" aria-labelledby="day-1-title day-1-desc" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">
            <title id="day-1-title">Day 1</title>
            <desc id="day-1-desc">Map of Castelo de São Jorge, Pastéis de Belém.</desc>
            <rect class="map-background" x="0.5" y="0.5" width="639" height="319" fill="#f7f9fb" stroke="#c5ced6"/>
            <path class="map-route" d="M600 75.7 L40 244.3" fill="none" stroke="#c2410c" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
            <a href="castelo/" class="map-point map-point--visit" aria-label="1. Castelo de São Jorge">
            <circle class="map-marker" cx="600" cy="75.7" r="13" fill="#b3261e" stroke="#ffffff" stroke-width="2"/>
            <text class="map-number" x="600" y="80.9" text-anchor="middle" font-size="15" font-weight="700" fill="#ffffff">1</text>
            <text class="map-halo" x="581" y="83.4" text-anchor="end" font-size="22" aria-hidden="true" fill="#ffffff" stroke="#ffffff" stroke-width="5" stroke-linejoin="round">Castelo de São Jorge</text>
            <text class="map-label" x="581" y="83.4" text-anchor="end" font-size="22" fill="#1a1a1a">Castelo de São Jorge</text>
            </a>
            <g class="map-point map-point--recommendation">
            <circle class="map-marker" cx="40" cy="244.3" r="9" fill="#0f6e4f" stroke="#ffffff" stroke-width="2"/>
            <text class="map-halo" x="55" y="252" text-anchor="start" font-size="22" aria-hidden="true" fill="#ffffff" stroke="#ffffff" stroke-width="5" stroke-linejoin="round">Pastéis de Belém</text>
            <text class="map-label" x="55" y="252" text-anchor="start" font-size="22" fill="#1a1a1a">Pastéis de Belém</text>
            </g>
            </svg>
            """#
        #expect(Self.twoPointMap.svg(idPrefix: "day-1") == expected)
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

    @Test func singlePointIsDrawnInTheMiddle() {
        let svg = RouteMap(points: [LisbonTrip.castelo], title: "Castelo").svg(idPrefix: "m")
        #expect(svg.contains(#"viewBox="0 0 640 320""#))
        #expect(svg.contains(#"cx="320" cy="160""#))
        #expect(!svg.contains("map-route"))
    }

    @Test func identicalPointsGetSeparateLabels() {
        let twin = MapPoint(label: "Also the castle", coordinate: LisbonTrip.castelo.coordinate, kind: .stay)
        let svg = RouteMap(points: [LisbonTrip.castelo, twin], title: "Twins").svg(idPrefix: "m")
        #expect(svg.components(separatedBy: #"cx="320" cy="160""#).count == 3)
        // Either side by side or one above the other, but not on top of each other.
        let labels = Self.labels(in: svg)
        #expect(labels.count == 2)
        #expect(labels[0] != labels[1])
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
        #expect(!svg.contains(#"width="640""#))
        #expect(svg.contains(#"width="100%""#))
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

    @Test func shortenedLabelKeepsItsFullAccessibleName() {
        let name = String(repeating: "Rua Augusta ", count: 8) + "end"
        let point = MapPoint(label: name, coordinate: LisbonTrip.castelo.coordinate, url: "rua/", kind: .visit)
        let svg = RouteMap(points: [point], title: "Long").svg(idPrefix: "l")
        #expect(svg.contains("aria-label=\"\(name)\""))
        #expect(svg.contains("…</text>"))
        #expect(!svg.contains(">\(name)</text>"))
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

    /// The `y` and `text-anchor` of every `map-label` text, in order.
    static func labels(in svg: String) -> [String] {
        svg.components(separatedBy: "\n")
            .filter { $0.hasPrefix("<text class=\"map-label\"") }
            .map { line in
                let y = line.components(separatedBy: " y=\"").dropFirst().first?.prefix { $0 != "\"" }
                let anchor = line.components(separatedBy: "text-anchor=\"").dropFirst().first?.prefix { $0 != "\"" }
                return "\(y ?? "") \(anchor ?? "")"
            }
    }
}
