import Foundation
import Testing

/// What a traveller looks for on a trip's page: bookings, check-in times, numbers to call, opening hours,
/// the way between visits, the local zone, numbered days, the airports that serve the destination, and a
/// sentence when nothing is planned yet.
@Suite struct TripLogisticsTests {
    static let content = BuildFixture.fixtures.appendingPathComponent("LogisticsSite")

    func page(_ path: String) async throws -> [String] {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await BuildFixture.build(content: Self.content, output: folder)
        let html = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        return html.split(separator: "\n").map(String.init)
    }

    @Test func aStayShowsItsBookingTimesAndLinksToCallAndWrite() async throws {
        let lines = try await page("trips/planned/index.html")
        let stay = try #require(lines.firstIndex(of: #"<h3 class="card-title">Hotel Avenida Palace</h3>"#))
        #expect(
            Array(lines[stay + 1...stay + 6]) == [
                #"<p class="card-meta"><time datetime="2027-07-01">Jul 1, 2027</time> → <time datetime="2027-07-04">Jul 4, 2027</time> · 3 nights · 2 guests</p>"#,
                #"<p><a href="../../cities/pt/lisbon/index.html">Lisbon</a></p>"#,
                // No location: the map links search for its name in its city.
                #"<p class="map-links"><a href="geo:0,0?q=Hotel%20Avenida%20Palace%2C%20Lisbon%2C%20Portugal" aria-label="Open Hotel Avenida Palace in your map app">Map app</a> · <a href="https://www.openstreetmap.org/search?query=Hotel%20Avenida%20Palace%2C%20Lisbon%2C%20Portugal" aria-label="Open Hotel Avenida Palace in OpenStreetMap">OpenStreetMap</a></p>"#,
                #"<p class="card-meta">Check-in from 15:00 · check-out by 11:00</p>"#,
                #"<p class="card-meta">Booking AVP-58213</p>"#,
                #"<p class="card-meta">Phone: <a href="tel:+351213218100">+351 21 321 8100</a> · Email: <a href="mailto:desk@example.org">desk@example.org</a></p>"#,
            ])
        #expect(lines.contains(#"<p><span class="stars" role="img" aria-label="3 stars">★★★☆☆</span> · 2 guests</p>"#))
    }

    @Test func visitsShowBookingsHoursPhonesAndTheEstimatedWayFromTheLastPlace() async throws {
        let lines = try await page("trips/planned/index.html")
        let visits = lines.filter {
            $0.hasPrefix(#"<p class="visit-travel">"#) || $0.hasPrefix(#"<p class="card-meta">"#)
                || $0.hasPrefix(#"<p class="visit-name">"#)
        }
        let start = try #require(visits.firstIndex(of: #"<p class="visit-name">Castelo de São Jorge</p>"#))
        #expect(
            Array(visits[start...start + 8]) == [
                #"<p class="visit-name">Castelo de São Jorge</p>"#,
                #"<p class="card-meta">Booking CSJ-4471</p>"#,
                #"<p class="visit-name">Lunch, nowhere on the map</p>"#,
                // The lunch has no place: the way is from the castle.
                #"<p class="visit-travel">about 12 min walk · 0.8 km, estimated · <a href="https://www.openstreetmap.org/directions?route=38.7139,-9.1335;38.7206,-9.1357" aria-label="Directions from Castelo de São Jorge to Cervejaria Ramiro in OpenStreetMap">Directions</a></p>"#,
                #"<p class="visit-name"><a href="../../cities/pt/lisbon/ramiro/index.html">Cervejaria Ramiro</a></p>"#,
                #"<p class="card-meta">Hours: Tuesday to Sunday, 12:00–00:30</p>"#,
                #"<p class="card-meta">Phone: <a href="tel:+351218851024">+351 21 885 1024</a></p>"#,
                // Farther than 3 km, the estimate is by car.
                #"<p class="visit-travel">about 20 min by car · 7.7 km, estimated · <a href="https://www.openstreetmap.org/directions?route=38.7206,-9.1357;38.6916,-9.216" aria-label="Directions from Cervejaria Ramiro to Torre de Belém in OpenStreetMap">Directions</a></p>"#,
                #"<p class="visit-name">Torre de Belém</p>"#,
            ])
    }

    @Test func daysAreNumberedFromTheTripsStartAndTimesAwayFromHomeShowTheirZone() async throws {
        let lines = try await page("trips/planned/index.html")
        #expect(
            lines.filter { $0.hasPrefix(#"<h3 class="day-heading""#) } == [
                // The first and third days have no entry in `days:`: they are days all the same.
                #"<h3 class="day-heading" id="day-2027-07-01"><span class="day-number">Day 1</span> <time datetime="2027-07-01">Thu, July 1</time></h3>"#,
                #"<h3 class="day-heading" id="day-2027-07-02"><span class="day-number">Day 2</span> <time datetime="2027-07-02">Fri, July 2</time></h3>"#,
                #"<h3 class="day-heading" id="day-2027-07-03"><span class="day-number">Day 3</span> <time datetime="2027-07-03">Sat, July 3</time></h3>"#,
                #"<h3 class="day-heading" id="day-2027-07-04"><span class="day-number">Day 4</span> <time datetime="2027-07-04">Sun, July 4</time></h3>"#,
            ])
        // The site's zone is Europe/London: Lisbon keeps the same time in July, Oslo is an hour ahead. The
        // stay's check-in (15:00 on the first day) and check-out (11:00 on the last) are in the days' times.
        #expect(
            lines.filter { $0.hasPrefix(#"<p class="visit-time">"#) } == [
                #"<p class="visit-time"><time>15:00</time></p>"#,
                #"<p class="visit-time"><time>10:00</time>–<time>11:00</time></p>"#,
                #"<p class="visit-time"><time>12:00</time></p>"#,
                #"<p class="visit-time"><time>13:00</time></p>"#,
                #"<p class="visit-time"><time>16:00</time></p>"#,
                #"<p class="visit-time"><time>09:00</time> <span class="zone">GMT+2</span></p>"#,
                #"<p class="visit-time"><time>11:00</time></p>"#,
            ])
    }

    @Test func theHeaderNamesTheInterestsAndTheAirportsNearTheDestination() async throws {
        let lines = try await page("trips/planned/index.html")
        #expect(lines.contains(#"<div><dt>Interests</dt><dd>coffee and sight</dd></div>"#))
        #expect(
            lines.contains(
                #"<div class="facts-wide"><dt>Airports nearby</dt><dd><ul class="airports"><li><strong>LIS</strong> Lisbon Portela Airport <span class="muted">· 6.4 km</span></li><li><strong>CAT</strong> Cascais Airport <span class="muted">· 18 km</span></li></ul></dd></div>"#
            ))
    }

    @Test func theDaysComeBeforeTheStoryAndTheStoryBeforeTheReferenceSections() async throws {
        let lines = try await page("trips/planned/index.html")
        let notes = try #require(lines.firstIndex(of: #"<h2 id="notes-heading">Notes</h2>"#))
        let days = try #require(lines.firstIndex { $0.hasPrefix(#"<h2 id="days-heading">"#) })
        #expect(days < notes)
        for heading in ["maps-heading", "stays-heading", "shortlist-heading"] {
            let index = try #require(lines.firstIndex { $0.hasPrefix(#"<h2 id="\#(heading)">"#) }, "\(heading)")
            #expect(notes < index, "\(heading)")
        }
    }

    @Test func theShortlistHasAMinimumStarFilterBesideItsSortOrders() async throws {
        let lines = try await page("trips/planned/index.html")
        let filter = try #require(lines.firstIndex(of: #"<label for="shortlist-stars">Stars</label>"#))
        #expect(
            Array(lines[filter + 1...filter + 7]) == [
                #"<select id="shortlist-stars" data-filter-target="shortlist-items">"#,
                #"<option value="0">Any</option>"#, #"<option value="2">2 or more</option>"#,
                #"<option value="3">3 or more</option>"#, #"<option value="4">4 or more</option>"#,
                #"<option value="5">5</option>"#, "</select>",
            ])
    }

    @Test func aTripWithNothingPlannedSaysSo() async throws {
        let lines = try await page("trips/nothing-yet/index.html")
        #expect(
            lines.contains(
                #"<p class="empty">Nothing is planned for this trip yet: its flights, stays and days will appear here once they are added.</p>"#
            ))
        let planned = try await page("trips/planned/index.html")
        #expect(!planned.contains { $0.hasPrefix(#"<p class="empty">"#) })
    }
}
