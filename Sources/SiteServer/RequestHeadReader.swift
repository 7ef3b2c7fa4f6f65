/// Collects request heads from a connection's bytes as they arrive, and refuses a head as soon as it
/// passes a limit.
///
/// The work is linear in the bytes received: each byte is looked at once, when the search for the next
/// line feed passes it, and a head that passes a limit is refused before more of it is read. (FlyingFox's
/// reader compared the end of the line read so far after every byte, which made a 384 KiB request line
/// cost a minute of processor time.)
struct RequestHeadReader {
    /// What the bytes received so far give.
    enum Outcome: Equatable {
        /// The head is not complete yet: read more.
        case needsMore
        /// A whole head, its lines without their line ends; the request line first.
        case head([[UInt8]])
        /// The head passed a limit: answer with the refusal and close.
        case refused(HTTPRefusal)
    }

    let limits: HTTPLimits
    /// Bytes received and not yet handed out as a head; a pipelined request's bytes stay for the next head.
    private var buffer: [UInt8] = []
    /// Where the head being read starts in `buffer`.
    private var start = 0
    /// How far `buffer` has been searched for line feeds.
    private var scanned = 0
    /// Where the current line starts.
    private var lineStart = 0
    /// The head's lines so far.
    private var lines: [[UInt8]] = []

    init(limits: HTTPLimits) {
        self.limits = limits
    }

    /// Whether part of a head has arrived: the time a head may take runs from then.
    var hasPartialHead: Bool { buffer.count > start }

    /// Adds bytes received from the client.
    mutating func append(_ bytes: [UInt8]) {
        if start > 0 {
            // Only the bytes of heads not yet handed out are moved, at most once per read.
            buffer.removeFirst(start)
            scanned -= start
            lineStart -= start
            start = 0
        }
        buffer += bytes
    }

    /// The next head, if the bytes received complete one.
    mutating func next() -> Outcome {
        while let end = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
            var line = buffer[lineStart..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            scanned = end + 1
            lineStart = end + 1
            if let refusal = check(line: line.count, head: scanned - start) { return refusal }
            if line.isEmpty {
                // Empty lines before the request line are skipped, as RFC 9112 §2.2 allows; one after the
                // headers ends the head.
                if lines.isEmpty { continue }
                let head = lines
                lines = []
                start = lineStart
                return .head(head)
            }
            lines.append(Array(line))
            if lines.count - 1 > limits.headerCount {
                return .refused(HTTPRefusal(status: 431, reason: "more than \(limits.headerCount) header lines"))
            }
        }
        scanned = buffer.count
        return check(line: buffer.count - lineStart, head: buffer.count - start) ?? .needsMore
    }

    /// The refusal for a line of `line` bytes in a head of `head` bytes so far, if either is too long.
    private func check(line: Int, head: Int) -> Outcome? {
        if lines.isEmpty && line > limits.requestLine {
            return .refused(
                HTTPRefusal(status: 414, reason: "the request line is longer than \(limits.requestLine) bytes"))
        }
        if !lines.isEmpty && line > limits.headerLine {
            return .refused(HTTPRefusal(status: 431, reason: "a header line is longer than \(limits.headerLine) bytes"))
        }
        if head > limits.head {
            return .refused(HTTPRefusal(status: 431, reason: "the request head is longer than \(limits.head) bytes"))
        }
        return nil
    }
}
