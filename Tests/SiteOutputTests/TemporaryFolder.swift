import Foundation

/// A fresh folder for each test, with a space and a non-ASCII letter in its path so that every test also
/// checks that such paths work.
enum TemporaryFolder {
    /// Runs `body` with a new empty folder, then removes the folder.
    static func with<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("itineshary output tëst \(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder.resolvingSymlinksInPath())
    }

    /// Runs the async `body` with a new empty folder, then removes the folder.
    static func withAsync<T>(_ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("itineshary output tëst \(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder.resolvingSymlinksInPath())
    }
}
