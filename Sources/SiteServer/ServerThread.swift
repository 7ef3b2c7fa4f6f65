import Foundation

/// A thread of `serve`'s own, on which its connections are accepted, read and answered: the tasks that do so
/// prefer it as their executor. Everything else in the process — a rebuild rendering on every core, or the
/// tests of other targets — shares the few cooperative threads, one per core; a page asked for while they are
/// busy would wait behind all of their work, long enough for a browser to give up.
///
/// Jobs run one at a time, in the order they came; each answer is short (a page is rendered in
/// milliseconds), and the sockets are waited on by the socket pool, not on this thread.
final class ServerThread: TaskExecutor, @unchecked Sendable {
    /// The one thread every server of the process answers on.
    static let shared = ServerThread()

    private let condition = NSCondition()
    /// Jobs waiting, from `next` on; the ones before it have run.
    private var jobs: [UnownedJob] = []
    private var next = 0

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "itineshary serve"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        let executor = asUnownedTaskExecutor()
        while true {
            condition.lock()
            while next == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                next = 0
                condition.wait()
            }
            let job = jobs[next]
            next += 1
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }
}
