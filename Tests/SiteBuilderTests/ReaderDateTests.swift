import Foundation
import Testing

/// The pages know today in the reader's browser, not at build time: a trip page is the same whatever the build
/// date, and carries the trip's dates and the theme's words for the script; the home page's split of upcoming
/// and past trips is the build's best guess, with each card's dates for the script to correct it.
@Suite struct ReaderDateTests {
    static let trip = "trips/lisbon-and-porto-in-spring/index.html"
    /// Before the sample trip of 8 to 15 April 2027, on its third day, and after it.
    static let before = Date(timeIntervalSince1970: 1_795_219_200)
    static let during = Date(timeIntervalSince1970: 1_807_358_400)
    static let after = Date(timeIntervalSince1970: 1_808_913_600)

    static func page(_ path: String, builtOn now: Date) async throws -> String {
        if now == BuildFixture.now { return try await BuildFixture.samplePage(path) }
        let output = try BuildFixture.temporaryFolder().appendingPathComponent("site")
        _ = try await BuildFixture.build(output: output, now: now)
        return try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aTripPageIsTheSameWhateverTheBuildDate() async throws {
        let page = try await Self.page(Self.trip, builtOn: Self.before)
        #expect(try await Self.page(Self.trip, builtOn: Self.during) == page)
        #expect(try await Self.page(Self.trip, builtOn: Self.after) == page)
        #expect(page.contains(#"<p class="eyebrow">Trip · Round trip</p>"#))
        #expect(
            page.contains(
                #"<p class="trip-when" hidden data-start="2027-04-08" data-end="2027-04-15" data-today="Today" data-day-of="Day {n} of {total}""#
            ))
        #expect(page.contains(#"data-in-days="Starts in {n} day|Starts in {n} days""#))
        #expect(page.contains(#"data-ago-years="Ended {n} year ago|Ended {n} years ago""#))
        for claim in ["Upcoming", "Under way", "aria-current=\"date\""] { #expect(!page.contains(claim)) }
    }

    @Test func theHomePageListsTripsByTheBuildDateWithTheDatesTheScriptNeeds() async throws {
        let upcoming = try await Self.page("index.html", builtOn: Self.during)
        let card = #"<li class="card trip-card" data-start="2027-04-08" data-end="2027-04-15">"#
        // The trip under way is the first upcoming one; the section holds the words the script says when a trip
        // starts with.
        #expect(
            upcoming.contains(
                #"data-trips="upcoming" data-under-way="Under way""# + "\n"
                    + #"data-tomorrow="Starts tomorrow" data-in-days="Starts in {n} day|Starts in {n} days""#))
        #expect(upcoming.contains(#"<ul class="cards cards-upcoming">"# + "\n" + card))
        #expect(upcoming.contains(#"<p class="empty" hidden>No upcoming trips yet.</p>"#))
        let past = try await Self.page("index.html", builtOn: Self.after)
        // Every trip has ended: the upcoming list is empty and hidden, its sentence shown, both newest first.
        #expect(
            past.contains(
                #"<ul class="cards cards-upcoming" hidden>"# + "\n</ul>\n" + #"<p class="empty">No upcoming trips yet.</p>"#
            ))
        #expect(past.contains(#"data-trips="past">"# + "\n" + #"<h2 id="past-heading">Recent trips</h2>"#))
        #expect(past.contains(#"<ul class="cards">"# + "\n" + card))
        #expect(past.contains(#"<li class="card trip-card" data-start="2026-03-14" data-end="2026-03-21">"#))
    }
}
