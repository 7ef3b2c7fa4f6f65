import Foundation
import Testing

/// The trip page numbers its days from the trip's start and lists them in a day index that links to each.
@Suite struct DayIndexTests {
    /// Builds a site of one trip with `days` (front matter lines) and returns its trip page.
    func tripPage(days: String) async throws -> String {
        let content = try BuildFixture.temporaryFolder()
        let output = try BuildFixture.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: content)
            try? FileManager.default.removeItem(at: output)
        }
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("trips"), withIntermediateDirectories: true)
        try "title: Days\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        let trip = """
            ---
            title: Five days in Porto
            start: 2027-06-01
            end: 2027-06-05
            visibility: public
            destination: Porto, PT
            \(days)---
            Notes.

            """
        try trip.write(to: content.appendingPathComponent("trips/porto.md"), atomically: true, encoding: .utf8)
        _ = try await BuildFixture.build(content: content, output: output)
        return try String(contentsOf: output.appendingPathComponent("trips/porto/index.html"), encoding: .utf8)
    }

    @Test func daysAreNumberedFromTheTripsStartAndIndexedInDateOrder() async throws {
        // Given out of order, with the second, third and fifth days left out: every date of the trip is a day
        // all the same, in the city of the day before.
        let page = try await tripPage(
            days: """
                days:
                  - date: 2027-06-04
                    title: Serralves
                  - date: 2027-06-01
                    title: Arrival

                """)
        #expect(
            page.contains(
                """
                <ol>
                <li><a href="#day-1"><span class="day-index-number">Day 1</span> <span class="day-index-date">Tue, June 1</span><span class="day-index-city"> · Porto</span></a></li>
                <li><a href="#day-2"><span class="day-index-number">Day 2</span> <span class="day-index-date">Wed, June 2</span><span class="day-index-city"> · Porto</span></a></li>
                <li><a href="#day-3"><span class="day-index-number">Day 3</span> <span class="day-index-date">Thu, June 3</span><span class="day-index-city"> · Porto</span></a></li>
                <li><a href="#day-4"><span class="day-index-number">Day 4</span> <span class="day-index-date">Fri, June 4</span><span class="day-index-city"> · Porto</span></a></li>
                <li><a href="#day-5"><span class="day-index-number">Day 5</span> <span class="day-index-date">Sat, June 5</span><span class="day-index-city"> · Porto</span></a></li>
                </ol>
                """))
        #expect(
            page.contains(
                """
                <li class="day" id="day-2">
                <h3 class="day-heading" id="day-2027-06-02"><span class="day-number">Day 2</span> <time datetime="2027-06-02">Wed, June 2</time></h3>
                <p class="card-meta"><a href="../../cities/pt/porto/index.html">Porto</a></p>
                <p class="day-empty">Nothing planned for this day.</p>
                <p class="night night--unknown"><span class="night-label">Night:</span> No stay booked</p>
                </li>
                """))
        #expect(
            page.contains(
                """
                <li class="day" id="day-1">
                <h3 class="day-heading" id="day-2027-06-01"><span class="day-number">Day 1</span> <time datetime="2027-06-01">Tue, June 1</time> · Arrival</h3>
                """))
        #expect(
            page.contains(
                """
                <li class="day" id="day-4">
                <h3 class="day-heading" id="day-2027-06-04"><span class="day-number">Day 4</span> <time datetime="2027-06-04">Fri, June 4</time> · Serralves</h3>
                """))
        // The index comes before the days, and the days before the story.
        let index = try #require(page.range(of: "<nav class=\"day-index\""))
        let notes = try #require(page.range(of: "<h2 id=\"notes-heading\">"))
        let days = try #require(page.range(of: "<h2 id=\"days-heading\">"))
        #expect(index.lowerBound < days.lowerBound && days.lowerBound < notes.lowerBound)
    }

    @Test func aTripWithoutDayEntriesStillHasADayForEachDate() async throws {
        let page = try await tripPage(days: "")
        #expect(page.contains("<nav class=\"day-index\""))
        #expect(page.components(separatedBy: "<li class=\"day\"").count == 6)
        #expect(page.components(separatedBy: "Nothing planned for this day.").count == 6)
        #expect(page.contains("<div class=\"trip-main\">"))
    }
}
