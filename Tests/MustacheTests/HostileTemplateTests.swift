import Foundation
import Mustache
import Testing

/// A theme is someone else's: however deep its sections nest, compiling it ends with an error at a place,
/// never a crash.
struct HostileTemplateTests {
    @Test(arguments: [101, 5_000, 10_000])
    func deeplyNestedSectionsAreAnError(depth: Int) {
        let source = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        let error = #expect(throws: TemplateError.self) { try TemplateLibrary(sources: ["t": source]) }
        #expect(error?.kind == .syntax)
        #expect(error?.message == "sections, parents and blocks nest more than 100 deep")
        #expect(error?.line == 1)
        #expect(error?.column == 601)
        // The 1,213-character line or longer is quoted from 40 characters before the culprit, 120 wide.
        let shown = "…" + String(Array(source)[560..<680]) + "…"
        let lines = error?.description.split(separator: "\n") ?? []
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first == "    1 | \(shown)"[...])
        #expect(lines.last == "      | \(String(repeating: " ", count: 41))^"[...])
    }

    @Test func nestingAtTheLimitCompiles() throws {
        let source = String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
        let library = try TemplateLibrary(sources: ["t": source])
        #expect(try library.render("t", .null).isEmpty)
    }
}

/// A theme folder is someone else's: a link in it is refused, never read.
struct HostileThemeFolderTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)/Theme")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try "<p>{{v}}</p>".write(to: url.appendingPathComponent("page.mustache"), atomically: true, encoding: .utf8)
        return url
    }

    @Test(arguments: ["/proc/self/environ", "/etc/passwd", "/"])
    func aLinkInTheThemeIsRefused(target: String) throws {
        let folder = try Self.folder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("env.mustache").path, withDestinationPath: target)
        let error = #expect(throws: TemplateError.self) { try TemplateLibrary(directory: folder) }
        #expect(
            error?.description
                == "Theme/env.mustache: error: is a symbolic link; a theme is read only from regular files inside its folder"
        )
    }

    @Test func aFolderOfRegularFilesLoads() throws {
        let library = try TemplateLibrary(directory: try Self.folder())
        #expect(try library.render("page", .dictionary(["v": "x"])) == "<p>x</p>")
    }
}
