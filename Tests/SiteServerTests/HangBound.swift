import Synchronization

/// What `work` gives, or `nil` when it has given nothing within `bound`: a bound that only catches a hang,
/// never a measure of how fast anything is. The caller does not wait for work that hangs; that work is
/// cancelled.
func withinHangBound<T: Sendable>(
    _ bound: Duration = .seconds(60), _ work: @escaping @Sendable () async -> T?
) async -> T? {
    let race = Race<T>()
    return await withCheckedContinuation { continuation in
        race.begin(continuation)
        let timer = Task {
            try? await Task.sleep(for: bound)
            race.finish(nil)
        }
        race.working(
            Task {
                let value = await work()
                timer.cancel()
                race.finish(value)
            })
    }
}

/// Whichever of the work and the timer ends first resumes the waiting test; the other is ignored.
private final class Race<T: Sendable>: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<T?, Never>?, work: Task<Void, Never>?)>((nil, nil))

    func begin(_ continuation: CheckedContinuation<T?, Never>) { state.withLock { $0.continuation = continuation } }

    func working(_ task: Task<Void, Never>) {
        let finished = state.withLock { state -> Bool in
            state.work = task
            return state.continuation == nil
        }
        if finished { task.cancel() }
    }

    func finish(_ value: T?) {
        let (continuation, work) = state.withLock { state in
            defer { state.continuation = nil }
            return (state.continuation, state.work)
        }
        guard let continuation else { return }
        if value == nil { work?.cancel() }
        continuation.resume(returning: value)
    }
}
