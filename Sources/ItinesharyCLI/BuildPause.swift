import Diagnostics
import Foundation
import SiteBuilder
import Synchronization

/// A stop at a known point of a build, for a test that kills the build there: with
/// `ITINESHARY_PAUSE_AFTER_PAGES=N` in the environment, once N pages are in the output's older generation the
/// build writes `build paused after N pages` to standard error and puts in nothing more until its standard input
/// closes. Unset, or not a positive number, there is no pause.
final class BuildPause: Sendable {
    /// The environment variable that asks for the pause.
    static let variable = "ITINESHARY_PAUSE_AFTER_PAGES"

    /// The pages the build writes before it pauses.
    let pages: Int
    private let reached = Mutex(false)

    /// The pause the environment asks for, or `nil`.
    init?(environment: [String: String]) {
        guard let text = environment[Self.variable], let pages = Int(text), pages > 0 else { return nil }
        self.pages = pages
    }

    /// Holds the calling worker once `snapshot` counts the pages: the first to get there says so and waits for
    /// the end of standard input; the others, each with at most its page in hand put in, wait behind it.
    func observe(_ snapshot: ProgressReport.Snapshot) {
        guard snapshot.step == BuildStep.renderPages.rawValue, snapshot.done >= pages else { return }
        reached.withLock { reached in
            guard !reached else { return }
            reached = true
            FileHandle.standardError.write(Data("build paused after \(snapshot.done) pages\n".utf8))
            var byte: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &byte, 1)
                if count > 0 || (count < 0 && errno == EINTR) { continue }
                return
            }
        }
    }
}
