import Foundation
import ItinesharyCLI
import Testing

/// `new trip --unlisted` writes a trip that is built at an address no one can work out from its title, and `new
/// trip` refuses dates the content would refuse.
@Suite struct NewUnlistedTripTests {
    @Test func anUnlistedTripGetsARandomTokenAndBuildsAtItsAddress() async throws {
        let (root, content) = try await StartingASiteTests.newSite()
        var tokens: [String] = []
        for title in ["Honeymoon in Porto", "Honeymoon in Braga"] {
            let (status, capture) = await Capture.run([
                "new", "trip", title, "--start", "2027-06-01", "--end", "2027-06-02", "--unlisted", "--content",
                content,
            ])
            #expect(status == .success, "\(capture.err)")
            let slug = title.lowercased().replacing(" ", with: "-")
            let text = try StartingASiteTests.text(
                URL(fileURLWithPath: content).appendingPathComponent("trips/\(slug).md"))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                lines.prefix(5) == [
                    "---", "title: \(title)", "start: 2027-06-01", "end: 2027-06-02", "visibility: unlisted",
                ])
            let token = String(try #require(lines.dropFirst(5).first).dropFirst("token: ".count))
            #expect(lines[5].hasPrefix("token: "))
            #expect(token.count == 16 && token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
            tokens.append(token)
        }
        #expect(Set(tokens).count == 2)
        let output = root.appendingPathComponent("site")
        let (built, build) = await Capture.run(["build", "--offline", "--content", content, "--output", output.path])
        #expect(built == .success, "\(build.err)")
        let manager = FileManager.default
        #expect(
            manager.fileExists(
                atPath: output.appendingPathComponent("trips/honeymoon-in-porto-\(tokens[0])/index.html").path))
        #expect(!manager.fileExists(atPath: output.appendingPathComponent("trips/honeymoon-in-porto").path))
    }

    @Test func aTripOfMoreThanAYearIsRefusedAsTheContentWouldBe() async throws {
        let (_, content) = try await StartingASiteTests.newSite()
        let (status, capture) = await Capture.run([
            "new", "trip", "Forever", "--start", "2027-01-01", "--end", "2028-01-02", "--content", content,
        ])
        #expect(status == .usage)
        #expect(capture.err.contains("a trip of 367 days, longer than the limit of 366: check --start and --end"))
    }
}
