import Testing
import TravelModel

@Suite struct LogisticsTests {
    @Test func distancesAreGreatCircles() {
        let lisbon = Coordinate(latitude: 38.7223, longitude: -9.1393)
        let porto = Coordinate(latitude: 41.1496, longitude: -8.6110)
        #expect((lisbon.kilometres(to: porto) * 10).rounded() / 10 == 273.6)
        #expect(lisbon.kilometres(to: lisbon) == 0)
    }

    @Test func nearPlacesAreWalkedFarOnesDrivenAndDistantOnesNotEstimated() throws {
        let castle = Coordinate(latitude: 38.7139, longitude: -9.1335)
        let walk = try #require(TravelEstimate(from: castle, to: Coordinate(latitude: 38.7206, longitude: -9.1357)))
        #expect(walk.mode == .walk)
        #expect(walk.minutes == 12)
        let drive = try #require(TravelEstimate(from: castle, to: Coordinate(latitude: 38.6916, longitude: -9.2160)))
        #expect(drive.mode == .drive)
        #expect(drive.minutes == 20)
        #expect(TravelEstimate(from: castle, to: castle)?.minutes == 1)
        #expect(TravelEstimate(from: castle, to: Coordinate(latitude: 41.1496, longitude: -8.6110)) == nil)
    }

    @Test(arguments: [
        ("+351 21 321 8100", "tel:+351213218100"), ("(212) 555-0100", "tel:2125550100"), ("112", "tel:112"),
    ])
    func phoneNumbersDialTheirDigits(text: String, uri: String) {
        #expect(PhoneNumber(parsing: text)?.uri == uri)
        #expect(PhoneNumber(parsing: text)?.text == text)
    }

    @Test(arguments: ["call the desk", "12", "351+21", "+351 21 321 8100 ext. 4", "1234567890123456789012"])
    func notPhoneNumbers(text: String) {
        #expect(PhoneNumber(parsing: text) == nil)
    }

    @Test func emailAddresses() {
        #expect(EmailAddress(parsing: "desk@example.org")?.uri == "mailto:desk@example.org")
        for text in [
            "desk", "desk@", "@example.org", "desk@example", "a b@example.org", "a@b@example.org",
            "desk@example.org?subject=x", "desk@exa..mple.org",
        ] {
            #expect(EmailAddress(parsing: text) == nil, "\(text)")
        }
    }
}
