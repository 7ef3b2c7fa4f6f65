import ContentLoading
import Diagnostics
import Foundation

/// The fixture content folders beside these tests, loaded with short display paths.
enum FixtureSite {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func load(_ name: String) async throws -> LoadResult {
        try await ContentLoader(contentDirectory: directory.appendingPathComponent(name), displayPath: name).load()
    }

    /// The one-line form of each diagnostic of `file`, in order.
    static func lines(_ result: LoadResult, file: String) -> [String] {
        result.diagnostics.filter { $0.location?.file == file }.map(\.description)
    }
}
