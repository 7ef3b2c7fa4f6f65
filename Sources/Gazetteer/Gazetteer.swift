import Foundation
import TravelModel

/// The countries, cities of 15,000 people or more and airports with an IATA code that ship with
/// itineshary, for validating content offline and for "did you mean" suggestions.
///
/// Each table is read from its data file on first use, once, and is immutable after that, so one
/// gazetteer can be shared by every thread.
public final class Gazetteer: Sendable {
    /// The gazetteer of the tables compiled into the executable.
    public static let shared = Gazetteer(source: .embedded)

    let countryTable: LazyTable<CountryTable>
    let cityTable: LazyTable<CityTable>
    let airportTable: LazyTable<AirportTable>

    /// Creates a gazetteer that reads its tables from `source` when first needed.
    public init(source: GazetteerSource) {
        countryTable = LazyTable { CountryTable(source: source) }
        cityTable = LazyTable { CityTable(source: source) }
        airportTable = LazyTable { AirportTable(source: source) }
    }

    /// Creates a gazetteer that reads its data files from `dataDirectory` when first needed.
    public convenience init(dataDirectory: URL) {
        self.init(source: .directory(dataDirectory))
    }

    /// Loads every table now rather than on first use.
    ///
    /// Look-ups on a table whose file cannot be read find nothing; this says why.
    /// - Throws: ``GazetteerError`` for the first data file that could not be read.
    public func preload() throws(GazetteerError) {
        if let error = countryTable.value.error { throw error }
        if let error = cityTable.value.error { throw error }
        if let error = airportTable.value.error { throw error }
    }
}
