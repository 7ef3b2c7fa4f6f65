import Testing

@testable import SiteServer

struct RequestPathTests {
    @Test(arguments: [
        ("/", "index.html"), ("/trips/lisbon/", "trips/lisbon/index.html"), ("/feed.xml", "feed.xml"),
        ("/cities/pt/lisboa%20velha/", "cities/pt/lisboa velha/index.html"), ("//cities//", "cities/index.html"),
        ("/caf%C3%A9/", "café/index.html"),
    ])
    func resolvesAPathToAFileOfTheSite(raw: String, file: String) {
        #expect(RequestPath(raw: raw) == .file(file))
    }

    @Test(arguments: [
        "", "x", "/..", "/../x", "/a/../b", "/%2e%2e/x", "/%2E%2e/", "/.", "/a/./b", "/a%00b", "/a\\b", "/a%5cb",
        "/%", "/%2", "/%zz", "/%ff", "/a%0ab",
    ])
    func refusesPathsThatCouldLeaveTheSite(raw: String) {
        #expect(RequestPath(raw: raw) == .badRequest)
    }
}
