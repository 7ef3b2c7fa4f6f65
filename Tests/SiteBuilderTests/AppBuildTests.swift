import AppIcon
import Foundation
import ImageResizing
import Testing

@testable import SiteBuilder

/// The site as an app: the manifest, the icons, the service worker, each saveable page's offline list, and
/// none of it when `site.yml` turns the app off.
@Suite struct AppBuildTests {
    static func build(siteFile: String? = nil, icon: [UInt8]? = nil) async throws -> [String: Data] {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        if let icon { try Data(icon).write(to: content.appendingPathComponent("assets/icon.png")) }
        if let siteFile {
            let file = content.appendingPathComponent("site.yml")
            let text = try String(contentsOf: file, encoding: .utf8)
            try (text + siteFile).write(to: file, atomically: true, encoding: .utf8)
        }
        let site = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: site)
        return try BuildFixture.files(in: site)
    }

    static func text(_ files: [String: Data], _ path: String) throws -> String {
        String(decoding: try #require(files[path], "no \(path)"), as: UTF8.self)
    }

    @Test func theManifestNamesTheSiteItsColoursAndItsIcons() async throws {
        let files = try await Self.build()
        let icons = files.keys.filter { $0.hasPrefix("assets/icons/") }.sorted()
        #expect(
            icons.count == 2 && icons[0].hasPrefix("assets/icons/icon-192.")
                && icons[1].hasPrefix("assets/icons/icon-512."))
        let manifest = try Self.text(files, "manifest.webmanifest")
        #expect(manifest.contains(#""name": "Field Notes — trips and city picks","#))
        #expect(manifest.contains(#""short_name": "Field Notes","#))
        #expect(manifest.contains(#""start_url": "./","#) && manifest.contains(#""display": "standalone","#))
        #expect(manifest.contains(##""theme_color": "#0b5d66","##))
        #expect(
            manifest.contains(
                #"{"src": "\#(icons[1])", "sizes": "512x512", "type": "image/png", "purpose": "maskable"}"#))
        // A PNG, 512 pixels square.
        let png = try #require(files[icons[1]])
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(Array(png[16..<24]) == [0, 0, 2, 0, 0, 0, 2, 0])
    }

    @Test func theServiceWorkerCachesTheShellOfThisBuild() async throws {
        let files = try await Self.build()
        let worker = try Self.text(files, "sw.js")
        let css = try #require(files.keys.first { $0.hasPrefix("assets/site.") && $0.hasSuffix(".css") })
        #expect(worker.contains(#"var SHELL = ["offline/", "saved/", "\#(css)", "#))
        #expect(worker.contains(#"var SHELL_VERSION = ""#))
        #expect(try Self.text(files, "saved/index.html").contains("<h1>Saved for offline</h1>"))
        #expect(try Self.text(files, "offline/index.html").contains("<h1>You are offline</h1>"))
    }

    /// Sites on one origin (`owner.github.io/a/` and `/b/`) share its Cache Storage: each worker names its caches
    /// by its registration's scope, the site's folder, and its activation removes only its own shell's older
    /// builds (the browser checks run two sites on one origin: `offline_checks.py`).
    @Test func theServiceWorkerNamesItsCachesByTheSitesScope() async throws {
        let worker = try Self.text(try await Self.build(), "sw.js")
        #expect(worker.contains(#"var SCOPE = self.registration.scope;"#))
        #expect(worker.contains(#"var SHELL_PREFIX = "itineshary-shell " + SCOPE + " ";"#))
        #expect(worker.contains(#"var SHELL_CACHE = SHELL_PREFIX + SHELL_VERSION;"#))
        #expect(worker.contains(#"var SAVED_PREFIX = "itineshary-saved " + SCOPE + " ";"#))
        #expect(
            worker.contains(
                #"if (key.indexOf(SHELL_PREFIX) === 0) return key === SHELL_CACHE ? null : caches.delete(key);"#))
        // No cache is removed but by those rules: its own shell's older builds, and a shell of an older version
        // (named without a scope) that holds this site's offline page.
        #expect(worker.components(separatedBy: "caches.delete(").count == 3)
        #expect(!worker.contains(#"indexOf("itineshary-shell-") === 0 && key !== SHELL_CACHE"#))
    }

    @Test func aTripsOfflineListNamesEverythingItsPageNeeds() async throws {
        let files = try await Self.build()
        let list = try Self.text(files, "trips/lisbon-and-porto-in-spring/offline.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any])
        #expect(json["title"] as? String == "Lisbon and Porto in spring")
        let urls = (json["files"] as? [[String: String]] ?? []).map { $0["url"] ?? "" }
        #expect(urls.first == "./")
        #expect(urls.contains { $0.hasPrefix("../../assets/site.") && $0.hasSuffix(".css") })
        #expect(urls.contains("../../trips/lisbon-and-porto-in-spring/trip.ics"))
        let images = (json["images"] as? [[[String: Any]]] ?? []).map { $0.compactMap { $0["url"] as? String } }
        #expect(
            images.first == [
                "../../assets/resized/photos/lisbon-evening-480w.b3a3c06b.jpg",
                "../../assets/resized/photos/lisbon-evening-960w.7dcdb9a4.jpg",
                "../../assets/photos/lisbon-evening.jpg",
            ])
        // Each page a reader can save has one; the listings do not.
        #expect(
            files["cities/pt/lisbon/offline.json"] != nil
                && files["cities/pt/lisbon/pasteis-de-belem/offline.json"] != nil)
        #expect(files["offline.json"] == nil && files["search/offline.json"] == nil)
        let page = try Self.text(files, "trips/lisbon-and-porto-in-spring/index.html")
        #expect(page.contains(#"<div class="save-offline" hidden data-list="offline.json">"#))
        #expect(page.contains(#"data-service-worker="../../sw.js" data-manifest="../../manifest.webmanifest""#))
    }

    @Test func aSiteThatTurnsTheAppOffHasNoneOfIt() async throws {
        let files = try await Self.build(siteFile: "app:\n  enabled: false\n")
        let app = files.keys.filter {
            $0.hasSuffix("offline.json") || $0.hasPrefix("assets/icons/") || $0.hasPrefix("saved/")
                || $0.hasPrefix("offline/") || $0 == "sw.js" || $0 == "manifest.webmanifest"
        }
        #expect(app == [])
        let page = try Self.text(files, "trips/lisbon-and-porto-in-spring/index.html")
        #expect(!page.contains("save-offline") && !page.contains("data-service-worker") && !page.contains("nav-saved"))
    }

    @Test func referencesResolveWithinTheSiteOnly() {
        #expect(OfflineList.resolve("../../assets/a.css", from: "trips/x/index.html") == "assets/a.css")
        #expect(OfflineList.resolve("trip.ics?v=1#top", from: "trips/x/index.html") == "trips/x/trip.ics")
        #expect(OfflineList.resolve("./", from: "trips/x/index.html") == "trips/x/index.html")
        #expect(OfflineList.resolve("caf%C3%A9.jpg", from: "index.html") == "café.jpg")
        #expect(OfflineList.resolve("../../../etc/passwd", from: "trips/x/index.html") == nil)
        #expect(OfflineList.resolve("https://example.org/a.css", from: "index.html") == nil)
        #expect(OfflineList.resolve("//example.org/a.css", from: "index.html") == nil)
        #expect(OfflineList.resolve("/assets/a.css", from: "index.html") == nil)
        #expect(OfflineList.resolve("#day-2", from: "index.html") == nil)
    }

    @Test func aSitesOwnIconIsResizedToBothSizesForAnyUse() async throws {
        try #require(ImageResizer.version != nil, "libvips reads the icon: install libvips42")
        let icon = MonogramIcon(letters: "Z", colour: (200, 30, 30)).png(size: 640).bytes
        let files = try await Self.build(siteFile: "app:\n  icon: assets/icon.png\n", icon: icon)
        let icons = files.keys.filter { $0.hasPrefix("assets/icons/") }.sorted()
        #expect(icons.count == 2)
        for (path, size) in zip(icons, [192, 512]) {
            let png = try #require(files[path])
            #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "\(path) is a PNG")
            let info = try ImageResizer.probe(Array(png))
            #expect(info.width == size && info.height == size, "\(path)")
        }
        // Not offered for masking: a site's own picture may reach its edges.
        let manifest = try Self.text(files, "manifest.webmanifest")
        #expect(!manifest.contains("maskable"))
        #expect(
            manifest.contains(#"{"src": "\#(icons[1])", "sizes": "512x512", "type": "image/png", "purpose": "any"}"#))
    }
}
