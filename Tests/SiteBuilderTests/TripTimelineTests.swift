import Foundation
import Testing

/// The trip page as a timeline of every day, read in the order a traveller meets it: the sample's week from
/// New York to Lisbon and Porto.
@Suite struct TripTimelineTests {
    /// The sample's Lisbon and Porto page, and each of its days' markup from its `<li class="day">` to the next.
    struct Page {
        let html: String
        let days: [Substring]

        init() async throws {
            html = try await BuildFixture.samplePage("trips/lisbon-and-porto-in-spring/index.html")
            let list = try #require(html.range(of: #"<ol class="days">"#))
            let end = try #require(html.range(of: "</ol>\n</section>", range: list.upperBound..<html.endIndex))
            days = html[list.upperBound..<end.lowerBound].components(separatedBy: #"<li class="day" "#).dropFirst()
                .map { Substring($0) }
        }

        func position(of text: String) throws -> String.Index {
            try #require(html.range(of: text), "not on the page: \(text)").lowerBound
        }
    }

    @Test func everyDateFromStartToEndIsADay() async throws {
        let page = try await Page()
        let dates = (8...15).map { "2027-04-\($0 < 10 ? "0" : "")\($0)" }
        #expect(page.days.count == dates.count)
        for (number, (day, date)) in zip(page.days, dates).enumerated() {
            #expect(day.hasPrefix(#"id="day-\#(number + 1)">"# + "\n" + #"<h3 class="day-heading" id="day-\#(date)">"#))
        }
        // The index links to every one of them.
        for number in 1...8 {
            #expect(
                page.html.contains(
                    ##"<li><a href="#day-\##(number)"><span class="day-index-number">Day \##(number)</span>"##))
        }
    }

    @Test func theOvernightFlightLeavesOnDayOneAndLandsOnDayTwo() async throws {
        let page = try await Page()
        let first = page.days[0]
        #expect(first.contains(#"<time datetime="2027-04-08">Thu, April 8</time>"#))
        #expect(
            first.contains(
                """
                <li class="item item--departure">
                <p class="visit-time"><time>22:00</time> <span class="zone">GMT−4</span></p>
                <div class="visit-body">
                <p class="item-title">Flight JFK → LIS</p>
                <p class="card-meta">TAP Air Portugal TP 210 · lands Fri, Apr 9, 09:30</p>
                """))
        #expect(first.contains(#"<span class="night-label">Night:</span> On the plane to Lisbon</p>"#))
        let second = page.days[1]
        #expect(
            second.contains(
                """
                <li class="item item--arrival">
                <p class="visit-time"><time>09:30</time> <span class="zone">GMT+1</span></p>
                <div class="visit-body">
                <p class="item-title">Landing in Lisbon (LIS)</p>
                """))
        // The arrival comes before the day's first visit, the check-in at 15:00 between the visits of 13:00 and 16:00.
        let arrival = try #require(second.range(of: "Landing in Lisbon")).lowerBound
        let coffee = try #require(second.range(of: "A Brasileira")).lowerBound
        let market = try #require(second.range(of: "Time Out Market")).lowerBound
        let checkIn = try #require(second.range(of: "Check in: Hotel Avenida Palace")).lowerBound
        let castle = try #require(second.range(of: "Castelo de São Jorge")).lowerBound
        #expect(arrival < coffee && coffee < market && market < checkIn && checkIn < castle)
    }

    @Test func eachDayEndsWithWhereTheNightIsSpentButTheLast() async throws {
        let page = try await Page()
        let nights = page.days.map { day -> String? in
            guard let night = day.range(of: #"<p class="night"#, options: .backwards) else { return nil }
            // Nothing of the day comes after its night.
            let rest = day[night.lowerBound...].split(separator: "\n")
            #expect(rest.count == 2 && rest[1] == "</li>", "the day goes on after its night: \(rest)")
            return String(rest[0])
        }
        #expect(
            nights == [
                #"<p class="night night--plane"><span class="night-label">Night:</span> On the plane to Lisbon</p>"#,
                #"<p class="night night--stay"><span class="night-label">Night:</span> Hotel Avenida Palace <span class="muted">· Rua 1º de Dezembro 123, 1200-359 Lisboa</span></p>"#,
                #"<p class="night night--stay"><span class="night-label">Night:</span> Hotel Avenida Palace <span class="muted">· Rua 1º de Dezembro 123, 1200-359 Lisboa</span></p>"#,
                #"<p class="night night--stay"><span class="night-label">Night:</span> Hotel Avenida Palace <span class="muted">· Rua 1º de Dezembro 123, 1200-359 Lisboa</span></p>"#,
                #"<p class="night night--stay"><span class="night-label">Night:</span> Grande Hotel do Porto <span class="muted">· Rua de Santa Catarina 197, 4000-450 Porto</span></p>"#,
                #"<p class="night night--stay"><span class="night-label">Night:</span> Grande Hotel do Porto <span class="muted">· Rua de Santa Catarina 197, 4000-450 Porto</span></p>"#,
                #"<p class="night night--stay"><span class="night-label">Night:</span> Grande Hotel do Porto <span class="muted">· Rua de Santa Catarina 197, 4000-450 Porto</span></p>"#,
                nil,
            ])
    }

    @Test func theLastDayHoldsTheFlightHomeAfterTheMetroToTheAirport() async throws {
        let page = try await Page()
        let last = try #require(page.days.last)
        #expect(last.hasPrefix(#"id="day-8">"#))
        let metro = try #require(last.range(of: "Metro to Porto airport")).lowerBound
        let checkOut = try #require(last.range(of: "Check out: Grande Hotel do Porto")).lowerBound
        let flight = try #require(
            last.range(
                of: """
                    <li class="item item--flight">
                    <p class="visit-time"><time>13:00</time> <span class="zone">GMT+1</span></p>
                    <div class="visit-body">
                    <p class="item-title">Flight OPO → JFK</p>
                    <p class="card-meta">TAP Air Portugal · lands 20:00 GMT−4</p>
                    """)
        ).lowerBound
        #expect(metro < checkOut && checkOut < flight)
    }

    @Test func theTopGivesTheTripAndTheReferenceSectionsFollowTheDays() async throws {
        let page = try await Page()
        let order = try [
            #"<h1 id="trip-title">"#,
            #"<div><dt>First flight</dt><dd><time datetime="2027-04-08T22:00">Thu, Apr 8, 22:00</time> <span class="zone">GMT−4</span> · JFK → LIS</dd></div>"#,
            #"<div><dt>First stay</dt><dd>Hotel Avenida Palace · from <time datetime="2027-04-09">Apr 9, 2027</time> 15:00</dd></div>"#,
            #"<nav class="day-index""#,
            #"<h2 id="days-heading">"#,
            #"<li class="day" id="day-8">"#,
            #"<h2 id="notes-heading">"#,
            #"<h2 id="flights-heading">"#,
            #"<h2 id="stays-heading">"#,
            #"<h2 id="shortlist-heading">"#,
        ].map(page.position(of:))
        #expect(order == order.sorted())
    }
}
