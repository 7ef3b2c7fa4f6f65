import Foundation
import Testing
import TravelModel

@testable import SiteFormats

@Suite struct GeoJSONTests {
    @Test func smallTripIsExact() {
        let text = GeoJSON.route(for: Fixtures.smallTrip, recommendations: Fixtures.recommendations) { point in
            point.kind == .airport ? "https://example.com/airports/\(point.airportCode ?? "")/" : nil
        }
        let expected = """
            {"type":"FeatureCollection","features":[
            {"type":"Feature","geometry":{"type":"LineString","coordinates":[[-73.778925,40.639751],[-9.13592,38.7813]]},\
            "properties":{"name":"Lisbon in spring","kind":"route"}},
            {"type":"Feature","geometry":{"type":"Point","coordinates":[-73.778925,40.639751]},\
            "properties":{"name":"John F. Kennedy International Airport","kind":"airport","date":"2027-04-08",\
            "url":"https://example.com/airports/JFK/"}},
            {"type":"Feature","geometry":{"type":"Point","coordinates":[-9.13592,38.7813]},\
            "properties":{"name":"Humberto Delgado Airport","kind":"airport","date":"2027-04-09",\
            "url":"https://example.com/airports/LIS/"}},
            {"type":"Feature","geometry":{"type":"Point","coordinates":[-9.1488,38.7166]},\
            "properties":{"name":"Casa do Príncipe","kind":"stay","date":"2027-04-09"}}
            ]}

            """
        #expect(text == expected)
    }

