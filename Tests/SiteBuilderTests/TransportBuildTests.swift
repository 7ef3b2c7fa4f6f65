import Foundation
import Testing

/// A trip with a train, a rental car, a ferry and a night train, as its page, calendar and route file show
/// them.
@Suite struct TransportBuildTests {
    static let content = BuildFixture.fixtures.appendingPathComponent("TransportSite")
    static let trip = "trips/italy-by-rail-and-sea/"

    /// Each built file of the trip, by name.
    func files(_ names: [String]) async throws -> [String: String] {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await BuildFixture.build(content: Self.content, output: folder)
        var files: [String: String] = [:]
        for name in names {
            files[name] = try String(contentsOf: folder.appendingPathComponent(Self.trip + name), encoding: .utf8)
        }
        return files
    }

    /// The text of each item and night of the page's days, tags removed, one a line.
    static func dayTexts(_ html: String) throws -> [String] {
        let start = try #require(html.range(of: #"<ol class="days">"#))
        let end = try #require(html.range(of: "</ol>\n</section>", range: start.upperBound..<html.endIndex))
        let days = html[start.upperBound..<end.lowerBound]
        let pattern =
            /<li class="item item--leg[^"]*">(?s:.*?)<\/li>|<p class="night[^"]*">.*?<\/p>|<p class="visit-travel">.*?<\/p>/
        return days.matches(of: pattern).map { match in
            String(match.output).replacing(/<[^>]+>/, with: " ").split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
        }
    }

    @Test func theLegsAreInTheDaysOnTheirDatesWithANightOnTheTrain() async throws {
        let html = try await files(["index.html"])["index.html"]!
        #expect(
            try Self.dayTexts(html) == [
                "10:00 GMT+2 Train Roma Termini → Firenze Santa Maria Novella Trenitalia Frecciarossa 9519 · arrives 11:32 · seat car 3, seat 7A · booking PNR ABC123",
                // The way to the next visit starts at the station, not at the morning's visit in Rome.
                "about 17 min walk · 1.1 km, estimated · Directions",
                "Night: No stay booked",
                "09:00 GMT+2 Pick up rental car: Hertz Firenze Hertz · drop off at Hertz Piombino Thu, May 13, 18:00",
                "Night: No stay booked",
                "10:30 GMT+2 Ferry Piombino Marittima → Portoferraio Moby · arrives 11:30 Cars on the lower deck; be early .",
                // From the ferry's landing, not an invented drive of 22 km across the sea from Piombino.
                "about 15 min walk · 0.9 km, estimated · Directions",
                "Night: No stay booked",
                "18:00 GMT+2 Drop off rental car: Hertz Piombino Hertz · picked up at Hertz Firenze Tue, May 11, 09:00",
                "20:00 GMT+2 Train Livorno Centrale → Wien Hauptbahnhof ÖBB Nightjet 234 · arrives Fri, May 14, 09:30",
                "Night: On the night train to Wien Hauptbahnhof",
                "09:30 GMT+2 Train from Livorno Centrale arrives at Wien Hauptbahnhof ÖBB Nightjet 234 · left Livorno Centrale Thu, May 13, 20:00",
            ])
    }

    @Test func theBudgetListsTheLegsPricesUnderTransport() async throws {
        let html = try await files(["index.html"])["index.html"]!
        #expect(html.contains(#"<tr><th scope="row">Transport</th><td>€289.90</td></tr>"#))
    }

    @Test func theOverviewMapDrawsEachModeAndNamesItInAKey() async throws {
        let html = try await files(["index.html"])["index.html"]!
        for mode in ["train", "car", "ferry"] {
            #expect(html.contains(#"<path class="map-line map-line--\#(mode)""#))
        }
        #expect(html.contains(#"<ul class="map-line-key" aria-label="Lines on the map">"#))
        let key = html.matches(of: /<li class="map-line-key--(\w+)">/).map { String($0.output.1) }
        #expect(key == ["train", "ferry", "car"])
    }

    @Test func theCalendarAndTheRouteFileHaveEveryLeg() async throws {
        let files = try await files(["trip.ics", "route.geojson"])
        // Long lines are folded at 75 octets; unfolded, each property is one line.
        let ics = files["trip.ics"]!.replacingOccurrences(of: "\r\n ", with: "")
        #expect(ics.contains("SUMMARY:Train Frecciarossa 9519: Roma Termini → Firenze Santa Maria Novella\r\n"))
        #expect(ics.contains("SUMMARY:Rental car: Hertz Firenze → Hertz Piombino\r\n"))
        #expect(ics.contains("SUMMARY:Ferry: Piombino Marittima → Portoferraio\r\n"))
        #expect(ics.contains("DTEND;TZID=Europe/Vienna:20270514T093000\r\n"))
        let modes = files["route.geojson"]!.matches(of: /"kind":"leg","mode":"(\w+)"/).map { String($0.output.1) }
        // The night train's Livorno end has no location, so it has no line.
        #expect(modes == ["train", "car", "ferry"])
    }
}
