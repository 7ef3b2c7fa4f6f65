import Foundation
import Testing

/// Runs `work` and gives its result, or `nil` when it takes longer than `seconds`: a hostile file that
/// hangs then fails its test instead of hanging the run. The timer runs on a Dispatch thread, outside the
/// concurrency pool the work may be keeping busy.
func withinTimeLimit<T: Sendable>(
    _ seconds: Double, _ work: @escaping @Sendable () async throws -> T
) async throws -> T? {
    let gate = Gate<T?>()
    return try await withCheckedThrowingContinuation { continuation in
        gate.set(continuation)
        Task.detached {
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
