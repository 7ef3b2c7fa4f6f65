import Foundation
import Testing

@testable import ImageResizing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

private func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
}

/// The date and place a camera wrote, as libvips reads them from the image's header.
@Test(arguments: ["gps.jpg", "gps.png", "gps.webp"])
func probeReadsTheDateAndPlaceACameraWrote(file: String) throws {
    let metadata = try #require(try ImageResizer.probe(bytes(file)).metadata)
    #expect(metadata.date == PhotoMetadata.Day(year: 2027, month: 4, day: 9))
    // 38° 42′ 55.8″ N, 9° 8′ 2.5″ W.
    #expect(abs(try #require(metadata.latitude) - 38.71550) < 0.00001)
    #expect(abs(try #require(metadata.longitude) - -9.13403) < 0.00001)
}

@Test func anImageWithoutEXIFHasNoMetadata() throws {
    #expect(try ImageResizer.probe(bytes("landscape.jpg")).metadata == nil)
}

/// Values that are not a real date or place are left out, whatever else the image says.
@Test(
    arguments: [
        (
            ["exif-ifd2-DateTimeOriginal": "0000:00:00 00:00:00 (0000:00:00 00:00:00, ASCII, 20 components, 20 bytes)"],
            nil
        ),
        (["exif-ifd2-DateTimeOriginal": "2027:02:29 10:00:00 (…)"], nil),
        (["exif-ifd2-DateTimeOriginal": "2028:02:29 10:00:00 (…)"], PhotoMetadata.Day(year: 2028, month: 2, day: 29)),
        (["exif-ifd2-DateTimeOriginal": String(repeating: "2027:04:09 10:00:00 ", count: 20)], nil),
    ] as [([String: String], PhotoMetadata.Day?)])
func onlyARealDateIsTaken(fields: [String: String], date: PhotoMetadata.Day?) {
    #expect(PhotoMetadata.read { fields[$0] }?.date == date)
}

@Test(arguments: [
    ("38/1 42/1 279/5", "N", "9/1 8/1 5/2", "W", true),
    ("38/1 42/1 279/0", "N", "9/1 8/1 5/2", "W", false),  // no denominator
    ("38/1 75/1 279/5", "N", "9/1 8/1 5/2", "W", false),  // 75 minutes
    ("98/1 0/1 0/1", "N", "9/1 8/1 5/2", "W", false),  // beyond the pole
    ("38/1 42/1 279/5", "X", "9/1 8/1 5/2", "W", false),  // no hemisphere
    ("38/1 42/1", "N", "9/1 8/1 5/2", "W", false),
])
func onlyARealPlaceIsTaken(latitude: String, north: String, longitude: String, east: String, read: Bool) {
    let fields = [
        "exif-ifd3-GPSLatitude": latitude + " (…)", "exif-ifd3-GPSLatitudeRef": north + " (…)",
        "exif-ifd3-GPSLongitude": longitude + " (…)", "exif-ifd3-GPSLongitudeRef": east + " (…)",
    ]
    #expect((PhotoMetadata.read { fields[$0] } != nil) == read)
}
