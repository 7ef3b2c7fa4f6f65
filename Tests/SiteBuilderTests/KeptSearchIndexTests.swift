import Foundation
import SiteOutput
import Testing

@testable import SiteBuilder
@testable import SiteSearch

/// The search index a build keeps for the next one is read back only when it was made from the very same
/// entries, and only whole.
struct KeptSearchIndexTests {
    private static let entries = (0..<60).map { number in
        SearchEntry(
            title: ["Museum \(number)", "Café Lírio \(number)", "東京 \(number)"][number % 3],
            kind: SearchEntry.Kind(rawValue: number % 3)!, folder: "cities/pt/place-\(number)/",
            text: "Text \(number)", keywords: "tag\(number % 4) rua", body: "Notes of place \(number).")
    }

    private static func same(_ one: SearchIndex, _ other: SearchIndex) -> Bool {
        one.shards.map(\.name) == other.shards.map(\.name) && one.shards.map(\.bytes) == other.shards.map(\.bytes)
            && one.dictionary == other.dictionary && one.split == other.split
    }

    @Test func theKeptIndexReadsBackAsItWasMade() throws {
        let index = SearchIndex(entries: Self.entries)
        // Eight entries shards of 8 entries (the last of 4), one postings shard and the dictionary.
        #expect(index.shards.count == 10 && index.dictionary == [""])
        let digest = SearchIndex.digest(of: Self.entries, store: 1, executable: 1)
        let kept = Array(try #require(index.kept(digest: digest)))
        let read = try #require(SearchIndex(kept: kept, entryCount: Self.entries.count, digest: digest))
        #expect(Self.same(read, index))
        #expect(read.entryCount == Self.entries.count)
    }

    @Test func anIndexKeptForOtherEntriesOrCutShortIsNotRead() throws {
        let index = SearchIndex(entries: Self.entries)
        let digest = SearchIndex.digest(of: Self.entries, store: 1, executable: 1)
        let kept = Array(try #require(index.kept(digest: digest)))
        #expect(SearchIndex(kept: kept, entryCount: Self.entries.count, digest: digest &+ 1) == nil)
        for length in 0..<kept.count {
            #expect(
                SearchIndex(kept: Array(kept.prefix(length)), entryCount: Self.entries.count, digest: digest) == nil)
        }
        #expect(SearchIndex(kept: kept + [0], entryCount: Self.entries.count, digest: digest) == nil)
    }

    /// Every field of every entry, their order and the store go into the digest the kept index is
    /// known by.
    @Test func theDigestChangesWithAnyFieldOfAnyEntry() {
        let entries = Array(Self.entries.prefix(5))
        let digest = SearchIndex.digest(of: entries, store: 1, executable: 1)
        func changed(_ change: (SearchEntry) -> SearchEntry) -> UInt64 {
            var copy = entries
            copy[3] = change(copy[3])
            return SearchIndex.digest(of: copy, store: 1, executable: 1)
        }
        let others = [
            changed {
                SearchEntry(
                    title: $0.title + " ", kind: $0.kind, folder: $0.folder, text: $0.text, keywords: $0.keywords,
                    body: $0.body)
            },
            changed {
                SearchEntry(
                    title: $0.title, kind: $0.kind == .trip ? .city : .trip, folder: $0.folder, text: $0.text,
                    keywords: $0.keywords, body: $0.body)
            },
            changed {
                SearchEntry(
                    title: $0.title, kind: $0.kind, folder: $0.folder + "x", text: $0.text, keywords: $0.keywords,
                    body: $0.body)
            },
            changed {
                SearchEntry(
                    title: $0.title, kind: $0.kind, folder: $0.folder, text: "", keywords: $0.keywords, body: $0.body)
            },
            changed {
                SearchEntry(
                    title: $0.title, kind: $0.kind, folder: $0.folder, text: $0.text, keywords: $0.keywords + "a",
                    body: $0.body)
            },
            changed {
                SearchEntry(
                    title: $0.title, kind: $0.kind, folder: $0.folder, text: $0.text, keywords: $0.keywords,
                    body: $0.body + "a")
            },
            // A text's end moved into the next field.
            changed {
                SearchEntry(
                    title: $0.title, kind: $0.kind, folder: $0.folder, text: "Text", keywords: " 3" + $0.keywords,
                    body: $0.body)
            },
            SearchIndex.digest(of: entries.reversed(), store: 1, executable: 1),
            SearchIndex.digest(of: entries.dropLast(), store: 1, executable: 1),
            SearchIndex.digest(of: entries, store: 2, executable: 1),
            // Another build of itineshary.
            SearchIndex.digest(of: entries, store: 1, executable: 2),
        ]
        #expect(Set(others + [digest]).count == others.count + 1)
    }

    /// The kept index is published as it is: one copied into the store from elsewhere, made from the very same
    /// entries, is not read, and the build makes its own.
    @Test func anIndexKeptByAnotherOutputIsNotRead() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let one = folder.appendingPathComponent("one/site")
        let other = folder.appendingPathComponent("other/site")
        _ = try await BuildFixture.build(content: content, output: one, skippingUnchanged: false)
        _ = try await BuildFixture.build(content: content, output: other, skippingUnchanged: false)
        #expect(
            try await BuildFixture.build(content: content, output: other, skippingUnchanged: false).searchIndex.reused)
        let kept = "/.site.itineshary/" + SearchIndex.keptFileName
        let planted = folder.appendingPathComponent("other" + kept)
        try FileManager.default.removeItem(at: planted)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("one" + kept), to: planted)
        #expect(
            try await BuildFixture.build(content: content, output: other, skippingUnchanged: false).searchIndex.reused
                == false)
    }

    /// A build takes back the index the build before it kept when its entries are the same, makes it anew when
    /// they are not, and gives the bytes of a fresh build either way; a damaged kept index is made anew.
    @Test func aBuildReadsTheIndexBackOnlyWhenItsEntriesAreUnchanged() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let site = folder.appendingPathComponent("site")
        #expect(
            try await BuildFixture.build(content: content, output: site, skippingUnchanged: false).searchIndex.reused
                == false)
        let again = try await BuildFixture.build(content: content, output: site, skippingUnchanged: false)
        #expect(again.searchIndex.reused && again.searchIndex.entries > 30)

        let kept = folder.appendingPathComponent(".site.itineshary/" + SearchIndex.keptFileName)
        var bytes = try Data(contentsOf: kept)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: kept)
        #expect(
            try await BuildFixture.build(content: content, output: site, skippingUnchanged: false).searchIndex.reused
                == false)
        #expect(
            try await BuildFixture.build(content: content, output: site, skippingUnchanged: false).searchIndex.reused)

        let file = content.appendingPathComponent("recommendations/lisbon/cervejaria-ramiro.md")
        try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "name: Cervejaria Ramiro", with: "name: Cervejaria Ramiro, Intendente")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(
            try await BuildFixture.build(content: content, output: site, skippingUnchanged: false).searchIndex.reused
                == false)
        let fresh = folder.appendingPathComponent("fresh")
        _ = try await BuildFixture.build(content: content, output: fresh)
        let built = try BuildFixture.files(in: site)
        let expected = try BuildFixture.files(in: fresh)
        #expect(built.keys.sorted() == expected.keys.sorted())
        #expect(expected.keys.sorted().filter { built[$0] != expected[$0] } == [])
        #expect(
            built["search/shards/w/_.js"].map { String(decoding: $0, as: UTF8.self).contains("intendente") } == true)
    }
}
