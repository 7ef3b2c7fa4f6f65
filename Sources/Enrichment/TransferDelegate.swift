import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP exchange on its own `URLSession`: collects the body up to a limit, follows redirects while
/// watching for loops, and turns every ending into a `Result`.
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// The answer to one exchange, before its status is judged.
    struct Transfer: Sendable {
        var response: HTTPURLResponse
        var body: Data
    }

    private let limit: Int
    private let maximumRedirects: Int
    private var visited: Set<String> = []
    private var looped = false
    // Guards everything below: URLSession calls the delegate on its own queue while the watchdog runs elsewhere.
    private let lock = NSLock()
    private var body = Data()
    private var overLimit = false
    private var timedOut = false
    private var finished = false
    private var continuation: CheckedContinuation<Result<Transfer, LookupFailure>, Never>?

    private init(url: URL, limit: Int, maximumRedirects: Int) {
        self.limit = limit
        self.maximumRedirects = maximumRedirects
        self.visited = [url.absoluteString]
    }

    /// Runs one GET, following at most `maximumRedirects` redirects.
    static func perform(url: URL, headers: [String: String], timeout: Duration, limit: Int, maximumRedirects: Int)
        async -> Result<Transfer, LookupFailure>
    {
        let delegate = TransferDelegate(url: url, limit: limit, maximumRedirects: maximumRedirects)
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        request.httpMethod = "GET"
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: request)
        // URLSession's own time-outs measure idle time; this bounds the whole exchange.
        let watchdog = Task {
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            if delegate.markTimedOut() { task.cancel() }
        }
        let result = await withCheckedContinuation { continuation in
            delegate.lock.withLock { delegate.continuation = continuation }
            task.resume()
        }
        watchdog.cancel()
        session.finishTasksAndInvalidate()
        return result
    }

    private func markTimedOut() -> Bool {
        lock.withLock {
            if finished { return false }
            timedOut = true
            return true
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        // The announced size is checked with the first bytes, not in a response callback: FoundationNetworking
        // races that callback against the end of a redirect answer and can leave the task unfinished.
        let announced = dataTask.response?.expectedContentLength ?? -1
        let exceeded = lock.withLock {
            if announced > Int64(limit) { overLimit = true }
            body.append(data)
            if body.count > limit { overLimit = true }
            return overLimit
        }
        if exceeded { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let next = request.url?.absoluteString ?? ""
        let loop = lock.withLock {
            if visited.contains(next) || visited.count > maximumRedirects { looped = true }
            visited.insert(next)
            return looped
        }
        if loop {
            // Cancelling ends the task with an error that `outcome` reports as a loop. Declining with `nil`
            // instead is what the documentation suggests, but FoundationNetworking on Linux sometimes leaves
            // such a task unfinished, and calling the handler after cancelling traps.
            task.cancel()
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let (continuation, result) = lock.withLock {
            finished = true
            let pending = self.continuation
            self.continuation = nil
            return (pending, outcome(response: task.response as? HTTPURLResponse, error: error))
        }
        continuation?.resume(returning: result)
    }

    /// Judges how the exchange ended; called with the lock held.
    private func outcome(response: HTTPURLResponse?, error: Error?) -> Result<Transfer, LookupFailure> {
        if looped { return .failure(.redirectLoop) }
        if overLimit { return .failure(.tooLarge(limit: limit)) }
        if timedOut { return .failure(.timeout) }
        if let response {
            let expected = response.expectedContentLength
            if expected > 0, Int64(body.count) < expected { return .failure(.truncated) }
        }
        if let error {
            let code = (error as NSError).code
            switch code {
            case NSURLErrorTimedOut: return .failure(.timeout)
            case NSURLErrorNetworkConnectionLost where response != nil: return .failure(.truncated)
            case NSURLErrorHTTPTooManyRedirects, NSURLErrorRedirectToNonExistentLocation:
                return .failure(.redirectLoop)
            case NSURLErrorDataLengthExceedsMaximum: return .failure(.tooLarge(limit: limit))
            default: return .failure(.network(error.localizedDescription))
            }
        }
        guard let response else { return .failure(.network("no response")) }
        return .success(Transfer(response: response, body: body))
    }
}
