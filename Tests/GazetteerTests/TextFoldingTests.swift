import Gazetteer
import Testing

@Suite("Folding and edit distance")
struct TextFoldingTests {
    @Test(arguments: [
        ("São Paulo", "sao paulo"), ("Köln", "koln"), ("  LISBON ", "lisbon"), ("St. Petersburg", "st petersburg"),
        ("St Petersburg", "st petersburg"), ("Aix-en-Provence", "aix en provence"), ("N'Djamena", "ndjamena"),
        ("Straße", "strasse"), ("Tromsø", "tromso"), ("Łódź", "lodz"), ("リスボン", "リスボン"), ("Ελλάδα", "ελλαδα"),
        ("Hà Nội", "ha noi"),
    ])
    func folds(text: String, folded: String) {
        #expect(TextFolding.fold(text) == folded)
    }

    @Test(arguments: [
        ("", "", 0), ("lisbon", "lisbon", 0), ("lisbon", "lisbonn", 1), ("lisbon", "lisbn", 1), ("LSI", "LIS", 1),
        ("kitten", "sitting", 3), ("abc", "", 3), ("ca", "abc", 3),
    ])
    func distances(a: String, b: String, distance: Int) {
        #expect(EditDistance.distance(a, b) == distance)
        #expect(EditDistance.distance(b, a) == distance)
    }
}
