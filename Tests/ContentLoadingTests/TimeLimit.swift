import Foundation
import Testing

/// Runs `work` and gives its result, or `nil` when it takes longer than `seconds`: a hostile file that
/// hangs then fails its test instead of hanging the run. The timer runs on a Dispatch thread, outside the
/// concurrency pool the work may be keeping busy; the work, and the tasks it starts, run on a thread of their
/// own (`TimeLimitThread`), so what is timed is the work, not its wait behind the rest of the suite on the
/// pool's one thread per core.
func withinTimeLimit<T: Sendable>(
    _ seconds: Double, _ work: @escaping @Sendable () async throws -> T
) async throws -> T? {
    let gate = Gate<T?>()
    return try await withCheckedThrowingContinuation { continuation in
        gate.set(continuation)
        Task.detached(executorPreference: TimeLimitThread.shared) {
            do { gate.resume(.success(try await work())) } catch { gate.resume(.failure(error)) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { gate.resume(.success(nil)) }
    }
}

/// Resumes a continuation once, whichever of the work and the timer comes first.
private final class Gate<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?

    func set(_ continuation: CheckedContinuation<T, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    func resume(_ result: Result<T, any Error>) {
        let pending = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        pending?.resume(with: result)
    }
}

/// The thread time-limited work runs on: jobs one at a time, in the order they came.
final class TimeLimitThread: TaskExecutor, @unchecked Sendable {
    static let shared = TimeLimitThread()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var next = 0

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "time-limited work"
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
