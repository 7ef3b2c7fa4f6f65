import Testing

@testable import SitePlan

/// Positions in a list found by key through a table that keeps no key of its own.
@Suite struct PositionTableTests {
    @Test func eachKeyIsFoundAtItsPosition() {
        let keys = ["lisbon", "porto", "", "évora", "faro"]
        let table = PositionTable(count: keys.count) { keys[$0] }
        for (position, key) in keys.enumerated() { #expect(table.position(of: key) { keys[$0] } == position) }
        #expect(table.position(of: "coimbra") { keys[$0] } == nil)
        #expect(table.position(of: "Lisbon") { keys[$0] } == nil)
    }

    @Test func aKeyGivenTwiceIsFoundAtItsFirstPosition() {
        let keys = ["a", "b", "a", "c", "b"]
        let table = PositionTable(count: keys.count) { keys[$0] }
        #expect(table.position(of: "a") { keys[$0] } == 0)
        #expect(table.position(of: "b") { keys[$0] } == 1)
        #expect(table.position(of: "c") { keys[$0] } == 3)
    }

    @Test func manyKeysAreAllFoundAndNoOtherIs() {
        let keys = (0..<50_000).map { "recommendation-\($0)" }
        let table = PositionTable(count: keys.count) { keys[$0] }
        #expect(keys.indices.allSatisfy { table.position(of: keys[$0]) { keys[$0] } == $0 })
        #expect((50_000..<60_000).allSatisfy { table.position(of: "recommendation-\($0)") { keys[$0] } == nil })
    }

    @Test func anEmptyListFindsNothing() {
        let keys: [String] = []
        let table = PositionTable(count: 0) { keys[$0] }
        #expect(table.position(of: "lisbon") { keys[$0] } == nil)
    }
}
