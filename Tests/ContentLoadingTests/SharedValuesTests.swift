import Testing

@testable import ContentLoading

/// Values made again and again, such as a recommendation's list of features, are held once.
@Suite struct SharedValuesTests {
    @Test func anEqualValueMadeAgainIsTheOneHeld() {
        let values = SharedValues<[String]>()
        let first = values.shared(["lunch", "view"])
        let again = values.shared(["lunch"] + ["view"])
        let other = values.shared(["view", "lunch"])
        #expect(again == ["lunch", "view"])
        #expect(other == ["view", "lunch"])
        first.withUnsafeBufferPointer { held in
            again.withUnsafeBufferPointer { #expect($0.baseAddress == held.baseAddress) }
            other.withUnsafeBufferPointer { #expect($0.baseAddress != held.baseAddress) }
        }
    }

    @Test func recommendationsListingTheSameFeaturesShareOneList() async throws {
        let loader = ContentLoader(contentDirectory: SampleSiteTests.content, displayPath: "Content")
        let site = try #require(try await loader.load().site)
        // The sample site has eight recommendations for sights alone.
        let group = site.recommendations.filter { $0.features == ["sight"] }
        #expect(group.count == 8)
        let addresses = group.map { $0.features.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(Set(addresses).count == 1)
    }
}
