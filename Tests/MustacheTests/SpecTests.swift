import Foundation
import Testing

/// The official Mustache specification, every case run as data. The files are in Spec/; a missing one fails the
/// test that reads it.
struct SpecTests {
    @Test(arguments: try SpecSuite.cases("comments"))
    func comments(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: try SpecSuite.cases("delimiters"))
    func delimiters(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: try SpecSuite.cases("interpolation"))
    func interpolation(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: try SpecSuite.cases("inverted"))
    func inverted(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: try SpecSuite.cases("partials"))
    func partials(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: try SpecSuite.cases("sections"))
    func sections(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: try SpecSuite.cases("~inheritance"))
    func inheritance(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test(arguments: try SpecSuite.cases("~dynamic-names"))
    func dynamicNames(_ test: SpecCase) throws { #expect(try SpecSuite.render(test) == test.expected) }

    @Test("every spec file is either run or skipped with a reason, and every file run is there")
    func everyFileIsAccountedFor() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SpecSuite.directory.path)
            .filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }
        for file in files {
            #expect(
                SpecSuite.run.contains(file) || SpecSuite.skipped[file] != nil,
                "spec file \(file) is neither run nor skipped")
        }
        for file in SpecSuite.run.sorted() {
            #expect(files.contains(file), "spec file \(file).json is missing from \(SpecSuite.directory.path)")
        }
        for (file, reason) in SpecSuite.skipped.sorted(by: { $0.key < $1.key }) {
            print("Skipping spec file \(file): \(reason)")
        }
    }
}
