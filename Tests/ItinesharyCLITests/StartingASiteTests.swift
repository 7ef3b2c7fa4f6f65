import Foundation
import ItinesharyCLI
import Testing

/// `init`, `new` and `theme eject`, run in-process as a new user would type them.
@Suite struct StartingASiteTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("itineshary-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// The summary line ends with a time that varies; everything before it does not.
    static func withoutTime(_ text: String) -> String { text.replacing(#/ in \d+\.\d\d s/#, with: " in T s") }

    /// A new site in a temporary folder, and its content folder's path.
    static func newSite() async throws -> (root: URL, content: String) {
        let root = try temporaryFolder().appendingPathComponent("trips")
        let (status, capture) = await Capture.run(["init", root.path])
        #expect(status == .success)
        #expect(
            capture.out.hasPrefix(
                "init: wrote 6 files of a new site in \(root.path)/. Next: cd \(root.path) && itineshary serve"))
        return (root, root.appendingPathComponent("Content").path)
    }

    @Test func aNewSiteChecksAndBuildsCleanAtOnce() async throws {
        let (root, content) = try await Self.newSite()
        let (checked, check) = await Capture.run(["check", "--content", content])
        #expect(checked == .success)
        #expect(Self.withoutTime(check.out) == "check: 4 files, 0 errors, 0 warnings in T s\n")
        let output = root.appendingPathComponent("site")
        let (built, build) = await Capture.run(["build", "--offline", "--content", content, "--output", output.path])
        #expect(built == .success, "\(build.err)")
        let trip = try Self.text(output.appendingPathComponent("trips/a-long-weekend-in-lisbon/index.html"))
        #expect(trip.contains("<h1 id=\"trip-title\">A long weekend in Lisbon</h1>"))
        #expect(trip.contains("LHR → LIS"))
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("cities/pt/lisbon/pasteis-de-belem/index.html").path))
        #expect(try Self.text(root.appendingPathComponent(".gitignore")).contains("/site/\n"))
        #expect(
            try Self.text(root.appendingPathComponent(".github/workflows/pages.yml")).contains(
                "itineshary build --offline --output site --base-url"))
        #expect(
            try Self.text(root.appendingPathComponent("Content/site.yml")).contains(
                "# base_url: https://example.org/travels/"))
    }

    /// The workflow runs a stranger's content in its build job: that job may only read the repository, keeps no
    /// token, and uses actions no moved tag can change; only the deploy job, which runs no content, may publish.
    @Test func theWorkflowGivesTheBuildJobNoPowerToPublishAndPinsItsActions() async throws {
        let (root, _) = try await Self.newSite()
        let workflow = try Self.text(root.appendingPathComponent(".github/workflows/pages.yml"))
        let lines = workflow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let uses = lines.compactMap { $0.firstMatch(of: /uses: ([^ ]+)/).map { String($0.1) } }
        #expect(uses.count == 4)
        for action in uses { #expect(action.contains(/@[0-9a-f]{40}$/), "\(action)") }
        /// The lines of the block that starts with `heading` and ends before the next line indented as little.
        func block(_ heading: String) -> [String] {
            guard let start = lines.firstIndex(of: heading) else { return [] }
            let indent = heading.prefix { $0 == " " }.count
            let rest = lines[(start + 1)...].prefix { $0.isEmpty || $0.prefix { $0 == " " }.count > indent }
            return rest.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        #expect(lines.contains("permissions: {}"))
        let build = block("  build:")
        let deploy = block("  deploy:")
        #expect(build.drop { $0 != "permissions:" }.dropFirst().first == "contents: read")
        #expect(!build.contains("pages: write") && !build.contains("id-token: write"))
        #expect(build.contains("persist-credentials: false"))
        #expect(build.contains("sudo apt-get install -y curl libcurl4 libvips42"))
        #expect(
            Array(deploy.drop { $0 != "permissions:" }.dropFirst().prefix(2)) == ["pages: write", "id-token: write"])
        #expect(!deploy.contains { $0.contains("itineshary") })
    }

    @Test func initStartsASiteInAFolderThatHoldsOnlyARepository() async throws {
        let root = try Self.temporaryFolder()
        let git = root.appendingPathComponent(".git")
        try FileManager.default.createDirectory(at: git, withIntermediateDirectories: true)
        try "ref: refs/heads/main\n".write(to: git.appendingPathComponent("HEAD"), atomically: true, encoding: .utf8)
        let (status, capture) = await Capture.run(["init", root.path])
        #expect(status == .success)
        #expect(capture.err == "")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/site.yml").path))
        #expect(try Self.text(git.appendingPathComponent("HEAD")) == "ref: refs/heads/main\n")
    }

    @Test func enrichNamesTheCacheOnlyWhenThereIsOne() async throws {
        let (_, content) = try await Self.newSite()
        let (status, capture) = await Capture.run(["enrich", "--offline", "--content", content])
        #expect(status == .success)
        #expect(capture.out.hasSuffix("; nothing is cached, so there is no \(content)/_cache\n"))
        #expect(!FileManager.default.fileExists(atPath: content + "/_cache"))
        try FileManager.default.createDirectory(
            atPath: content + "/_cache/rates", withIntermediateDirectories: true)
        let (_, again) = await Capture.run(["enrich", "--offline", "--content", content])
        #expect(again.out.hasSuffix("; the cache is \(content)/_cache\n"))
    }

    @Test func initRefusesAFolderThatIsNotEmptyAndForceKeepsEveryFile() async throws {
        let root = try Self.temporaryFolder()
        try "mine\n".write(to: root.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        let (refused, capture) = await Capture.run(["init", root.path])
        #expect(refused == .failure)
        #expect(
            capture.err
                == "error: '\(root.path)' is not empty; start the site in a new folder (itineshary init my-trips), or add to this one with --force, which keeps every file already there\n"
        )
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Content").path))
        let (forced, added) = await Capture.run(["init", "--force", root.path])
        #expect(forced == .success)
        #expect(added.out.hasPrefix("kept \(root.path)/.gitignore, which was already there\ninit: wrote 5 files"))
        #expect(try Self.text(root.appendingPathComponent(".gitignore")) == "mine\n")
    }

    @Test func eachNewFileIsWrittenAtItsSlugPathAndChecksClean() async throws {
        let (_, content) = try await Self.newSite()
        let trip = await Capture.run([
            "new", "trip", "Porto in June", "--start", "2027-06-01", "--end", "2027-06-03", "--city", "Porto",
            "--content", content,
        ])
        #expect(trip.0 == .success)
        #expect(trip.1.out == "\(content)/trips/porto-in-june.md\n")
        #expect(
            try Self.text(URL(fileURLWithPath: content).appendingPathComponent("trips/porto-in-june.md")).hasPrefix(
                "---\ntitle: Porto in June\nstart: 2027-06-01\nend: 2027-06-03\ndestination: Porto, PT\ndays:\n  - date: 2027-06-01\n    visits: []\n  - date: 2027-06-02\n"
            ))
        let rec = await Capture.run([
            "new", "rec", "Café Majestic", "--city", "porto", "--features", "coffee, breakfast", "--content", content,
        ])
        #expect(rec.0 == .success)
        // Accents are dropped from the file's name, so the page's address needs no percent-escapes.
        #expect(rec.1.out == "\(content)/recommendations/pt/porto/cafe-majestic.md\n")
        let city = await Capture.run(["new", "city", "Girona", "--country", "Spain", "--content", content])
        #expect(city.0 == .success)
        #expect(city.1.out == "\(content)/cities/girona.md\n")
        let (checked, check) = await Capture.run(["check", "--content", content])
        #expect(checked == .success)
        #expect(Self.withoutTime(check.out) == "check: 7 files, 0 errors, 0 warnings in T s\n")
    }

    @Test func aCityWithNoRecommendationsHasAMapOfWhereItIs() async throws {
        let (root, content) = try await Self.newSite()
        _ = await Capture.run(["new", "city", "Girona", "--country", "ES", "--content", content])
        let output = root.appendingPathComponent("site")
        let (built, build) = await Capture.run(["build", "--offline", "--content", content, "--output", output.path])
        #expect(built == .success, "\(build.err)")
        let page = try Self.text(output.appendingPathComponent("cities/es/girona/index.html"))
        #expect(page.contains("<figcaption>Where Girona is.</figcaption>"))
        #expect(page.contains("<p class=\"empty\">No recommendations added yet.</p>"))
    }

    @Test func aPlaceTheGazetteerLacksIsAddedWithItsLocationAndThenTakesRecommendations() async throws {
        let (_, content) = try await Self.newSite()
        let city = await Capture.run([
            "new", "city", "Óbidos", "--country", "PT", "--location", "39.3606,-9.1571", "--time-zone", "Europe/Lisbon",
            "--content", content,
        ])
        #expect(city.0 == .success, "\(city.1.err)")
        #expect(city.1.out == "\(content)/cities/óbidos.md\n")
        #expect(
            try Self.text(URL(fileURLWithPath: content).appendingPathComponent("cities/óbidos.md")).hasPrefix(
                "---\nname: Óbidos\ncountry: PT\nlocation: [39.3606, -9.1571]\ntime_zone: Europe/Lisbon\n"))
        let rec = await Capture.run([
            "new", "rec", "Ginja de Óbidos", "--city", "Óbidos", "--features", "drinks", "--content", content,
        ])
        #expect(rec.0 == .success, "\(rec.1.err)")
        // The recommendation's file, whose name is its address, without accents; the city's folder is as named.
        #expect(rec.1.out == "\(content)/recommendations/pt/óbidos/ginja-de-obidos.md\n")
        let (checked, check) = await Capture.run(["check", "--content", content])
        #expect(checked == .success)
        #expect(Self.withoutTime(check.out) == "check: 6 files, 0 errors, 0 warnings in T s\n")
    }

    @Test func newRefusesToOverwriteAFile() async throws {
        let (_, content) = try await Self.newSite()
        _ = await Capture.run(["new", "city", "Girona", "--country", "ES", "--content", content])
        try "mine\n".write(
            to: URL(fileURLWithPath: content).appendingPathComponent("cities/girona.md"), atomically: true,
            encoding: .utf8)
        let (status, capture) = await Capture.run(["new", "city", "Girona", "--country", "ES", "--content", content])
        #expect(status == .contentErrors)
        #expect(
            capture.err == "error: \(content)/cities/girona.md already exists; choose another name, or edit that file\n"
        )
        #expect(try Self.text(URL(fileURLWithPath: content).appendingPathComponent("cities/girona.md")) == "mine\n")
    }

    @Test func anUnknownCityOrFeatureSaysWhatWouldBeRight() async throws {
        let (_, content) = try await Self.newSite()
        let city = await Capture.run([
            "new", "rec", "Livraria Lello", "--city", "Portoo", "--country", "PT", "--features", "shopping",
            "--content", content,
        ])
        #expect(city.0 == .contentErrors)
        #expect(
            city.1.err
                == "error: unknown city 'Portoo' in PT; did you mean Porto (PT), Portimão (PT) or Póvoa de Santa Iria (PT)?\n  note: the gazetteer holds cities of 15,000 people or more; add a smaller place with `itineshary new city NAME --country CC --location LAT,LON --time-zone ZONE`\n"
        )
        let feature = await Capture.run([
            "new", "rec", "Bar", "--city", "Porto", "--features", "cofee", "--content", content,
        ])
        #expect(feature.0 == .contentErrors)
        #expect(feature.1.err.hasPrefix("error: unknown feature 'cofee'; did you mean 'coffee'?\n"))
        let dates = await Capture.run([
            "new", "trip", "Back to front", "--start", "2027-06-03", "--end", "2027-06-01", "--content", content,
        ])
        #expect(dates.0 == .usage)
        #expect(dates.1.err.contains("--end (2027-06-01) is before --start (2027-06-03)"))
    }

    @Test func aFolderThatIsNotASiteSaysToRunInit() async throws {
        let folder = try Self.temporaryFolder()
        let (status, capture) = await Capture.run([
            "new", "city", "Girona", "--country", "ES", "--content", folder.path,
        ])
        #expect(status == .contentErrors)
        #expect(
            capture.err
                == "error: no site.yml in \(folder.path)\n  note: run `itineshary init` to start a site, or pass --content DIR\n"
        )
    }

    @Test func serveInAFolderThatIsNotASiteSaysSoAndStops() async throws {
        let folder = try Self.temporaryFolder().appendingPathComponent("Content")
        let (status, capture) = await Capture.run(["serve", "--content", folder.path, "--port", "0"])
        #expect(status == .failure)
        #expect(
            capture.err
                == "error: no site here: content folder '\(folder.path)' not found; run `itineshary init` to start a site, or pass --content DIR\n"
        )
    }

    @Test func ejectWritesTheWholeThemeAndRefusesAFolderThatIsNotEmpty() async throws {
        let folder = try Self.temporaryFolder().appendingPathComponent("Templates")
        let (status, capture) = await Capture.run(["theme", "eject", folder.path])
        #expect(status == .success)
        #expect(capture.out == "theme: wrote the built-in theme's 23 files to \(folder.path)/\n")
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("partials/trip-card.mustache").path))
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("partials/stay-details.mustache").path)
        )
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("strings/en.json").path))
        let (again, refused) = await Capture.run(["theme", "eject", folder.path])
        #expect(again == .failure)
        #expect(refused.err.hasPrefix("error: '\(folder.path)' is not empty"))
    }

    @Test func aSiteThatReplacesOnlyTripMustacheKeepsTheRestOfTheBuiltInTheme() async throws {
        let (root, content) = try await Self.newSite()
        let templates = root.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{<layout}}{{$main}}<p class=\"mine\">{{trip.title}}, my way</p>{{/main}}{{/layout}}\n".write(
            to: templates.appendingPathComponent("trip.mustache"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("site")
        let (built, build) = await Capture.run(["build", "--offline", "--content", content, "--output", output.path])
        #expect(built == .success, "\(build.err)")
        let trip = try Self.text(output.appendingPathComponent("trips/a-long-weekend-in-lisbon/index.html"))
        #expect(trip.contains("<p class=\"mine\">A long weekend in Lisbon, my way</p>"))
        #expect(trip.contains("<a class=\"skip-link\" href=\"#main\">Skip to content</a>"))  // the built-in layout
        let city = try Self.text(output.appendingPathComponent("cities/pt/lisbon/index.html"))
        #expect(city.contains("<h2 id=\"recs-heading\">Recommendations</h2>"))  // the built-in city.mustache
    }
}
