import Foundation
import SiteServer
import Testing

@testable import ItinesharyCLI

/// `serve` prints a build's warnings once: a rebuild that gives the very same ones says they stand instead of
/// printing them again at every save.
@Suite struct ServeOutputTests {
    @Test func theSameWarningsArePrintedOnceAndNewOnesAgain() {
        let capture = Capture()
        let shown = ShownWarnings()
        let warning = "warning: 23 lookups: not in the cache, and offline mode makes no requests\n"
        func report(_ warnings: String) -> PreviewServer.BuildReport {
            PreviewServer.BuildReport(
                errors: nil, warnings: warnings, pages: 56, duration: .milliseconds(120), reloaded: [])
        }
        Serve.print(report(warning), changed: [], console: capture.console, shown: shown)
        Serve.print(report(warning), changed: ["Content/trips/a.md"], console: capture.console, shown: shown)
        Serve.print(report(""), changed: ["Content/trips/a.md"], console: capture.console, shown: shown)
        Serve.print(report(warning), changed: ["Content/trips/a.md"], console: capture.console, shown: shown)
        #expect(
            capture.out == warning + "serve: built in 0.12 s, 56 pages\n"
                + "serve: rebuilt after 1 changed file in 0.12 s, 56 pages; the warnings above still stand\n"
                + "serve: rebuilt after 1 changed file in 0.12 s, 56 pages\n"
                + warning + "serve: rebuilt after 1 changed file in 0.12 s, 56 pages\n")
    }
}
