import Foundation
import Mustache
import Testing

/// Finds and reads the specification, which lives in the folder beside the repository's root
/// (`../shared/mustache-spec`); where it is absent, the suites are skipped and say so.
enum SpecSuite {
    /// The name the case's own template gets; no partial in the specification uses it.
    static let templateName = "spec template"

    /// Spec files not run, with the reason.
    static let skipped = [
        "~lambdas": "lambdas are code written in the data; our templates and data hold no code"
    ]

    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MustacheTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/mustache-spec")

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("comments.json").path)
    }

    /// The cases of one spec file, or none when the specification is not there.
    static func cases(_ file: String) -> [SpecCase] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("\(file).json")) else { return [] }
        struct SpecFile: Decodable { let tests: [SpecCase] }
        guard let decoded = try? JSONDecoder().decode(SpecFile.self, from: data) else { return [] }
        return decoded.tests.map { test in
            var test = test
            test.file = file
            return test
        }
    }

    /// Renders a case the way the specification asks: plain escaping, missing partials empty.
    static func render(_ test: SpecCase) throws -> String {
        var sources = test.partials ?? [:]
        sources[templateName] = test.template
        let library = try TemplateLibrary(sources: sources, options: .specification)
        return try library.render(templateName, test.data)
    }
}
