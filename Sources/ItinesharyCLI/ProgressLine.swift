import Diagnostics
import Foundation
import Synchronization

/// A live progress line on a terminal for long work (`enrich`, `build`): the step, done/total, the rate
/// and the item in hand, rewritten in place at most ten times a second once the work has taken a second.
/// Not on a terminal, or with `CI` set, it prints nothing: the command's summary line is enough there.
final class ProgressLine: Sendable {
    fileprivate struct State {
        var started: ContinuousClock.Instant?
        var stepStarted: ContinuousClock.Instant?
        var step = ""
        var lastDrawn: ContinuousClock.Instant?
        var shown = false
    }

    private let clock = ContinuousClock()
    private let state = SharedState()
    private let write: @Sendable (String) -> Void
    /// The report to hand to the work; `nil` when the line is off and the build does not pause.
    let report: ProgressReport?

    /// A line on standard error when it is a terminal and the environment is not CI, and the pause the
    /// environment asks for (``BuildPause``).
    convenience init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(
            enabled: Self.isEnabled(isTerminal: isatty(STDERR_FILENO) == 1, environment: environment),
            write: { FileHandle.standardError.write(Data($0.utf8)) }, pause: BuildPause(environment: environment))
    }

    init(enabled: Bool, write: @escaping @Sendable (String) -> Void, pause: BuildPause? = nil) {
        self.write = write
        guard enabled || pause != nil else {
            report = nil
            return
        }
        // The sink holds what it draws with, not the line, so the report and the line do not hold each other.
        let clock = clock
        let state = state
        report = ProgressReport { snapshot in
            if enabled, let line = Self.line(for: snapshot, now: clock.now, state: state.mutex) { write(line) }
            pause?.observe(snapshot)
        }
    }

    /// Whether to draw: only on a terminal, and never in CI (`CI` set to anything but `false` or `0`).
    static func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { return false }
        return true
    }

    /// `enrich: 12/140 · 3.1/s · weather for Lisbon on 2027-05-07`.
    static func text(_ snapshot: ProgressReport.Snapshot, seconds: Double, width: Int = 100) -> String {
        var text = "\(snapshot.step): \(snapshot.done)/\(snapshot.total)"
        if seconds > 0 { text += " · " + String(format: "%.1f/s", Double(snapshot.done) / seconds) }
        if let current = snapshot.current, snapshot.done < snapshot.total { text += " · " + current }
        return text.count > width ? String(text.prefix(width - 1)) + "…" : text
    }

    /// The line to draw for `snapshot`, or `nil` while the work is under a second old or the last line is
    /// under a tenth of a second old.
    private static func line(
        for snapshot: ProgressReport.Snapshot, now: ContinuousClock.Instant, state: borrowing Mutex<State>
    )
        -> String?
    {
        state.withLock { state in
            if state.started == nil { state.started = now }
            if state.step != snapshot.step {
                state.step = snapshot.step
                state.stepStarted = now
            }
            guard now - state.started! >= .seconds(1) else { return nil }
            if let last = state.lastDrawn, now - last < .milliseconds(100), snapshot.done < snapshot.total {
                return nil
            }
            state.lastDrawn = now
            state.shown = true
            let elapsed = now - (state.stepStarted ?? now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            // Carriage return and erase-line: the line is rewritten in place.
            return "\r\u{1B}[2K" + text(snapshot, seconds: seconds)
        }
    }

    /// Erases the line, before the command's own output.
    func clear() {
        let shown = state.mutex.withLock { state in
            defer { state.shown = false }
            return state.shown
        }
        if shown { write("\r\u{1B}[2K") }
    }
}

/// The line's state, shared by the line and its report's sink.
private final class SharedState: Sendable {
    let mutex = Mutex(ProgressLine.State())
}
