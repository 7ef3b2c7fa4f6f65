import Foundation
import TravelModel

@testable import Enrichment

/// libFuzzer target: any bytes as every kind of cache entry (weather, exchange rate, place, summary, image
/// sidecar) of a committed cache, looked up offline as a build does, and each value used as pages use it. A
/// corrupt entry is expected (a warning); a crash, a hang or a leak is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCache(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let date = LocalDate(year: 2027, month: 4, day: 9)
    let place = Coordinate(latitude: 38.7139, longitude: -9.1334)
    let weather = OpenMeteoWeather.Request(
        coordinate: place, timeZone: "Europe/Lisbon", date: date, placeName: "Lisbon")
    let rate = FrankfurterRates.Request(from: "EUR", to: "USD", on: date)
    let summary = WikipediaSummaries.Request(title: "Lisbon", language: "en")
    let address = NominatimGeocoder.Request(address: "Rua Augusta 1", cityName: "Lisbon", countryCode: "PT")
    let image = "https://example.org/photo.jpg"
    let entries = [
        "weather/\(OpenMeteoWeather().key(for: weather)).json", "rates/\(FrankfurterRates().key(for: rate)).json",
        "summaries/\(WikipediaSummaries().key(for: summary)).json",
        "geocoding/\(NominatimGeocoder().key(for: address)).json", "images/\(RemoteImages().key(for: image)).json",
    ]
    for entry in entries {
        let url = FuzzCacheFolder.url.appendingPathComponent(entry)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? bytes.write(to: url)
    }
    let enricher = Enricher(
        settings: EnrichmentSettings(
            cacheDirectory: FuzzCacheFolder.url, offline: true, refresh: false, contact: nil,
            now: Date(timeIntervalSince1970: 1_795_219_200), baseURLs: ProviderBaseURLs(), timeout: .seconds(1)))
    let done = DispatchSemaphore(value: 0)
    Task {
        if let day = await enricher.lookUp(weather, with: OpenMeteoWeather()).value {
            // As a trip page writes the day's weather.
            _ = (day.wholeDegrees, FixedDecimals.text(day.precipitation, places: 1), day.summary)
            if let averages = day.averages {
                precondition(averages.firstYear <= averages.lastYear && averages.wetYears <= averages.years)
                precondition(averages.years <= averages.lastYear - averages.firstYear + 1)
            }
        }
        if let value = await enricher.lookUp(rate, with: FrankfurterRates()).value {
            // As a budget is totalled and shown.
            _ = (value * 1_000_000).description
        }
        _ = await enricher.lookUp(summary, with: WikipediaSummaries()).value
        if let value = await enricher.lookUp(address, with: NominatimGeocoder()).value {
            precondition((-90...90).contains(value.latitude) && (-180...180).contains(value.longitude))
        }
        _ = await enricher.lookUp(image, with: RemoteImages()).value
        done.signal()
    }
    done.wait()
    return 0
}

/// One cache folder for the whole run, written over by each input.
enum FuzzCacheFolder {
    static let url: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "itineshary-fuzz-cache-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
}
