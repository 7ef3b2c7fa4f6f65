import Foundation
import SiteBuilder
import Testing

@testable import SiteServer

/// `serve` end to end: the sample site on a free port, fetched over a socket, edited on disk.
@Suite(.serialized) struct PreviewServerTests {
    static let bryggen = "cities/no/bergen/bryggen/index.html"

    @Test func servesPagesFromMemoryWithTheirContentTypes() async throws {
        let site = try await ServeFixture()
        defer { Task { await site.stop() } }
        let home = try await site.get("/")
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.text.contains("<script src=\"/_itineshary/live.js\" data-page=\"index.html\""))
        let css = try #require(home.text.firstMatch(of: /href="(assets\/site\.[0-9a-f]+\.css)"/)?.1)
        let stylesheet = try await site.get("/" + css)
        #expect(stylesheet.status == 200)
        #expect(stylesheet.headers["content-type"] == "text/css; charset=utf-8")
        let feed = try await site.get("/feed.xml")
        #expect(feed.status == 200 && feed.headers["content-type"] == "application/xml")
        let script = try await site.get("/_itineshary/live.js")
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.text.contains("new EventSource"))

        let folder = try await site.get("/cities")
        #expect(folder.status == 301 && folder.headers["location"] == "/cities/")
        let missing = try await site.get("/no/such/page/")
        #expect(missing.status == 404)
        #expect(missing.text.contains("class=\"page-404\""))
        // Nothing was written: the output folder does not exist.
        #expect(!FileManager.default.fileExists(atPath: site.folder.appendingPathComponent("site").path))
    }

    @Test func unlistedPrivateAndDraftTripsAreServedWithABanner() async throws {
        let site = try await ServeFixture.withPrivateAndDraftTrips()
        defer { Task { await site.stop() } }
        let unlisted = try await site.get("/trips/oslo-and-bergen-weekend-64c940521ebb/")
        #expect(unlisted.status == 200)
        #expect(unlisted.text.contains("Unlisted trip: built at this address, listed nowhere"))
        let secret = try await site.get("/trips/secret/")
        #expect(secret.status == 200)
        #expect(secret.text.contains("Private trip: shown only while serving"))
        let draft = try await site.get("/trips/someday/")
        #expect(draft.status == 200)
        #expect(draft.text.contains("Draft trip: shown while serving"))
        let open = try await site.get("/trips/lisbon-and-porto-in-spring/")
        #expect(!open.text.contains("itineshary-serve-notice"))
        // Listed nowhere: the home page links to none of them.
        let home = try await site.get("/")
        #expect(!home.text.contains("trips/secret/") && !home.text.contains("trips/someday/"))
    }

    @Test func anEditReloadsTheOpenPageWithTheNewText() async throws {
        let site = try await ServeFixture()
        defer { Task { await site.stop() } }
        let events = try await site.events(for: Self.bryggen)
        let other = try await site.events(for: "cities/pt/lisbon/index.html")
        try site.edit(
            "recommendations/bergen/bryggen.md", replacing: "The real pleasure",
            with: "The quiet pleasure of an early visit")
        let event = try await events.nextEvent()
        #expect(event.name == "reload")
        #expect(event.data == Self.bryggen)
        let page = try await site.get("/" + Self.bryggen)
        #expect(page.text.contains("The quiet pleasure of an early visit"))
        // A page the edit does not touch is not reloaded: the Lisbon page's first event is the one of a change
        // to a Lisbon recommendation's name, which it lists; a change to its notes only, which it does not
        // show, sends it nothing.
        let tarts = "recommendations/lisbon/pasteis-de-belem.md"
        try site.edit(tarts, replacing: "cinnamon", with: "cinnamon and sugar")
        let notes = await site.rebuilt(after: tarts)
        #expect(notes?.errors == nil)
        #expect(notes?.reloaded.contains("cities/pt/lisbon/index.html") == false, "\(notes?.reloaded ?? [])")
        try site.edit(
            tarts, replacing: "name: Pastéis de Belém",
            with: "name: Pastéis de Belém, the original")
        let lisbon = try await other.nextEvent()
        #expect(lisbon.name == "reload")
        #expect(lisbon.data == "cities/pt/lisbon/index.html")
        let city = try await site.get("/cities/pt/lisbon/")
        #expect(city.text.contains("Pastéis de Belém, the original"))
    }

    @Test func aReplacedImageIsReadAgainAndTheOthersAreNot() async throws {
        let site = try await ServeFixture()
        defer { Task { await site.stop() } }
        let tarts = "cities/pt/lisbon/pasteis-de-belem/index.html"
        let before = try await site.get("/" + tarts)
        #expect(before.text.contains(#"width="1200" height="800" alt="Pastéis de Belém""#))
        let events = try await site.events(for: tarts)
        // The photo is replaced by a wider one under the same name, as an editor saves it.
        let photos = site.content.appendingPathComponent("assets/photos")
        let scratch = photos.appendingPathComponent(".pasteis-de-belem.jpg.tmp")
        try FileManager.default.copyItem(at: photos.appendingPathComponent("lisbon-evening.jpg"), to: scratch)
        #expect(rename(scratch.path, photos.appendingPathComponent("pasteis-de-belem.jpg").path) == 0)
        let event = try await events.nextEvent()
        #expect(event.name == "reload")
        let after = try await site.get("/" + tarts)
        #expect(after.text.contains(#"width="1600" height="900" alt="Pastéis de Belém""#))
        // The trip's cover, whose file did not change, keeps its size.
        let trip = try await site.get("/trips/lisbon-and-porto-in-spring/")
        #expect(trip.text.contains(#"width="1600" height="900" alt="Lisbon and Porto in spring""#))
    }

    @Test func aNewRecommendationGetsItsPageAndItsCityListsIt() async throws {
        let site = try await ServeFixture()
        defer { Task { await site.stop() } }
        let city = try await site.events(for: "cities/no/bergen/index.html")
        let bryggen = try String(
            contentsOf: site.content.appendingPathComponent("recommendations/bergen/bryggen.md"), encoding: .utf8)
        try Data(bryggen.replacingOccurrences(of: "name: Bryggen", with: "name: Bryggen Again").utf8).write(
            to: site.content.appendingPathComponent("recommendations/bergen/bryggen-again.md"))
        let added = try await city.nextEvent()
        #expect(added.name == "reload")
        let page = try await site.get("/cities/no/bergen/bryggen-again/")
        #expect(page.status == 200 && page.text.contains("Bryggen Again"))
        let listing = try await site.get("/cities/no/bergen/")
        #expect(listing.text.contains("Bryggen Again"))

        let again = try await site.events(for: "cities/no/bergen/index.html")
        try FileManager.default.removeItem(
            at: site.content.appendingPathComponent("recommendations/bergen/bryggen-again.md"))
        let removed = try await again.nextEvent()
        #expect(removed.name == "reload")
        #expect(try await site.get("/cities/no/bergen/bryggen-again/").status == 404)
    }

    @Test func contentErrorsAreSentToEveryOpenPageAndClearedWhenFixed() async throws {
        let site = try await ServeFixture()
        defer { Task { await site.stop() } }
        let events = try await site.events(for: Self.bryggen)
        try site.edit("recommendations/bergen/bryggen.md", replacing: "city: Bergen", with: "city: Bergenn")
        let errors = try await events.nextEvent()
        #expect(errors.name == "errors")
        #expect(
            errors.data.contains(
                "Content/recommendations/bergen/bryggen.md:3:7: error: unknown city 'Bergenn' in Norway (NO); did you mean 'Bergen'?"
            ))
        #expect(errors.data.contains(" 3 | city: Bergenn\n   |       ^~~~~~~\n"))
        // A page opened while the errors last is told them at once, over the last good page.
        let late = try await site.events(for: "index.html")
        let told = try await late.nextEvent()
        #expect(told.name == "errors" && told.data == errors.data)
        let page = try await site.get("/" + Self.bryggen)
        #expect(page.status == 200)

        try site.edit("recommendations/bergen/bryggen.md", replacing: "city: Bergenn", with: "city: Bergen")
        let cleared = try await events.nextEvent()
        #expect(cleared.name == "clear")
    }

    @Test func aTemplateErrorIsShownAndClearedToo() async throws {
        let site = try await ServeFixture()
        defer { Task { await site.stop() } }
        let events = try await site.events(for: Self.bryggen)
        let template = site.templates.appendingPathComponent("recommendation.mustache")
        let original = try String(contentsOf: template, encoding: .utf8)
        // Saved whole, as editors save: a file caught half-written by the watcher is another change.
        try Data((original + "{{#broken}}\n").utf8).write(to: template, options: .atomic)
        let errors = try await events.nextEvent()
        #expect(errors.name == "errors")
        #expect(errors.data.contains("compile templates"))
        #expect(errors.data.contains("recommendation.mustache"))
        try Data(original.utf8).write(to: template, options: .atomic)
        let cleared = try await events.nextEvent()
        #expect(cleared.name == "clear")
    }

    @Test func aTemplatesFolderMadeWhileServingIsUsedAndOneRemovedFallsBackToTheBuiltInTheme() async throws {
        let site = try await ServeFixture(theme: false)
        defer { Task { await site.stop() } }
        let builtIn = try await site.get("/")
        #expect(builtIn.status == 200)
        let events = try await site.events(for: "index.html")
        let layout = try String(
            contentsOf: ServeFixture.root.appendingPathComponent("Templates/layout.mustache"), encoding: .utf8)
        func ownLayout(_ words: String) -> Data {
            Data(layout.replacing("<main", with: "<p class=\"own\">\(words)</p>\n<main", maxReplacements: 1).utf8)
        }
        // As `theme eject` writes it: the folder made, then its file written into it, while serving.
        try FileManager.default.createDirectory(at: site.templates, withIntermediateDirectories: false)
        try ownLayout("Our own layout").write(to: site.templates.appendingPathComponent("layout.mustache"))
        let made = try await events.nextEvent()
        #expect(made.name == "reload" && made.data == "index.html")
        #expect(try await site.get("/").text.contains("<p class=\"own\">Our own layout</p>"))

        // A later edit inside it.
        try ownLayout("Our own layout, edited").write(
            to: site.templates.appendingPathComponent("layout.mustache"), options: .atomic)
        let edited = try await events.nextEvent()
        #expect(edited.name == "reload")
        #expect(try await site.get("/").text.contains("<p class=\"own\">Our own layout, edited</p>"))

        // Removed: the built-in theme's page again, byte for byte.
        try FileManager.default.removeItem(at: site.templates)
        let removed = try await events.nextEvent()
        #expect(removed.name == "reload")
        let after = try await site.get("/")
        #expect(!after.text.contains("class=\"own\""))
        #expect(after.text == builtIn.text)
    }

    @Test(arguments: [
        "/../etc/passwd", "/..", "/trips/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/", "/.%2e/x",
        "/assets/..%2f..%2fContent%2fsite.yml", "/index.html%00.css", "/a%00", "/a\\b", "/%5c..%5csite.yml",
        "/%ZZ", "/./index.html", "/%c0%ae%c0%ae/",
    ])
    func pathsThatCouldEscapeTheSiteAreRefused(target: String) async throws {
        let site = try await ServeFixture.shared()
        let response = try await site.get(target)
        #expect(response.status == 400 || response.status == 404, "\(target): \(response.status)")
    }

    @Test func aPortInUseSaysSo() async throws {
        let site = try await ServeFixture.shared()
        let second = PreviewServer(
            options: BuildOptions(
                contentDirectory: site.content, contentDisplayPath: "Content", templatesDirectory: site.templates,
                outputDirectory: site.folder.appendingPathComponent("site"), now: Date(), offline: true),
            gazetteer: .shared, port: site.port)
        await #expect {
            _ = try await second.start()
        } throws: { error in
            "\(error)"
                == "port \(site.port) on 127.0.0.1 is already in use; stop the program using it or choose another port with --port"
        }
    }
}

extension ServeFixture {
    private static let sharedSite = Task { try await ServeFixture() }

    /// One served site for the tests that only read.
    static func shared() async throws -> ServeFixture { try await sharedSite.value }
}