    @Test func everyLocatedPointInOrder() {
        var seen: [GeoJSONPoint] = []
        let text = GeoJSON.route(for: Fixtures.trip, recommendations: Fixtures.recommendations) { point in
            seen.append(point)
            return point.recommendation.map { "https://example.com/r/\($0)/" }
        }
        #expect(seen.map(\.kind) == [.airport, .airport, .stay, .visit, .visit, .waypoint])
        #expect(seen.map(\.index) == [1, 2, 1, 1, 2, 1])
        #expect(seen[3].recommendation == Fixtures.pasteis.id)
        #expect(!text.contains("Hotel Avenida"))
        #expect(
            text.contains(
                #"{"type":"Feature","geometry":{"type":"Point","coordinates":[-9.203235,38.697524]},"#
                    + #""properties":{"name":"Pastéis de Belém","kind":"visit","date":"2027-04-09","#
                    + #""url":"https://example.com/r/pasteis-de-belem/"}}"#))
        #expect(
            text.contains(
                #"{"type":"LineString","coordinates":[[-73.778925,40.639751],[-9.13592,38.7813],"#
                    + #"[-9.203235,38.697524],[-9.1335,38.7139]]}"#))
        #expect(text.contains(#""properties":{"name":"Cabo da Roca","kind":"waypoint"}}"#))
    }

    /// Read back by Foundation's JSON reader, which shares no code with the writer.
    @Test func aJSONReaderReadsAFeatureCollection() throws {
        let text = GeoJSON.route(for: Fixtures.trip, recommendations: Fixtures.recommendations) { _ in nil }
        let data = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(data["type"] as? String == "FeatureCollection")
        let features = try #require(data["features"] as? [[String: Any]])
        let read = features.map { feature in
            let geometry = feature["geometry"] as? [String: Any]
            let properties = feature["properties"] as? [String: Any]
            return (
                type: geometry?["type"] as? String, kind: properties?["kind"] as? String,
                coordinates: geometry?["coordinates"]
            )
        }
        #expect(read.count == 7)
        #expect(read.first?.type == "LineString")
        #expect(read.first?.kind == "route")
        let route = try #require(read.first?.coordinates as? [[Double]])
        #expect(route.first == [-73.778925, 40.639751])
        // Longitude first: New York is west of Greenwich, north of the equator.
        #expect(read.dropFirst().first?.type == "Point")
        #expect(read.dropFirst().first?.kind == "airport")
        #expect(read.dropFirst().first?.coordinates as? [Double] == [-73.778925, 40.639751])
    }

    @Test func fewPointsGiveNoRoute() {
        let empty = GeoJSON.route(for: Fixtures.makeTrip(), recommendations: [:]) { _ in nil }
        #expect(empty == "{\"type\":\"FeatureCollection\",\"features\":[]}\n")

        let one = GeoJSON.route(for: Fixtures.makeTrip(waypoints: [Fixtures.waypoint]), recommendations: [:]) { _ in
            nil
        }
        #expect(!one.contains("LineString"))
        #expect(one.contains(#""coordinates":[-9.4989,38.7804]"#))
    }

    @Test func returnFlightAirportsAppearOnce() {
        var back = Fixtures.flight
        (back.from, back.to) = (Fixtures.lis, Fixtures.jfk)
        back.depart = Fixtures.dateTime("2027-04-12 11:00")
        back.arrive = Fixtures.dateTime("2027-04-12 13:40")
        let text = GeoJSON.route(for: Fixtures.makeTrip(flights: [Fixtures.flight, back]), recommendations: [:]) {
            _ in nil
        }
        #expect(text.components(separatedBy: "\"kind\":\"airport\"").count == 3)
        #expect(text.contains(#""coordinates":[[-73.778925,40.639751],[-9.13592,38.7813],[-73.778925,40.639751]]"#))
    }

    @Test func namesAreEscaped() {
        let waypoint = Waypoint(
            name: "Quote \" back\\slash\nline\u{1}", location: Coordinate(latitude: 0, longitude: 0))
        let text = GeoJSON.route(for: Fixtures.makeTrip(waypoints: [waypoint]), recommendations: [:]) { _ in nil }
        #expect(text.contains(#""name":"Quote \" back\\slash\nline\u0001""#))
        #expect(text.contains(#""coordinates":[0,0]"#))
    }

    @Test func degreesHaveAtMostSixDecimals() {
        #expect(DegreesText.format(-9.13592) == "-9.13592")
        #expect(DegreesText.format(38.71666666666) == "38.716667")
        #expect(DegreesText.format(0.000001) == "0.000001")
        #expect(DegreesText.format(-0.0000001) == "0")
        #expect(DegreesText.format(-0.0) == "0")
        #expect(DegreesText.format(180) == "180")
        #expect(DegreesText.format(-0.5) == "-0.5")
        #expect(DegreesText.format(-179.99999951) == "-180")
        #expect(DegreesText.format(12.0000049) == "12.000005")
        #expect(DegreesText.format(1e12) == "1000000000000")
    }

    /// The formatter as it was first written, with strings: what the digits must stay.
    private static func referenceFormat(_ value: Double) -> String {
        let micro = Int64((value * 1_000_000).rounded(.toNearestOrAwayFromZero))
        if micro == 0 { return "0" }
        let magnitude = micro.magnitude
        var text = micro < 0 ? "-" : ""
        text += String(magnitude / 1_000_000)
        let fraction = magnitude % 1_000_000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 6 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    @Test func degreesAreWrittenAsTheStringFormatterWroteThem() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 1, -1, 0.1, 0.000_000_5, -0.000_000_5, 89.999_999_5, 180, -180]
        for _ in 0..<200_000 { values.append(Double.random(in: -180...180, using: &generator)) }
        for _ in 0..<20_000 { values.append(Double(Int.random(in: -180_000_000...180_000_000)) / 1_000_000) }
        for value in values where DegreesText.format(value) != Self.referenceFormat(value) {
            Issue.record("\(value): \(DegreesText.format(value)) instead of \(Self.referenceFormat(value))")
        }
    }

    @Test func renderingIsDeterministic() {
        let first = GeoJSON.route(for: Fixtures.trip, recommendations: Fixtures.recommendations) { _ in nil }
        let second = GeoJSON.route(for: Fixtures.trip, recommendations: Fixtures.recommendations) { _ in nil }
        #expect(first == second)
    }
}
