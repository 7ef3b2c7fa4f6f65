import Foundation
import Testing

@testable import ContentLoading

/// Records written out from many tasks at once read back as they were written, each at its own range.
@Suite struct SpillFileTests {
    @Test func recordsAddedAtOnceReadBackAsWritten() async throws {
        let spill = try #require(SpillFile())
        let records = (0..<200).map { index in
            (0..<(index * 37 % 500 + 1)).map { UInt8(truncatingIfNeeded: $0 &+ index) }
        }
        let ranges = await withTaskGroup(of: (Int, Range<Int>?).self) { group in
            for (index, record) in records.enumerated() {
                group.addTask { (index, record.withUnsafeBytes(spill.append)) }
            }
            var ranges = [Range<Int>?](repeating: nil, count: records.count)
            for await (index, range) in group { ranges[index] = range }
            return ranges
        }
        for (record, range) in zip(records, ranges) {
            let range = try #require(range)
            #expect(spill.read(range) { Array($0) } == record)
        }
        // No two records share a byte.
        let sorted = ranges.compactMap { $0 }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
        // Past the end of what was written, nothing is read.
        #expect(spill.read(sorted.last!.upperBound..<sorted.last!.upperBound + 10) { Array($0) } == nil)
    }

    @Test func aSpillFileLeavesNoNameBehindAndNeedsAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spill = try #require(SpillFile(in: folder.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect([UInt8]([1, 2, 3]).withUnsafeBytes(spill.append) == 0..<3)
        #expect(SpillFile(in: folder.appendingPathComponent("missing").path) == nil)
    }
}

/// A build's loader puts the bodies in a spill file, and gets the same site as one that holds them.
@Suite struct ShelvedBodiesTests {
    @Test func aSpillFileGivesBackTheTextsItWasGiven() throws {
        let spill = try #require(SpillFile())
        let texts = ["", "Grilled *carabineiros*.\n", "Café, 東京 and 🦐\r\n", String(repeating: "ab\n", count: 5000)]
        let ranges = texts.map { spill.put($0) }
        for (text, range) in zip(texts, ranges) {
            #expect(spill.text(at: try #require(range)) == text)
        }
    }

    @Test func aLoadThatShelvesItsBodiesGivesTheSameSite() async throws {
        let content = SampleSiteTests.content
        let held = try #require(try await ContentLoader(contentDirectory: content, displayPath: "Content").load().site)
        let shelved = try #require(
            try await ContentLoader(contentDirectory: content, displayPath: "Content", shelvesBodies: true).load().site)
        #expect(shelved.trips == held.trips)
        #expect(shelved.recommendations == held.recommendations)
        #expect(shelved.cityPages == held.cityPages)
        let bodies = shelved.trips.map(\.body) + shelved.recommendations.map(\.body) + shelved.cityPages.map(\.body)
        #expect(bodies.contains { $0.text?.isEmpty == false })
        #expect(bodies.allSatisfy { $0.isShelved == ($0.text?.isEmpty == false) })
        #expect(!held.trips.contains { $0.body.isShelved })
    }
}
