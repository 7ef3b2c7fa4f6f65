import Foundation
import TravelModel

/// The airports with an IATA code, indexed by code.
final class AirportTable: Sendable {
    /// Every airport, in code order.
    let airports: [Airport]
    /// The population of the city each airport serves (0 when unknown), parallel to `airports`;
    /// suggestions rank bigger places first.
    let cityPopulations: [Int]
    /// Whether each airport has scheduled passenger service, parallel to `airports`; an airport the data
    /// says nothing about has none.
    let scheduled: [Bool]
    /// Row by upper-case IATA code.
    let byCode: [String: Int]
    /// Why the file could not be read, if it could not.
    let error: GazetteerError?

    /// Reads `airports.tsv` from `source`.
    init(source: GazetteerSource) {
        var airports: [Airport] = []
        var populations: [Int] = []
        var scheduled: [Bool] = []
        var loadError: GazetteerError?
        do {
            let file = TabSeparatedFile(bytes: try source.bytes(of: "airports.tsv"))
            airports.reserveCapacity(8_192)
            file.forEachRow { row in
                airports.append(
                    Airport(
                        iata: row.string(0), icao: row.string(1), name: row.string(2), city: row.string(3),
                        countryCode: row.string(4),
                        coordinate: Coordinate(latitude: row.double(5), longitude: row.double(6)),
                        timeZone: row.string(7)))
                populations.append(row.int(8))
                scheduled.append(row.int(9) == 1)
            }
        } catch {
            loadError = error
        }
        var byCode: [String: Int] = [:]
        byCode.reserveCapacity(airports.count)
        for (row, airport) in airports.enumerated() { byCode[airport.iata] = row }
        self.airports = airports
        self.cityPopulations = populations
        self.scheduled = scheduled
        self.byCode = byCode
        self.error = loadError
    }
}
