import Foundation
import Testing

/// The official Mustache specification, every case run as data.
@Suite(.enabled(if: SpecSuite.isAvailable, "the Mustache specification is not in ../shared/mustache-spec"))
struct SpecTests {
    @Test(arguments: SpecSuite.cases("comments"))
    func comments(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: SpecSuite.cases("delimiters"))
    func delimiters(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: SpecSuite.cases("interpolation"))
    func interpolation(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: SpecSuite.cases("inverted"))
    func inverted(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: SpecSuite.cases("partials"))
    func partials(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: SpecSuite.cases("sections"))
    func sections(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: SpecSuite.cases("~inheritance"))
    func inheritance(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: SpecSuite.cases("~dynamic-names"))
    func dynamicNames(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test("every spec file is either run or skipped with a reason")
    func everyFileIsAccountedFor() throws {
        let run: Set = [
            "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~inheritance",
            "~dynamic-names",
        ]
        let files = try FileManager.default.contentsOfDirectory(atPath: SpecSuite.directory.path)
            .filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }
        for file in files {
            #expect(
                run.contains(file) || SpecSuite.skipped[file] != nil, "spec file \(file) is neither run nor skipped")
        }
        for (file, reason) in SpecSuite.skipped.sorted(by: { $0.key < $1.key }) {
            print("Skipping spec file \(file): \(reason)")
        }
        #expect(run.allSatisfy { !SpecSuite.cases($0).isEmpty })
    }
}
