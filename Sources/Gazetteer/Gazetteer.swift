import Foundation
import Synchronization
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
    let metropolitanAreaTable: LazyTable<MetropolitanAreaTable>
    /// Whether `loadInBackground()` has started the loading: a second call has nothing to do.
    private let loadingStarted = Atomic<Bool>(false)

    /// Creates a gazetteer that reads its tables from `source` when first needed.
    public init(source: GazetteerSource) {
        countryTable = LazyTable { CountryTable(source: source) }
        cityTable = LazyTable { CityTable(source: source) }
        airportTable = LazyTable { AirportTable(source: source) }
        metropolitanAreaTable = LazyTable { MetropolitanAreaTable(source: source) }
    }

    /// Creates a gazetteer that reads its data files from `dataDirectory` when first needed.
    public convenience init(dataDirectory: URL) {
        self.init(source: .directory(dataDirectory))
    }

    /// Starts loading the countries, cities and airports on another thread and returns at once: for a caller with
    /// other work to do first (such as listing the content folder), so the first look-up finds them ready, or
    /// waits only for what is left. A table is loaded once either way, and only the first call starts a thread.
    public func loadInBackground() {
        guard !loadingStarted.exchange(true, ordering: .relaxed) else { return }
        Task.detached(priority: .userInitiated) { [countryTable, cityTable, airportTable] in
            _ = countryTable.value
            _ = cityTable.value
            _ = airportTable.value
        }
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
