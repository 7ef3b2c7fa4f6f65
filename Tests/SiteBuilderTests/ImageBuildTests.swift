import Foundation
import ImageResizing
import SiteBuilder
import Testing

/// Images on pages: the trip's cover as its hero and on cards, stays' and recommendations' images, body
/// images, narrower copies in a `srcset` with the real size, and each page's own share image.
@Suite struct ImageBuildTests {
    /// The files of the sample site.
    static func sample() async throws -> [String: Data] { try await BuildFixture.sample().files }

    static func page(_ files: [String: Data], _ path: String) throws -> String {
        String(decoding: try #require(files[path], "no \(path)"), as: UTF8.self)
    }

    /// Every `<img …>` of a page.
    static func images(_ html: String) -> [String] {
        html.matches(of: #/<img [^>]*>/#).map { String($0.output) }
    }

    /// The copies a `srcset` names, checked against the files of the output: each exists, is an image as
    /// wide as its descriptor says.
    static func checkSourceSet(_ tag: String, page: String, files: [String: Data]) throws -> [Int] {
        let srcset = try #require(tag.firstMatch(of: #/srcset="([^"]*)"/#)?.output.1, "no srcset in \(tag)")
        let folder = (page as NSString).deletingLastPathComponent
        var widths: [Int] = []
        for candidate in srcset.split(separator: ", ") {
            let fields = candidate.split(separator: " ")
            let url = String(fields[0])
            let width = try #require(Int(fields[1].dropLast()))
            var parts: [Substring] = folder.isEmpty ? [] : folder.split(separator: "/")
            for part in url.split(separator: "/") {
                if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
            }
            let path = parts.joined(separator: "/")
            let bytes = try #require(files[path], "\(url) of \(page) is not in the output")
            #expect(try ImageResizer.probe(Array(bytes)).width == width, "\(url) is not \(width) pixels wide")
            widths.append(width)
        }
        return widths
    }

    @Test func theTripShowsItsCoverAsTheHeroWithCopiesAndItsSize() async throws {
        let files = try await Self.sample()
        let page = "trips/lisbon-and-porto-in-spring/index.html"
        let html = try Self.page(files, page)
        let hero = try #require(Self.images(html).first { $0.contains("class=\"hero\"") })
        #expect(hero.hasPrefix(#"<img class="hero" src="../../assets/photos/lisbon-evening.jpg" srcset="#))
        #expect(
            hero.hasSuffix(
                #" sizes="(min-width: 80rem) 76rem, 100vw" width="1600" height="900" alt="Lisbon and Porto in spring">"#
            ))
        #expect(try Self.checkSourceSet(hero, page: page, files: files) == [480, 960, 1600])
        // The copies are named by their bytes, under assets/resized/.
        #expect(hero.contains(#/\.\./\.\./assets/resized/photos/lisbon-evening-480w\.[0-9a-f]{8}\.jpg 480w/#))
    }

    @Test func theStayAndTheBodyImageHaveTheirCopiesAndSize() async throws {
        let files = try await Self.sample()
        let page = "trips/lisbon-and-porto-in-spring/index.html"
        let images = Self.images(try Self.page(files, page))
        let stay = try #require(images.first { $0.contains("hotel-avenida-palace") })
        #expect(stay.hasPrefix(#"<img class="card-image" src="../../assets/photos/hotel-avenida-palace.jpg" srcset="#))
        #expect(stay.contains(#" width="1200" height="800" alt="Hotel Avenida Palace" loading="lazy">"#))
        #expect(try Self.checkSourceSet(stay, page: page, files: files) == [480, 960, 1200])
        let body = try #require(images.first { $0.contains("azulejos") })
        #expect(body.hasPrefix(#"<img src="../../assets/photos/azulejos.jpg" srcset="#))
        #expect(
            body.hasSuffix(
                #" sizes="(min-width: 48rem) 46rem, 100vw" width="960" height="640" alt="Blue and white azulejo tiles, the kind that cover Lisbon’s façades" loading="lazy" />"#
            ))
        #expect(try Self.checkSourceSet(body, page: page, files: files) == [480, 960])
    }

    @Test func cardsAndTheRecommendationPageShowTheirImages() async throws {
        let files = try await Self.sample()
        let home = Self.images(try Self.page(files, "index.html"))
        let card = try #require(home.first { $0.contains("lisbon-evening") })
        #expect(card.hasPrefix(#"<img class="card-image" src="assets/photos/lisbon-evening.jpg" srcset="#))
        #expect(try Self.checkSourceSet(card, page: "index.html", files: files) == [480, 960, 1600])
        let cityPage = "cities/pt/lisbon/index.html"
        let city = Self.images(try Self.page(files, cityPage))
        #expect(city.contains { $0.contains(#"src="../../../assets/photos/pasteis-de-belem.jpg""#) })
        let recPage = "cities/pt/lisbon/pasteis-de-belem/index.html"
        let rec = try #require(Self.images(try Self.page(files, recPage)).first)
        #expect(rec.hasPrefix(#"<img class="photo" src="../../../../assets/photos/pasteis-de-belem.jpg" srcset="#))
        #expect(rec.hasSuffix(#" width="1200" height="800" alt="Pastéis de Belém">"#))
        // The list of cities shows each city's photo: Lisbon's own page's, no other city of the sample has one.
        let cities = Self.images(try Self.page(files, "cities/index.html"))
        #expect(cities.count == 1)
        let lisbon = try #require(cities.first)
        #expect(lisbon.hasPrefix(#"<img class="card-image" src="../assets/photos/lisbon-evening.jpg" srcset="#))
        #expect(try Self.checkSourceSet(lisbon, page: "cities/index.html", files: files) == [480, 960, 1600])
    }

