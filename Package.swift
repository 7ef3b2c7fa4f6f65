// swift-tools-version: 6.2
import PackageDescription

/// Warnings are errors on the project's own targets only; dependencies keep their own settings.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// The commit `itineshary --version` names: the Makefile sets ITINESHARY_COMMIT from `git rev-parse HEAD` (and the
/// release workflow from the tag's commit); a plain `swift build` is "unknown". Only the hexadecimal digits of a
/// commit are taken, so the define cannot carry anything else into the C source.
let commit: String = {
    let given = Context.environment["ITINESHARY_COMMIT"] ?? ""
    let isCommit = (7...64).contains(given.count) && given.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    return isCommit ? given : "unknown"
}()

/// Whether this is the executable a release publishes (the release workflow's `make release PUBLISHED=1`): then
/// `init` pins its own SHA-256 in the workflow it writes, as the checksum of the download.
let published = Context.environment["ITINESHARY_PUBLISHED"] == "1"

/// jemalloc, linked into the executable: Debian's archive, or the object the Makefile makes of it for an executable
/// with the Swift runtime linked in (`make release`), named by ITINESHARY_JEMALLOC_OBJECT. There the toolchain
/// links with `--exclude-libs ALL`, which would hide the archive's malloc and free from the shared libraries, so
/// they would allocate with glibc memory the executable frees with jemalloc; an object's symbols stay exported.
let jemalloc: LinkerSetting =
    Context.environment["ITINESHARY_JEMALLOC_OBJECT"].flatMap { $0.isEmpty ? nil : $0 }
    .map { .unsafeFlags([$0], .when(platforms: [.linux])) }
    ?? .linkedLibrary("jemalloc_pic", .when(platforms: [.linux]))

/// cmark-gfm: the distribution's shared library (pkg-config finds it); or, for an executable that runs on other
/// distributions than the one it was built on (`make release`), Debian's static archives linked in as one object,
/// which the Makefile makes and names with ITINESHARY_CMARK_GFM_OBJECT. The shared library's name carries its
/// version (libcmark-gfm.so.0.29.0.gfm.6 on Debian 12, gfm.3 on Ubuntu 22.04), so an executable linked with it
/// starts only where that very version is installed. pkg-config is then not asked, since it would link the
/// shared library too.
let cmarkGFMObject = Context.environment["ITINESHARY_CMARK_GFM_OBJECT"].flatMap { $0.isEmpty ? nil : $0 }

