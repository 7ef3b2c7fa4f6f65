import Foundation
import Gazetteer
import Testing

@testable import SiteBuilder

/// Booking references, prices, the budget and the stays' phone numbers and email addresses stay out of every
/// file a build writes (pages, calendars, routes, feed, search index) unless `publish_private_details` says
/// otherwise; `serve` shows them, with a banner saying the build leaves them out.
@Suite struct PrivateDetailsTests {
    static let lisbonPage = "trips/lisbon-and-porto-in-spring/index.html"
    static let lisbonCalendar = "trips/lisbon-and-porto-in-spring/trip.ics"
    /// The sample's private details, as its pages and calendars write them.
    static let lisbonDetails = [
        "K7QX2M", "AVP-58213", "CSJ-4471", "GHP-2027-0412", "CP-7Q2K9M",  // the booking references
        "$890.00", "$990.00", "€570.00", "€405.00", "€245.00 a night", "€3,500.00",  // flights, stays, the budget
        "+351 21 321 8100", "tel:+351213218100", "reservations@example.org",  // the stays' phone and email
    ]
    static let tokyoBooking = "4MZ8TR"
    static let banner = "Shown while serving only: booking references, prices, the budget"

    /// The files of a build of `content` that contain `needle`.
    static func files(containing needle: String, in files: [String: Data]) -> [String] {
        files.filter { $0.value.range(of: Data(needle.utf8)) != nil }.map(\.key).sorted()
    }

    static func build(_ content: URL, in folder: URL) async throws -> [String: Data] {
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        return try BuildFixture.files(in: output)
    }

    /// The sample content with `line` added to `file`'s front matter, after its first line.
    static func sample(in folder: URL, adding line: String, to file: String) throws -> URL {
        let content = try BuildFixture.sampleCopy(in: folder)
        let url = content.appendingPathComponent(file)
        var text = try String(contentsOf: url, encoding: .utf8)
        let firstLine = text.range(of: "\n")!
        text.replaceSubrange(firstLine, with: "\n\(line)\n")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return content
    }

    @Test func aBuildOfTheSampleLeavesThemOutOfEveryFile() async throws {
        let files = try await BuildFixture.sample().files
        #expect(files[Self.lisbonPage] != nil && files[Self.lisbonCalendar] != nil)
        for needle in Self.lisbonDetails + [Self.tokyoBooking] {
            #expect(Self.files(containing: needle, in: files) == [], "\(needle)")
        }
        let page = String(decoding: files[Self.lisbonPage]!, as: UTF8.self)
        // What is not private is still there: the flights, the hotel and its address, the visits.
        #expect(page.contains("TP 210") && page.contains("Hotel Avenida Palace"))
        #expect(page.contains("Rua 1º de Dezembro 123"))
        #expect(!page.contains("budget-heading") && !page.contains(Self.banner))
    }

    @Test func publishPrivateDetailsInSiteYmlPublishesThem() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.sample(in: folder, adding: "publish_private_details: true", to: "site.yml")
        let files = try await Self.build(content, in: folder)
        for needle in Self.lisbonDetails {
            #expect(Self.files(containing: needle, in: files).contains(Self.lisbonPage), "\(needle)")
        }
        #expect(Self.files(containing: "K7QX2M", in: files).contains(Self.lisbonCalendar))
        #expect(!Self.files(containing: Self.tokyoBooking, in: files).isEmpty)
        #expect(Self.files(containing: Self.banner, in: files) == [])
    }

    @Test func aTripsOwnSettingWinsOverTheSites() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The site keeps details out; the Tokyo trip publishes its own.
        let content = try Self.sample(
            in: folder, adding: "publish_private_details: true", to: "trips/tokyo-and-kyoto-in-march.md")
        let files = try await Self.build(content, in: folder)
        #expect(Self.files(containing: Self.tokyoBooking, in: files) == ["trips/tokyo-and-kyoto-in-march/index.html"])
        #expect(Self.files(containing: "K7QX2M", in: files) == [])

        // The site publishes details; the Lisbon trip keeps its own out.
        let other = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: other) }
        let both = try Self.sample(in: other, adding: "publish_private_details: true", to: "site.yml")
        let trip = both.appendingPathComponent("trips/lisbon-and-porto-in-spring.md")
        let text = try String(contentsOf: trip, encoding: .utf8)
        try text.replacingOccurrences(
            of: "visibility: public\n", with: "visibility: public\npublish_private_details: false\n"
        )
        .write(to: trip, atomically: true, encoding: .utf8)
        let published = try await Self.build(both, in: other)
        #expect(Self.files(containing: "K7QX2M", in: published) == [])
        #expect(!Self.files(containing: Self.tokyoBooking, in: published).isEmpty)
    }

    @Test func servingShowsThemWithABannerSayingTheyAreNotPublished() async throws {
        var options = BuildOptions(
            contentDirectory: BuildFixture.sampleContent, contentDisplayPath: "Content",
            templatesDirectory: BuildFixture.theme, outputDirectory: URL(fileURLWithPath: "/nonexistent"),
            now: BuildFixture.now, offline: true)
        options.buildsEveryTrip = true
        let preview = try await SiteBuild(options: options, gazetteer: .shared).preview()
        let page = String(decoding: try #require(try preview.file(at: Self.lisbonPage)), as: UTF8.self)
        for needle in Self.lisbonDetails {
            #expect(page.contains(needle), "\(needle)")
        }
        #expect(page.contains("<p class=\"unpublished-notice\" role=\"note\">" + Self.banner))
        let calendar = String(decoding: try #require(try preview.file(at: Self.lisbonCalendar)), as: UTF8.self)
        #expect(calendar.contains("K7QX2M"))
        // A page with nothing private has no banner.
        let city = String(decoding: try #require(try preview.file(at: "cities/pt/lisbon/index.html")), as: UTF8.self)
        #expect(!city.contains("unpublished-notice"))
    }

    @Test func servingATripThatPublishesItsDetailsShowsNoBanner() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.sample(in: folder, adding: "publish_private_details: true", to: "site.yml")
        let options = BuildOptions(
            contentDirectory: content, contentDisplayPath: "Content", templatesDirectory: BuildFixture.theme,
            outputDirectory: folder.appendingPathComponent("site"), now: BuildFixture.now, offline: true)
        let preview = try await SiteBuild(options: options, gazetteer: .shared).preview()
        let page = String(decoding: try #require(try preview.file(at: Self.lisbonPage)), as: UTF8.self)
        #expect(page.contains("K7QX2M") && !page.contains("unpublished-notice"))
    }
}
