import Foundation
import Testing

/// docs/architecture.md tells a newcomer which files to touch; a file it names that moved or went away would
/// send them looking for nothing. Every source file and folder it names must be where it says.
@Suite struct ArchitectureDocumentTests {
    static let document = BuildFixture.root.appendingPathComponent("docs/architecture.md")

    /// The repository's folders a path in the document may start with.
    static let folders = ["Sources/", "Tests/", "Tools/", "Fuzz/", "Scripts/", "Templates/", "docs/", "Benchmarks/"]

    /// Every name between backticks that is a path in the repository or a Swift file.
    static func namedFiles() throws -> [String] {
        let text = try String(contentsOf: document, encoding: .utf8)
        return text.matches(of: /`([^`\s]+)`/).map { String($0.1) }.filter { name in
            (folders.contains { name.hasPrefix($0) } || name.hasSuffix(".swift")) && !name.contains("<")
        }
    }

    /// Every Swift file of the package, by name.
    static func swiftFiles() -> Set<String> {
        var names: Set<String> = []
        for folder in ["Sources", "Tests", "Tools", "Fuzz"] {
            let root = BuildFixture.root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)
            while let path = files?.nextObject() as? String {
                if path.hasSuffix(".swift") { names.insert((path as NSString).lastPathComponent) }
            }
        }
        return names
    }

    /// The README is for users: what it is, the two commands, install, everyday use, where to read more.
    @Test func theREADMEStaysShort() throws {
        let readme = try String(contentsOf: BuildFixture.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 151)
    }

    /// Modules of the system and the toolchain, which the table of targets leaves out.
    static let systemModules: Set<String> = [
        "Foundation", "FoundationEssentials", "Synchronization", "Dispatch", "Glibc",
    ]

    /// The table of targets: each target's name and the modules its row says it imports, in the document's order.
    static func targetTable() throws -> [(target: String, imports: Set<String>)] {
        let text = try String(contentsOf: document, encoding: .utf8)
        let start = try #require(text.firstRange(of: "\n## Targets\n")).upperBound
        let section = text[start...]
        let end = section.firstRange(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].matches(of: /(?m)^\| `(\w+)`[^|\n]*\|[^\n]*\| ([^|\n]*) \|$/).map { row in
            let imports =
                row.2 == "—" ? [] : row.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return (String(row.1), Set(imports))
        }
    }

    /// The modules the Swift files of `Sources/<target>/` import, the system's left out.
    static func imports(of target: String) -> Set<String> {
        var modules: Set<String> = []
        for file in sources[target] ?? [] {
            for line in file.text.matches(of: /(?m)^(?:@\w+ )*(?:public |package |internal )?import (?:\w+ )?(\w+)/) {
                modules.insert(String(line.1))
            }
        }
        return modules.subtracting(systemModules)
    }

    /// The table of targets says what each target imports, as its files do, lists every target of `Sources/`,
    /// and each imports only targets above it in the table (or another package's modules).
    @Test func theTableOfTargetsIsWhatTheirFilesImport() throws {
        let table = try Self.targetTable()
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: BuildFixture.root.appendingPathComponent("Sources").path)
        #expect(Set(table.map(\.target)) == Set(sources.filter { !$0.hasPrefix(".") }))
        var above: Set<String> = []
        for row in table {
            let imported = Self.imports(of: row.target)
            #expect(
                row.imports == imported,
                "docs/architecture.md says \(row.target) imports \(row.imports.sorted()); its files import \(imported.sorted())"
            )
            let later = imported.filter { module in table.contains { $0.target == module } && !above.contains(module) }
            #expect(later.isEmpty, "\(row.target) imports \(later.sorted()), below it in the table")
            above.insert(row.target)
        }
    }

    @Test func everyFileItNamesIsThere() throws {
        let named = try Self.namedFiles()
        #expect(named.count > 20)
        let swiftFiles = Self.swiftFiles()
        for name in named {
            if name.contains("/") {
                let path = name.hasSuffix("/") ? String(name.dropLast()) : name
                #expect(
                    FileManager.default.fileExists(atPath: BuildFixture.root.appendingPathComponent(path).path),
                    "docs/architecture.md names \(name), which is not in the repository")
            } else {
                #expect(swiftFiles.contains(name), "docs/architecture.md names \(name), which no folder holds")
            }
        }
    }

    /// The Swift files of `Sources/`, by target: each file's path and text, read once for every test.
    static let sources = sourceFiles()

    static func sourceFiles() -> [String: [(path: String, text: String)]] {
        let root = BuildFixture.root.appendingPathComponent("Sources")
        var files: [String: [(path: String, text: String)]] = [:]
        let walk = FileManager.default.enumerator(atPath: root.path)
        while let path = walk?.nextObject() as? String {
            guard path.hasSuffix(".swift"),
                let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            else { continue }
            let target = String(path.prefix { $0 != "/" })
            files[target, default: []].append(("Sources/" + path, text))
        }
        return files
    }

    /// A name says what a type is only while no other type has it: two `CityPage`s (the content file and the
    /// view) sent readers to the wrong one. Every type declared at the top of a file of `Sources/` has a name of
    /// its own.
    @Test func noTwoTypesShareAName() {
        var declared: [String: [String]] = [:]
        for (_, files) in Self.sources {
            for file in files {
                let declaration =
                    /(?m)^(?:public |package |internal |fileprivate |private )?(?:final )?(?:struct|enum|class|actor|protocol) (\w+)/
                for match in file.text.matches(of: declaration) {
                    declared[String(match.1), default: []].append(file.path)
                }
            }
        }
        let shared = declared.filter { $0.value.count > 1 }
        #expect(shared.isEmpty, "types of one name: \(shared.sorted { $0.key < $1.key })")
    }

    /// A target is small enough to hold in mind: none holds more than 15% of the lines of `Sources/`.
    @Test func noTargetHoldsOverFifteenPercentOfTheSources() {
        let lines = Self.sources.mapValues { files in
            files.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
        }
        let total = lines.values.reduce(0, +)
        #expect(total > 10_000)
        for (target, count) in lines.sorted(by: { $0.key < $1.key }) {
            #expect(
                count * 100 <= total * 15,
                "Sources/\(target) holds \(count) of \(total) lines (\(count * 100 / total)%): split it into targets with one job each"
            )
        }
    }

    /// The "To add something" table's counts are what doing it takes: each row with a count names the patch of
    /// `Tests/Extending/` that does it (`Scripts/check-extending.sh` applies and builds them), which touches as many
    /// files, and every patch there is named by a row.
    @Test func theCountsOfFilesToAddSomethingAreThePatches() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let start = try #require(text.firstRange(of: "\n## To add something\n")).upperBound
        let rows = text[start...].matches(of: /(?m)^\| ([^|\n]+) \| (\d+) \| ([^\n]*) \|$/)
        var named: Set<String> = []
        for row in rows {
            let patch = try #require(
                row.3.firstMatch(of: /`(Tests\/Extending\/[\w-]+\.patch)`/), "'\(row.1)' names no patch")
            named.insert(String(patch.1))
            let diff = try String(
                contentsOf: BuildFixture.root.appendingPathComponent(String(patch.1)), encoding: .utf8)
            let files = diff.split(separator: "\n").filter { $0.hasPrefix("diff --git ") }.count
            #expect(
                files == Int(row.2),
                "docs/architecture.md: '\(row.1)' touches \(row.2) files; \(patch.1) touches \(files)")
        }
        let patches = try FileManager.default.contentsOfDirectory(
            atPath: BuildFixture.root.appendingPathComponent("Tests/Extending").path
        ).filter { $0.hasSuffix(".patch") }.map { "Tests/Extending/" + $0 }
        #expect(Set(patches) == named)
    }
}
