import Foundation
import Mustache
import Testing

/// Reads the official specification from `Spec/` beside these tests: its JSON files copied unchanged, with its
/// MIT licence (Spec/LICENSE) and where they come from (Spec/README.md). The files travel with the code, so a
/// missing or unreadable one is a failure naming the file, never a suite quietly skipped.
enum SpecSuite {
    /// The name the case's own template gets; no partial in the specification uses it.
    static let templateName = "spec template"

    /// Spec files not run, with the reason.
    static let skipped = [
        "~lambdas": "lambdas are code written in the data; our templates and data hold no code"
    ]

    /// The spec files run, each case a test.
    static let run: Set = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
        "~dynamic-names",
    ]

    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MustacheTests
        .appendingPathComponent("Spec")

    /// A spec file that is not there, cannot be decoded or holds no case.
    struct UnreadableFile: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "the Mustache specification's \(path) \(reason)" }
    }

    /// The cases of one spec file; throws when the file is missing, malformed or empty, so the tests that take
    /// their arguments from it fail.
    static func cases(_ file: String) throws -> [SpecCase] {
        let url = directory.appendingPathComponent("\(file).json")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw UnreadableFile(path: url.path, reason: "is missing")
        }
        struct SpecFile: Decodable { let tests: [SpecCase] }
        let decoded: SpecFile
        do {
            decoded = try JSONDecoder().decode(SpecFile.self, from: data)
        } catch {
            throw UnreadableFile(path: url.path, reason: "is not a spec file: \(error)")
        }
        guard !decoded.tests.isEmpty else { throw UnreadableFile(path: url.path, reason: "holds no test") }
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
