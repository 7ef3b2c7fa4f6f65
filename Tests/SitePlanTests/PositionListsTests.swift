import Testing

@testable import SitePlan

/// Lists of positions held in one array: each key's positions, in the order given; a key with none has an
/// empty list.
@Suite struct PositionListsTests {
    @Test func eachKeyHasItsPositionsInTheOrderGiven() {
        let lists = PositionLists([(2, 10), (0, 11), (2, 12), (3, 13), (0, 14), (2, 15)], count: 5)
        #expect(Array(lists[0]) == [11, 14])
        #expect(Array(lists[1]) == [])
        #expect(Array(lists[2]) == [10, 12, 15])
        #expect(Array(lists[3]) == [13])
        #expect(Array(lists[4]) == [])
    }

    @Test func noPairsGiveEmptyLists() {
        let lists = PositionLists([], count: 3)
        #expect((0..<3).allSatisfy { lists[$0].isEmpty })
    }
}
