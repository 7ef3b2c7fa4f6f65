import Diagnostics
import Synchronization
import Testing

@testable import ItinesharyCLI

/// The live progress line of `build` and `enrich`: on a terminal only, never in CI.
@Suite struct ProgressLineTests {
    @Test func itIsDrawnOnATerminalOutsideCIOnly() {
        #expect(ProgressLine.isEnabled(isTerminal: true, environment: [:]))
        #expect(!ProgressLine.isEnabled(isTerminal: false, environment: [:]))
        #expect(!ProgressLine.isEnabled(isTerminal: true, environment: ["CI": "true"]))
        #expect(ProgressLine.isEnabled(isTerminal: true, environment: ["CI": "false"]))
    }

    @Test func theLineNamesTheStepTheCountTheRateAndTheItemInHand() {
        let snapshot = ProgressReport.Snapshot(
            step: "enrich", done: 12, total: 140, current: "weather for Lisbon on 2027-05-07")
        #expect(ProgressLine.text(snapshot, seconds: 4) == "enrich: 12/140 · 3.0/s · weather for Lisbon on 2027-05-07")
        let finished = ProgressReport.Snapshot(step: "render pages", done: 140, total: 140, current: nil)
        #expect(ProgressLine.text(finished, seconds: 0) == "render pages: 140/140")
        #expect(ProgressLine.text(snapshot, seconds: 4, width: 20) == "enrich: 12/140 · 3.…")
    }

    @Test func aLineThatIsOffGivesTheWorkNoReportAndPrintsNothing() {
        let written = Mutex("")
        let line = ProgressLine(enabled: false, write: { text in written.withLock { $0 += text } })
        #expect(line.report == nil)
        line.clear()
        #expect(written.withLock { $0 } == "")
    }

    @Test func theReportCountsItemsFromManyThreads() async {
        let last = Mutex(ProgressReport.Snapshot(step: "", done: 0, total: 0, current: nil))
        let report = ProgressReport { snapshot in last.withLock { $0 = snapshot } }
        report.begin("enrich", total: 100)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask {
                    report.start("lookup \(index)")
                    report.finish()
                }
            }
        }
        report.add(5)
        #expect(last.withLock { ($0.step, $0.done, $0.total) } == ("enrich", 100, 105))
    }
}
