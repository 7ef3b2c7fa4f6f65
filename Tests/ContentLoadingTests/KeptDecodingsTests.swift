import Foundation
import Testing
import TravelModel

@testable import ContentLoading

/// A load that reads files back from the store of an earlier load gives the very site a load that decodes
/// every file gives; a changed file is decoded again.
@Suite struct KeptDecodingsTests {
    /// Each file's identity as a build takes it: here, its size and modification time.
    static func identities(of content: URL) throws -> [String: UInt64] {
        var identities: [String: UInt64] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: content.path))
        while let relative = enumerator.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: content.path + "/" + relative)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identities[relative] = size &* 1_000_003 &+ UInt64(modified * 1_000_000)
        }
        return identities
    }

    static func load(_ content: URL, kept: KeptDecodings?) async throws -> Site {
        try #require(try await ContentLoader(contentDirectory: content, displayPath: "Content", kept: kept).load().site)
    }

    @Test func filesReadBackGiveTheSiteDecodingGives() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SampleSiteTests.content, to: content)
        let decoded = try await Self.load(content, kept: nil)
        let files = decoded.recommendations.count + decoded.trips.count

        let first = KeptDecodings(previous: nil, identities: try Self.identities(of: content), key: 1)
        #expect(try await Self.load(content, kept: first).recommendations == decoded.recommendations)
        #expect(first.reusedCount == 0)
        let store = try #require(first.updated())

        let second = KeptDecodings(previous: store, identities: try Self.identities(of: content), key: 1)
        let readBack = try await Self.load(content, kept: second)
        #expect(second.reusedCount == files)
        #expect(readBack.recommendations == decoded.recommendations)
        #expect(readBack.trips == decoded.trips)
        // Nothing changed: the store stays as it is.
        #expect(second.updated() == nil)

        // Another key (another executable, the folder named another way): nothing is read back.
        let otherKey = KeptDecodings(previous: store, identities: try Self.identities(of: content), key: 2)
        _ = try await Self.load(content, kept: otherKey)
        #expect(otherKey.reusedCount == 0)

        // One place renamed: that file alone is decoded again, and shows its new name.
        let place = content.appendingPathComponent("recommendations/lisbon/cervejaria-ramiro.md")
        let text = try String(contentsOf: place, encoding: .utf8)
        try text.replacingOccurrences(of: "name: Cervejaria Ramiro", with: "name: Ramiro").write(
            to: place, atomically: true, encoding: .utf8)
        let third = KeptDecodings(previous: store, identities: try Self.identities(of: content), key: 1)
        // Only that file is read from the disk (and asked of it ahead of time): the others are held.
        #expect(!third.holds("recommendations/lisbon/cervejaria-ramiro.md"))
        #expect(third.holds("recommendations/lisbon/pasteis-de-belem.md"))
        #expect(!otherKey.holds("recommendations/lisbon/pasteis-de-belem.md"))
        let edited = try await Self.load(content, kept: third)
        #expect(third.reusedCount == files - 1)
        #expect(edited.recommendations == (try await Self.load(content, kept: nil)).recommendations)
        #expect(edited.recommendations.contains { $0.name == "Ramiro" })
        let updated = try #require(third.updated())
        let fourth = KeptDecodings(previous: updated, identities: try Self.identities(of: content), key: 1)
        #expect(try await Self.load(content, kept: fourth).recommendations == edited.recommendations)
        #expect(fourth.reusedCount == files)
    }

    @Test func aStoreCutShortOrOfAnotherFormIsNotRead() async throws {
        let content = SampleSiteTests.content
        let identities = try Self.identities(of: content)
        let first = KeptDecodings(previous: nil, identities: identities, key: 1)
        _ = try await Self.load(content, kept: first)
        let store = try #require(first.updated())
        for damaged in [Array(store.prefix(store.count / 2)), Array(store.dropFirst()), Array(store + [0])] {
            let kept = KeptDecodings(previous: damaged, identities: identities, key: 1)
            _ = try await Self.load(content, kept: kept)
            #expect(kept.reusedCount == 0)
            // A new whole store is left for the next load.
            #expect(kept.updated() != nil)
        }
    }
}

extension KeptDecodings {
    /// The store to leave for the next build, whole; `nil` when it would be the store read.
    fileprivate func updated() -> [UInt8]? {
        guard needsWriting else { return nil }
        var bytes: [UInt8] = []
        return write { bytes.append(contentsOf: $0) } ? bytes : nil
    }
}
