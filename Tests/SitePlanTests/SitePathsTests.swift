import Testing

@testable import SitePlan

@Suite struct SitePathsTests {
    @Test func linksAreRelativeAndNameTheIndexFileSoTheyWorkFromFileURLs() {
        #expect(
            SitePaths.link(from: "trips/lisbon/index.html", toPage: "cities/pt/lisbon/")
                == "../../cities/pt/lisbon/index.html")
        #expect(SitePaths.link(from: "index.html", toPage: "") == "index.html")
        #expect(SitePaths.link(from: "cities/pt/lisbon/belem/index.html", toPage: "") == "../../../../index.html")
        #expect(SitePaths.relative(from: "404.html", to: "assets/site.css") == "assets/site.css")
    }

    @Test func lettersOfAnyScriptArePercentEncodedInURLs() {
        #expect(SitePaths.encode("cities/jp/東京/café-x/") == "cities/jp/%E6%9D%B1%E4%BA%AC/caf%C3%A9-x/")
    }
}
