import Enrichment
import Foundation
import Gazetteer
import SiteBuilder
import Testing

/// Paths and helpers shared by the build tests.
enum BuildFixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sampleContent = root.appendingPathComponent("Content")
    static let theme = root.appendingPathComponent("Templates")
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// 2026-11-21T00:00:00Z, the build's "today" in tests.
    static let now = Date(timeIntervalSince1970: 1_795_219_200)

    /// A fresh, empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("itineshary-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the sample content, as `Content/` in `folder`, to change.
    static func sampleCopy(in folder: URL) throws -> URL {
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: sampleContent, to: content)
        return content
    }

    /// Adds `publish_private_details: true` to the `site.yml` of `content`: its pages then show the trips'
    /// bookings, prices and budgets.
    static func publishPrivateDetails(of content: URL) throws {
        let url = content.appendingPathComponent("site.yml")
        let text = try String(contentsOf: url, encoding: .utf8)
        try (text + (text.hasSuffix("\n") ? "" : "\n") + "publish_private_details: true\n")
            .write(to: url, atomically: true, encoding: .utf8)
    }

    static func build(
        content: URL = sampleContent, templates: URL = theme, output: URL, drafts: Bool = false, offline: Bool = true,
        providers: ProviderBaseURLs? = nil, now: Date = now, skippingUnchanged: Bool = true
    ) async throws(BuildFailure) -> SiteBuild.Summary {
        var options = BuildOptions(
            contentDirectory: content, contentDisplayPath: content.lastPathComponent, templatesDirectory: templates,
            outputDirectory: output, includeDrafts: drafts, now: now, offline: offline, providerBaseURLs: providers)
        options.skipsUnchangedBuild = skippingUnchanged
        return try await SiteBuild(options: options, gazetteer: .shared).run()
    }

    /// The sample site as `build(output:)` makes it with the default options: its summary and every file, by
    /// relative path. Built once, on first use, for every test of this target that only reads it (the files are
    /// values, so no test can change them for another); a test that changes the content or the output, or
    /// builds with other options, builds its own.
    static func sample() async throws -> (summary: SiteBuild.Summary, files: [String: Data]) {
        try await sampleBuild.value
    }

    /// A page (or any text file) of ``sample()``, as UTF-8 text.
    static func samplePage(_ path: String) async throws -> String {
        let data = try #require(try await sample().files[path], "the sample site has no \(path)")
        return try #require(String(data: data, encoding: .utf8), "\(path) is not UTF-8")
    }

    private static let sampleBuild = Task { () async throws -> (summary: SiteBuild.Summary, files: [String: Data]) in
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        let summary = try await build(output: output)
        return (summary, try files(in: output))
    }

    /// Every file under `folder`, by relative path, with its bytes.
    static func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return result
    }
}