let package = Package(
    name: "itineshary",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "itineshary", targets: ["itineshary"]),
        // The template engine on its own, for Benchmarks/ to compare against another engine.
        .library(name: "Mustache", targets: ["Mustache"]),
        // The gazetteer on its own, for the programs in Tools/ that time it and write its names' hashes.
        .library(name: "Gazetteer", targets: ["Gazetteer"]),
    ],
    dependencies: [
        // For its libyaml (CYaml): front matter is composed from libyaml's events (YAMLBounds), keeping every
        // pair of a mapping, so a duplicate key is reported at its own line and column. Pinned so libyaml's
        // messages, which diagnostics quote, stay the same.
        .package(url: "https://github.com/jpsim/Yams", exact: "5.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // `serve`'s sockets: FlyingFox's FlyingSocks (non-blocking sockets waited on with epoll or kqueue) has no
        // dependency beyond Foundation, so a first build stays short (Hummingbird brings SwiftNIO, minutes more on
        // two cores). Its HTTP layer is not used: SiteServer's LocalHTTPServer says why.
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: cmarkGFMObject == nil ? "libcmark-gfm" : nil,
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // zlib, for the PNG files of the app icons.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // The app icons: a monogram drawn from font outlines, written as PNG.
        .target(name: "AppIcon", dependencies: ["CZlib"], swiftSettings: strict),
        // libvips, loaded with dlopen the first time an image is resized rather than linked: a command starts
        // without it and the sixty libraries it brings, and runs where it is not installed.
        .target(name: "CVips", linkerSettings: [.linkedLibrary("dl")]),
        // What the build knew of itself: the commit, for --version, and whether it is a release's published file.
        .target(
            name: "CBuildInfo",
            cSettings: [
                .define("ITINESHARY_COMMIT", to: "\"\(commit)\""),
                .define("ITINESHARY_PUBLISHED", to: published ? "1" : "0"),
            ]),
        // JSON and XML escaping, text safe for a terminal, bytes as hexadecimal digits: shared by the diagnostics'
        // renderers and the site's formats and maps.
        .target(name: "TextEscaping", swiftSettings: strict),
        .target(name: "Diagnostics", dependencies: ["TextEscaping"], swiftSettings: strict),
        // Reads below a folder without following symbolic links: content, themes and the cache are untrusted.
        .target(name: "ConfinedFiles", swiftSettings: strict),
        .target(name: "TravelModel", swiftSettings: strict),
        // The gazetteer's tables, compiled into the executable with C23 #embed: no resource bundle to lose.
        .target(name: "CGazetteerData", exclude: ["Data"]),
        .target(name: "Gazetteer", dependencies: ["TravelModel", "CGazetteerData"], swiftSettings: strict),
        .target(
            name: "Markdown", dependencies: ["CCmarkGFM"], swiftSettings: strict,
            linkerSettings: cmarkGFMObject.map { [.unsafeFlags([$0], .when(platforms: [.linux]))] }
                ?? [.linkedLibrary("cmark-gfm-extensions"), .linkedLibrary("cmark-gfm")]),
        .target(
            name: "ContentLoading",
            dependencies: [
                "Diagnostics", "TextEscaping", "TravelModel", "Gazetteer", "Markdown", "Yams", "ConfinedFiles",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        .target(name: "Mustache", dependencies: ["ConfinedFiles"], swiftSettings: strict),
        // The default theme (the repository's Templates/), compiled into the executable with #embed; the
        // file list is written by Scripts/embed-theme.py.
        .target(name: "CDefaultTheme"),
        .target(name: "DefaultTheme", dependencies: ["CDefaultTheme"], swiftSettings: strict),
        // Land, coastlines and borders under the maps, compiled into the executable with #embed; written by
        // Scripts/make-world-map.py.
        .target(name: "CWorldMapData", exclude: ["Data"]),
        // Leaflet (Debian's libjs-leaflet, BSD-2-Clause) for sites that show map tiles, compiled in with #embed;
        // copied by Scripts/embed-leaflet.sh.
        .target(name: "CLeaflet", exclude: ["Data"]),
        .target(name: "SiteMaps", dependencies: ["TextEscaping", "CWorldMapData"], swiftSettings: strict),
        .target(
            name: "SiteOutput", dependencies: ["ConfinedFiles", .product(name: "Crypto", package: "swift-crypto")],
            swiftSettings: strict),
        // Narrower copies of the content's images for responsive pages, through libvips.
        .target(name: "ImageResizing", dependencies: ["CVips"], swiftSettings: strict),
        .target(
            name: "Enrichment",
            dependencies: [
                "TravelModel", "Diagnostics", "TextEscaping", "ConfinedFiles",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict),
        .target(name: "SiteFormats", dependencies: ["TravelModel", "TextEscaping"], swiftSettings: strict),
        .target(name: "SitePlan", dependencies: ["TravelModel", "Gazetteer", "SiteFormats"], swiftSettings: strict),
        .target(
            name: "SiteTheme",
            dependencies: [
                "TravelModel", "SiteFormats", "ContentLoading", "Mustache", "ConfinedFiles", "DefaultTheme",
                "TextEscaping", .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict),
        .target(
            name: "SiteEnrichment", dependencies: ["Diagnostics", "Enrichment", "SitePlan", "TravelModel"],
            swiftSettings: strict),
        .target(
            name: "SiteSearch", dependencies: ["SiteOutput", "SitePlan", "TextEscaping"], swiftSettings: strict),
        .target(
            name: "SiteViews",
            dependencies: [
                "SitePlan", "SiteTheme", "SiteSearch", "SiteEnrichment", "CLeaflet", "ContentLoading", "Diagnostics",
                "Enrichment", "Gazetteer", "ImageResizing", "Markdown", "Mustache", "SiteMaps", "SiteOutput",
                "TravelModel",
            ],
            swiftSettings: strict),
        .target(
            name: "SiteBuilder",
            dependencies: [
                "SitePlan", "SiteTheme", "SiteSearch", "SiteEnrichment", "SiteViews", "AppIcon", "CAllocator",
                "ConfinedFiles", "ContentLoading", "DefaultTheme", "Diagnostics", "Enrichment", "Gazetteer",
                "ImageResizing", "Markdown", "Mustache", "SiteFormats", "SiteOutput", "TextEscaping", "TravelModel",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "SiteServer",
            dependencies: [
                "Diagnostics", "ContentLoading", "Gazetteer", "SiteBuilder", "CAllocator",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "ItinesharyCLI",
            dependencies: [
                "Diagnostics", "TextEscaping", "TravelModel", "ContentLoading", "Gazetteer", "DefaultTheme",
                "SiteBuilder", "SiteOutput", "SiteServer", "Markdown", "ImageResizing", "CBuildInfo", "ConfinedFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strict
        ),
        // jemalloc as the executable's allocator, linked statically (Debian's libjemalloc-dev has no shared
        // libjemalloc_pic) so the executable needs no more from the system than before; its options are in
        // allocator.c. Linked wherever `serve` is, which gives freed memory back through it after each rebuild.
        .target(
            name: "CAllocator",
            linkerSettings: [
                jemalloc,
                .linkedLibrary("m", .when(platforms: [.linux])),
            ]
        ),
        .executableTarget(name: "itineshary", dependencies: ["ItinesharyCLI", "CAllocator"], swiftSettings: strict),
        .testTarget(name: "TextEscapingTests", dependencies: ["TextEscaping"], swiftSettings: strict),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"], swiftSettings: strict),
        .testTarget(name: "TravelModelTests", dependencies: ["TravelModel"], swiftSettings: strict),
        .testTarget(name: "GazetteerTests", dependencies: ["Gazetteer", "TravelModel"], swiftSettings: strict),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"], swiftSettings: strict),
        .testTarget(
            name: "ContentLoadingTests",
            dependencies: ["ContentLoading", "ConfinedFiles", "Diagnostics", "TravelModel", "Gazetteer", "Markdown"],
            exclude: ["Fixtures"],
            swiftSettings: strict
        ),
        // The official Mustache specification's files (Spec/, MIT), read by SpecSuite from beside the tests.
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"], exclude: ["Spec"], swiftSettings: strict),
        .testTarget(name: "SiteMapsTests", dependencies: ["SiteMaps"], swiftSettings: strict),
        .testTarget(name: "AppIconTests", dependencies: ["AppIcon"], swiftSettings: strict),
        .testTarget(name: "SiteOutputTests", dependencies: ["SiteOutput"], swiftSettings: strict),
        // For SiteOutputTests, which look for it beside themselves: prepares an output, stages files, then waits
        // to be killed mid-build.
        .executableTarget(
            name: "output-kill-helper", dependencies: ["SiteOutput"], path: "Tests/output-kill-helper",
            swiftSettings: strict),
        // Images made byte by byte for the image tests: decoding bombs no fixture needs to hold.
        .target(name: "TestImages", path: "Tests/TestImages", swiftSettings: strict),
        .testTarget(
            name: "ImageResizingTests", dependencies: ["ImageResizing", "TestImages"], exclude: ["Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "EnrichmentTests", dependencies: ["Enrichment", "TravelModel"], exclude: ["Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "SiteFormatsTests", dependencies: ["SiteFormats", "TravelModel", "TextEscaping"],
            swiftSettings: strict),
        .testTarget(name: "SitePlanTests", dependencies: ["SitePlan", "TravelModel"], swiftSettings: strict),
        .testTarget(name: "SiteThemeTests", dependencies: ["SiteTheme"], swiftSettings: strict),
        .testTarget(
            name: "SiteBuilderTests",
            dependencies: [
                "SiteBuilder", "Diagnostics", "Enrichment", "Gazetteer", "TravelModel", "Mustache", "DefaultTheme",
                "ImageResizing", "SiteOutput", "TestImages", "AppIcon",
            ],
            exclude: ["Fixtures", "Snapshots"],
            swiftSettings: strict),
        .testTarget(
            name: "ItinesharyCLITests", dependencies: ["ItinesharyCLI", "Diagnostics", "TestImages"],
            swiftSettings: strict),
        .testTarget(
            name: "SiteServerTests", dependencies: ["SiteServer", "SiteBuilder", "Gazetteer"], swiftSettings: strict),
    ]
)
