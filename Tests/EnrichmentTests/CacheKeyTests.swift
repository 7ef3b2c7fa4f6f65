import Testing

@testable import Enrichment

/// Cache keys name committed files: the quick way of making them for ASCII requests must give the very
/// names the general way gives.
@Suite struct CacheKeyTests {
    @Test func asciiRequestsGetTheKeysTheGeneralWayGives() {
        var requests = [
            "38.7139,-9.1334-2027-04-09", "-38.7139,9.1334-2027-04-09", "EUR-USD-2027-04-08", "en-Lisbon",
            "Rua Augusta 24-Lisbon-pt", "1.2.3", "a.1", "1,-2", "1,,-2", "--x--", ".5,-", "a,-1", "9.-1",
            "Z", "...", "",
        ]
        let alphabet = Array("aZ09.,- -/:'_(x")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...24, using: &generator)
            requests.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for request in requests {
            if let quick = CacheKey.asciiKey(request) {
                #expect(quick == CacheKey.scalarKey(request), "\(request)")
            }
            #expect(CacheKey.make(request) == CacheKey.scalarKey(request), "\(request)")
        }
        #expect(CacheKey.asciiKey("São Tomé") == nil)
        #expect(CacheKey.asciiKey(String(repeating: "a", count: 121)) == nil)
    }
}
