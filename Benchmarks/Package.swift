// swift-tools-version:6.0
import PackageDescription

// Compares the template engine with swift-mustache on the same templates and data. A separate
// package, so that the engine itself never depends on swift-mustache.
// A path dependency is identified by its folder's name, which differs between checkouts.
let parentIdentity = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "").lowercased()

let package = Package(
    name: "TemplateBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
    ],
    targets: [
        .executableTarget(
            name: "TemplateBenchmarks",
            dependencies: [
                .product(name: "Mustache", package: parentIdentity),
                // swift-mustache's module is also called Mustache; here it is imported as SwiftMustache.
                .product(name: "Mustache", package: "swift-mustache", moduleAliases: ["Mustache": "SwiftMustache"]),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
