// swift-tools-version: 6.2
import PackageDescription

// Programs for working on itineshary, run from the repository's root: a separate package, so that the main
// package's build and tests never compile them.
//   swift run --package-path Tools -c release gazetteer-bench   the gazetteer's load and lookup timings
//   make city-names                                             writes Sources/CGazetteerData/Data/city-names.bin
//   make template-fields                                        writes the page structs' template values
// A path dependency is identified by its folder's name, which differs between checkouts.
let parentIdentity = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "").lowercased()

/// Warnings are errors here too, as in the main package.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "ItinesharyTools",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        // To read the page structs' declarations (template-fields).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        // Prints the gazetteer's load and lookup timings.
        .executableTarget(
            name: "gazetteer-bench", dependencies: [.product(name: "Gazetteer", package: parentIdentity)],
            swiftSettings: strict),
        // Writes the hashes of the cities' names compiled in beside cities.tsv.
        .executableTarget(
            name: "city-names", dependencies: [.product(name: "Gazetteer", package: parentIdentity)],
            swiftSettings: strict),
        // Writes Sources/SiteViews/Generated/TemplateFields+Properties.swift from the page structs' properties.
        .executableTarget(
            name: "template-fields",
            dependencies: [
                .product(name: "Mustache", package: parentIdentity),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: strict),
    ]
)
