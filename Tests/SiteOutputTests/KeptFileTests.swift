import Foundation
import Testing

@testable import SiteOutput

/// A file a build keeps for the next one is read back as it was written, or not at all.
@Suite struct KeptFileTests {
    private let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }

    private func keep(_ bytes: [UInt8], in site: URL) throws {
        let build = try OutputFolder.prepare(output: site, protecting: [])
        build.keep(as: "kept") { emit in
            bytes.withUnsafeBytes(emit)
            return true
        }
        try build.commit()
    }

    @Test func aKeptFileIsReadBackAsItWasWrittenAndReplacedWhole() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            #expect(OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == nil)
            try keep(bytes, in: site)
            #expect(OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == bytes)
            try keep([1, 2, 3], in: site)
            #expect(OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == [1, 2, 3])
            // Handed in pieces, small and large.
            let pieces: [[UInt8]] = [[4, 5], [UInt8](repeating: 7, count: 100_000), [6]]
            let build = try OutputFolder.prepare(output: site, protecting: [])
            build.keep(as: "kept") { emit in
                for piece in pieces { piece.withUnsafeBytes(emit) }
                return true
            }
            try build.commit()
            let whole = OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == pieces.flatMap { $0 }
            #expect(whole)
            // A file whose maker could not hand every piece is not kept: the one before it stays.
            let failing = try OutputFolder.prepare(output: site, protecting: [])
            failing.keep(as: "kept") { emit in
                [UInt8](repeating: 9, count: 10).withUnsafeBytes(emit)
                return false
            }
            try failing.commit()
            #expect(OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == pieces.flatMap { $0 })
            #expect(
                !FileManager.default.fileExists(atPath: base.appendingPathComponent(".site.itineshary/kept.new").path))
            // What a killed build left half written is replaced.
            try Data([1]).write(to: base.appendingPathComponent(".site.itineshary/kept.new"))
            try keep([6], in: site)
            #expect(OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == [6])
            // Kept beside the output, never in it.
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("kept").path))
            #expect(OutputFolder.keptFile("kept", of: site, limit: 2) == nil)
        }
    }

    @Test func aDamagedTruncatedOrLinkedKeptFileIsNotRead() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            try keep(bytes, in: site)
            let file = base.appendingPathComponent(".site.itineshary/kept")
            let stored = try Data(contentsOf: file)
            var flipped = stored
            flipped[5_000] ^= 0x20
            try flipped.write(to: file)
            #expect(OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == nil)
            try stored.prefix(stored.count - 1).write(to: file)
            #expect(OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == nil)
            try Data().write(to: file)
            #expect(OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == nil)
            // A link in its place is not followed, even to a file that would pass.
            let elsewhere = base.appendingPathComponent("elsewhere")
            try stored.write(to: elsewhere)
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
            #expect(OutputFolder.keptFile("kept", of: site, limit: 1 << 20) == nil)
        }
    }
}
