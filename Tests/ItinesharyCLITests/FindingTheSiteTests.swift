import Foundation
import Testing

@testable import ItinesharyCLI

/// Run anywhere inside a site, a command finds it as git finds a repository: the nearest folder above that is a
/// content folder or holds one, written relative to where the command runs; `build` writes beside it.
@Suite struct FindingTheSiteTests {
    @Test func theContentFolderIsFoundFromAnywhereInsideTheSite() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("finding-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for folder in ["Content/trips", "Content/recommendations/pt/lisbon", "notes/drafts"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "title: Found\n".write(
            to: root.appendingPathComponent("Content/site.yml"), atomically: true, encoding: .utf8)
        let cases: [(String, String?, String?)] = [
            ("", "Content", nil),
            ("Content", ".", ".."),
            ("Content/trips", "..", "../.."),
            ("Content/recommendations/pt/lisbon", "../../..", "../../../.."),
            ("notes/drafts", "../../Content", "../.."),
        ]
        for (folder, content, site) in cases {
            let found = ContentOptions.found(from: root.appendingPathComponent(folder).path)
            #expect(found == content, "from \(folder)")
            #expect(found.flatMap(ContentOptions.siteRoot(of:)) == site, "from \(folder)")
        }
        // Outside any site, nothing is found, and the command says there is no site here.
        let outside = manager.temporaryDirectory.appendingPathComponent("no-site-\(UUID().uuidString)")
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: outside) }
        #expect(ContentOptions.found(from: outside.path) == nil)
    }
}
