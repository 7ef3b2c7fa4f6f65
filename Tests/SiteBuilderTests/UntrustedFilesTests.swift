import Foundation
import Testing

@testable import SiteBuilder

/// Files of the content folder that a browser would run as a page, and cache values no page can show, from a
/// stranger's pull request: left out with a warning naming the file, never published, never a crash.
@Suite struct UntrustedFilesTests {
    /// Builds a copy of the sample with `files` (paths under the content folder) added; returns the build's
    /// warnings and the output folder.
    static func build(adding files: [String: String]) async throws -> (warnings: [String], output: URL) {
        let folder = try BuildFixture.temporaryFolder()
        let content = try BuildFixture.sampleCopy(in: folder)
        for (path, text) in files {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let output = folder.appendingPathComponent("site")
        let summary = try await BuildFixture.build(content: content, output: output)
        return (summary.warnings.map(\.message), output)
    }

    static let svgWithScript =
        #"<svg xmlns="http://www.w3.org/2000/svg"><script>fetch('/trips/private/')</script></svg>"#
    static let drawing = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- A route drawn by hand -->
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
          <defs><linearGradient id="sea"><stop offset="0" stop-color="#9cf"/></linearGradient></defs>
          <style><![CDATA[ path { stroke: url(#sea); } ]]></style>
          <path d="M0 0 L10 10" fill="none"/><use xlink:href="#sea"/><text x="1" y="9">Tagus</text>
        </svg>
        """

    @Test func pagesScriptsAndActiveSVGUnderAssetsAreNotPublished() async throws {
        let (warnings, output) = try await Self.build(adding: [
            "assets/photos.html": "<script>alert(document.domain)</script>",
            "assets/evil.svg": Self.svgWithScript,
            "assets/feed.xml": "<?xml-stylesheet href='x.xsl'?><x/>",
            "assets/run.js": "alert(1)",
            "assets/README": "no extension",
            "assets/maps/route.svg": Self.drawing,
            "assets/maps/route.gpx": "<gpx/>",
        ])
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let published = try BuildFixture.files(in: output.appendingPathComponent("assets")).keys
        #expect(published.contains("maps/route.svg"))
        #expect(published.contains("maps/route.gpx"))
        for refused in ["photos.html", "evil.svg", "feed.xml", "run.js", "README"] {
            #expect(!published.contains(refused), "\(refused)")
        }
        let allowed =
            "assets are images, documents, routes, calendars, sound, video and fonts (avif, css, csv, geojson, gif, gpx, ico, ics, jpeg, jpg, json, kml, kmz, m4a, m4v, mov, mp3, mp4, oga, ogg, opus, otf, pdf, png, svg, ttf, txt, wav, webm, webp, woff, woff2, zip)"
        let assetWarnings = warnings.filter { $0.contains("not published") }.sorted()
        #expect(
            assetWarnings == [
                "Content/assets/README: not published: a file with no extension may be run by a browser as a page on the site's origin; \(allowed)",
                "Content/assets/evil.svg: not published: the SVG image holds a <script> element, which an image has no need of (no script, foreign content or animation)",
                "Content/assets/feed.xml: not published: a .xml file may be run by a browser as a page on the site's origin; \(allowed)",
                "Content/assets/photos.html: not published: a .html file may be run by a browser as a page on the site's origin; \(allowed)",
                "Content/assets/run.js: not published: a .js file may be run by a browser as a page on the site's origin; \(allowed)",
            ])
    }

    /// A day's weather of 1e300 °C in the committed cache stopped the build (SIGILL): now a warning naming the
    /// file, and the day shows no weather.
    @Test func aWeatherValueNoPageCanShowIsAWarningNamingItsFile() async throws {
        let content = try WeatherAttributionTests.content(
            licence: "Weather data by Open-Meteo.com (CC BY 4.0)", maximum: "1e300")
        let output = content.deletingLastPathComponent().appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let warnings = try await BuildFixture.build(content: content, output: output).warnings.map(\.message)
        #expect(
            warnings.contains(
                "weather for Lisbon on 2027-04-09: the cache file weather/38.7251,-9.1498-2027-04-09.json is corrupt: temperature_2m_max is not between -100 and 100 °C"
            ))
        let page = try String(
            contentsOf: output.appendingPathComponent("trips/lisbon-and-porto-in-spring/index.html"), encoding: .utf8)
        #expect(!page.contains("Weather data by Open-Meteo.com"))
    }
}

@Suite struct SVGCheckTests {
    @Test(arguments: [
        (
            #"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>"#,
            "has the event handler onload on <svg>, which would run as script"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>"#,
            "links to 'javascript:alert(1)' from <a>; a link may only lead within the file"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="&#106;avascript:alert(1)"/></svg>"#,
            "links to '&#106;avascript:alert(1)' from <a>; a link may only lead within the file"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>"#,
            "holds a <foreignObject> element, which an image has no need of (no script, foreign content or animation)"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="href" to="javascript:alert(1)"/></svg>"#,
            "has a javascript: address in to on <set>"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><animate attributeName="x" values="1;2"/></svg>"#,
            "holds a <animate> element, which an image has no need of (no script, foreign content or animation)"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>x</h:script></svg>"#,
            "declares the namespace http://www.w3.org/1999/xhtml"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>x</s:script></svg>"#,
            "holds a <script> element, which an image has no need of (no script, foreign content or animation)"
        ),
        (
            #"<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>"#,
            "holds a document type or other declaration, whose entities could hide what it holds"
        ),
        (
            #"<?xml-stylesheet href="evil.xsl" type="text/xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>"#,
            "holds the processing instruction <?xml-stylesheet"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://e.org/x.css";</style></svg>"#,
            "imports a style sheet"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: url( 'https://e.org/t')"/></svg>"#,
            "loads 'https://e.org/t' from its style (the attribute style of <rect>)"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>"#,
            "links to 'data:image/svg+xml;base64,PHN2Zz4=' from <image>; a link may only lead within the file"
        ),
        (
            #"<svg xmlns="http://www.w3.org/2000/svg"><rect x=1/></svg>"#,
            "holds the attribute x with an unquoted value, which is not read"
        ),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><!-- x"#, "holds an unclosed comment, which is not read"),
    ])
    func anSVGThatCanRunOrLoadIsRefused(svg: String, problem: String) {
        #expect(SVGCheck.problem(in: Array(svg.utf8)) == problem)
    }

    @Test func aDrawingOfShapesTextGradientsAndEmbeddedRasterImagesPasses() {
        let svg = UntrustedFilesTests.drawing.replacingOccurrences(
            of: "</svg>", with: #"<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></svg>"#)
        #expect(SVGCheck.problem(in: Array(svg.utf8)) == nil)
    }
}
