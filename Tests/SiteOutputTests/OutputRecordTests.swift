import Testing

@testable import SiteOutput

/// The record of a build's files: each path claimed once, found again by its path, with the folders on the way to
/// it, through tables that grow far past their first size.
@Suite struct OutputRecordTests {
    static func claim(_ path: String, in record: inout OutputRecord) throws -> Bool {
        record.claim(path, segments: try OutputPath.segments(of: path))
    }

    @Test func aClaimedPathIsFoundWithTheFoldersOnTheWayToIt() throws {
        var record = OutputRecord()
        #expect(try Self.claim("trips/lisbon/index.html", in: &record))
        #expect(record.state(of: "trips/lisbon/index.html") == .claimed)
        #expect(record.isClaimed("trips/lisbon/index.html"))
        #expect(!record.isClaimed("trips/lisbon"))
        #expect(record.isFolder("trips") && record.isFolder("trips/lisbon"))
        #expect(!record.isFolder("trips/lisbon/index.html") && !record.isFolder("trip") && !record.isFolder("trips/l"))
        #expect(record.entry(for: "trips/lisbon/index.html") == nil)
        // A second file in the same folder finds the folder there.
        #expect(try !Self.claim("trips/lisbon/trip.ics", in: &record))
        #expect(try Self.claim("trips/porto/index.html", in: &record))
        #expect(try !Self.claim("index.html", in: &record))
    }

    @Test func aPlacedFileHasItsEntryAndAReleasedOneMayBeClaimedAgain() throws {
        var record = OutputRecord()
        let entry = ManifestTests.entry(7)
        _ = try Self.claim("a/index.html", in: &record)
        record.place("a/index.html", entry)
        #expect(record.entry(for: "a/index.html") == entry)
        #expect(record.state(of: "a/index.html") == .placed)
        _ = try Self.claim("b.txt", in: &record)
        record.release("b.txt")
        #expect(record.state(of: "b.txt") == .released)
        #expect(!record.isClaimed("b.txt"))
        _ = try Self.claim("b.txt", in: &record)
        #expect(record.isClaimed("b.txt"))
        let placed = record.placedByPath
        #expect(placed.count == 1)
        #expect(Array(placed.files.map(\.path)) == ["a/index.html"])
    }

    @Test func fortyThousandPathsAreFound() throws {
        var record = OutputRecord()
        let count = 40_000
        for index in 0..<count {
            let path = "recommendations/place-\(index % 97)/spot-\(index)/index.html"
            // Its own folder is new each time.
            #expect(record.claim(path, segments: try OutputPath.segments(of: path)))
            if index % 2 == 0 { record.place(path, ManifestTests.entry(index)) }
        }
        for index in stride(from: 0, to: count, by: 7) {
            let path = "recommendations/place-\(index % 97)/spot-\(index)/index.html"
            #expect(record.isClaimed(path[...]))
            #expect(record.entry(for: path) == (index % 2 == 0 ? ManifestTests.entry(index) : nil))
            #expect(record.isFolder("recommendations/place-\(index % 97)/spot-\(index)"))
        }
        #expect(!record.isClaimed("recommendations/place-1/spot-40000/index.html"))
        #expect(!record.isFolder("recommendations/place-97"))
        let placed = record.placedByPath
        #expect(placed.count == count / 2)
        let paths = Array(placed.files.map(\.path))
        #expect(paths == paths.sorted())
    }
}
