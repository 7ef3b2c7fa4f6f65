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
}
