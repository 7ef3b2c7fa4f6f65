import Foundation
import Gazetteer
import Testing

@Suite("Data files")
struct DataFileTests {
    @Test func bundledDataLoads() throws {
        try Gazetteer.shared.preload()
    }

    @Test func missingDirectoryFindsNothingAndSaysWhy() {
        let gazetteer = Gazetteer(dataDirectory: URL(fileURLWithPath: "/nonexistent-gazetteer-data"))
        #expect(gazetteer.country(code: "PT") == nil)
        #expect(gazetteer.city(named: "Lisbon", countryCode: "PT") == nil)
        #expect(gazetteer.airportSuggestions(for: "LIS").isEmpty)
        #expect(throws: GazetteerError.self) { try gazetteer.preload() }
    }

    @Test func concurrentFirstUseLoadsOnce() async {
        let gazetteer = Gazetteer(source: .embedded)
        let names = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<8 {
                group.addTask { gazetteer.city(named: "Lisboa", countryCode: "PT")?.name }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(names == Array(repeating: "Lisbon", count: 8))
    }
}
