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
