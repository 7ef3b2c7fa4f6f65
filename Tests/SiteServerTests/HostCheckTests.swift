import Foundation
import Testing

@testable import SiteServer

/// DNS rebinding: a page of another site whose name resolves to 127.0.0.1 sends its own name in `Host`;
/// `serve` must not answer it with private trips or the build's errors.
@Suite struct HostCheckTests {
    static let secretTrip = "trips/secret/"

    static func request(_ target: String, host: String, origin: String? = nil) -> [UInt8] {
        var text = "GET \(target) HTTP/1.1\r\nHost: \(host)\r\n"
        if let origin { text += "Origin: \(origin)\r\n" }
        return Array((text + "Connection: close\r\n\r\n").utf8)
    }

    @Test func aRequestNamingAnotherHostIsRefusedPagesAndEventsAlike() async throws {
        let site = try await ServeFixture.sharedWithPrivateAndDraftTrips()
        let attacker = "rebind.attacker.example"
        for target in ["/" + Self.secretTrip, "/trips/someday/", "/_itineshary/events?page=index.html&digest=0"] {
            for host in [attacker, "\(attacker):\(site.port)"] {
                let response = try await RawHTTP.exchange(
                    Self.request(target, host: host, origin: "http://\(attacker):\(site.port)"), port: site.port)
                #expect(response.status == 421, "\(target) with Host \(host)")
                #expect(
                    response.text
                        == "misdirected request: this server answers to localhost and its own address, not to the name in Host\n"
                )
                #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
                #expect(!response.text.contains("Private trip"))
            }
        }
        // The names of this server, with and without the port, are served.
        for host in [
            "localhost:\(site.port)", "127.0.0.1:\(site.port)", "localhost", "127.0.0.1", "[::1]:\(site.port)",
        ] {
            let response = try await RawHTTP.exchange(Self.request("/" + Self.secretTrip, host: host), port: site.port)
            #expect(response.status == 200, "Host \(host)")
            #expect(response.text.contains("Private trip: shown only while serving"))
        }
        // A page of another site asking this server by its right name is refused too: the browser sends its origin.
        let foreign = try await RawHTTP.exchange(
            Self.request("/" + Self.secretTrip, host: "127.0.0.1:\(site.port)", origin: "http://\(attacker)"),
            port: site.port)
        #expect(foreign.status == 403)
        #expect(foreign.text == "forbidden: a page of another site cannot read this server\n")
        let own = try await RawHTTP.exchange(
            Self.request(
                "/" + Self.secretTrip, host: "127.0.0.1:\(site.port)", origin: "http://localhost:\(site.port)"),
            port: site.port)
        #expect(own.status == 200)
        // No Host at all is refused as well.
        let none = try await RawHTTP.exchange(Array("GET / HTTP/1.1\r\n\r\n".utf8), port: site.port)
        #expect(none.status == 400)
    }

    @Test(arguments: [
        ("127.0.0.1", "localhost", true), ("127.0.0.1", "LOCALHOST:8080", true), ("127.0.0.1", "127.0.0.1:8080", true),
        ("127.0.0.1", "[::1]", true), ("127.0.0.1", "rebind.attacker.example", false),
        ("127.0.0.1", "localhost.attacker.example", false), ("127.0.0.1", "127.0.0.1.nip.io", false),
        ("127.0.0.1", "10.0.0.5", false), ("127.0.0.1", "localhost:http", false),
        ("127.0.0.1", "localhost:99999", false),
        ("127.0.0.1", "::1", false), ("127.0.0.1", "", false), ("127.0.0.1", "localhost@attacker.example", false),
        ("192.168.1.20", "192.168.1.20:8080", true), ("192.168.1.20", "192.168.1.21", false),
        ("::1", "[::1]:8080", true), ("::1", "[0:0:0:0:0:0:0:1]", true),
        ("0.0.0.0", "10.0.0.5:8080", true), ("0.0.0.0", "[fe80::1]", true), ("0.0.0.0", "localhost", true),
        ("0.0.0.0", "printer.lan", false), ("::", "192.168.1.20", true), ("::", "attacker.example", false),
    ])
    func theNamesAllowedDependOnTheAddressListenedOn(listening: String, host: String, allowed: Bool) {
        #expect(AllowedHosts(listeningOn: listening).allows(host: host) == allowed)
    }
}