    @Test func eachPageSharesItsOwnImage() async throws {
        let files = try await Self.sample()
        func shareImage(_ page: String) throws -> String? {
            try Self.page(files, page).firstMatch(of: #/<meta property="og:image" content="([^"]*)">/#).map {
                String($0.output.1)
            }
        }
        #expect(
            try shareImage("trips/lisbon-and-porto-in-spring/index.html")
                == "https://example.org/travel/assets/photos/lisbon-evening.jpg")
        #expect(
            try shareImage("cities/pt/lisbon/pasteis-de-belem/index.html")
                == "https://example.org/travel/assets/photos/pasteis-de-belem.jpg")
        #expect(
            try shareImage("cities/pt/lisbon/index.html")
                == "https://example.org/travel/assets/photos/lisbon-evening.jpg")
        // A page with no image of its own shares the theme's card.
        #expect(
            try shareImage("cities/no/oslo/index.html")?.hasPrefix("https://example.org/travel/assets/share.") == true)
        let twitter = try Self.page(files, "cities/pt/lisbon/pasteis-de-belem/index.html")
        #expect(
            twitter.contains(
                #"<meta name="twitter:image" content="https://example.org/travel/assets/photos/pasteis-de-belem.jpg">"#)
        )
    }

    /// A site whose images are too large or are not images: the build succeeds, says which image and why,
    /// shows the large one as it is and leaves the broken one out.
    @Test func oversizeAndCorruptImagesAreWarningsNeverACrashOrABrokenImage() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        let manager = FileManager.default
        for path in ["recommendations", "assets/photos"] {
            try manager.createDirectory(at: content.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let resizing = BuildFixture.root.appendingPathComponent("Tests/ImageResizingTests/Fixtures")
        try manager.copyItem(
            at: resizing.appendingPathComponent("huge.png"),
            to: content.appendingPathComponent("assets/photos/huge.png"))
        try manager.copyItem(
            at: resizing.appendingPathComponent("text.jpg"), to: content.appendingPathComponent("assets/photos/bad.jpg")
        )
        try "title: Images\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        for (slug, image) in [("big", "huge.png"), ("broken", "bad.jpg")] {
            try
                "---\nname: \(slug)\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\nimage: assets/photos/\(image)\n---\nSee ![it](assets/photos/\(image)).\n"
                .write(
                    to: content.appendingPathComponent("recommendations/\(slug).md"), atomically: true, encoding: .utf8)
        }
        let output = folder.appendingPathComponent("site")
        let summary = try await BuildFixture.build(content: content, output: output)
        #expect(
            summary.warnings.map(\.description).filter { $0.hasPrefix("warning: Content/assets/") } == [
                "warning: Content/assets/photos/huge.png: the image is 10000 × 6000 pixels (60 megapixels), over the limit of 50 megapixels; pages show it as it is, with no smaller copies",
                "warning: Content/assets/photos/bad.jpg: not an image in a format the site can read (JPEG, PNG, WebP, GIF); pages leave it out",
                // What a file that is not an image carries cannot be known, so it is not published either.
                "warning: Content/assets/photos/bad.jpg: not published: not a JPEG, PNG, WebP, GIF or ICO image, so its metadata cannot be removed",
            ])
        let files = try BuildFixture.files(in: output)
        #expect(!files.keys.contains { $0.hasPrefix("assets/resized/") })
        let big = Self.images(try Self.page(files, "cities/pt/lisbon/big/index.html"))
        #expect(
            big == [
                #"<img class="photo" src="../../../../assets/photos/huge.png" width="10000" height="6000" alt="big">"#,
                #"<img src="../../../../assets/photos/huge.png" width="10000" height="6000" alt="it" loading="lazy" />"#,
            ])
        let broken = try Self.page(files, "cities/pt/lisbon/broken/index.html")
        #expect(Self.images(broken) == [])
        #expect(broken.contains("<p>See it.</p>"))
    }

    /// A remote image the cache does not hold, in an offline build: nothing on the page would load it from
    /// its server, and no broken image shows; a body image leaves its description.
    @Test func aRemoteImageNotInTheCacheIsLeftOutOffline() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("trips"), withIntermediateDirectories: true)
        try "title: Images\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try """
        ---
        title: Away
        start: 2027-04-08
        end: 2027-04-10
        cover: https://example.org/cover.jpg
        stays:
          - name: Hotel
            city: Lisbon
            country: PT
            check_in: 2027-04-08
            check_out: 2027-04-10
            image: https://example.org/hotel.jpg
        ---
        Look: ![the view from the hotel](https://example.org/view.jpg)

        """.write(to: content.appendingPathComponent("trips/away.md"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        let html = try Self.page(try BuildFixture.files(in: output), "trips/away/index.html")
        #expect(Self.images(html) == [])
        #expect(!html.contains("example.org/"))
        #expect(html.contains("<p>Look: the view from the hotel</p>"))
    }
}
