import Diagnostics

/// The enrich step's warnings, collapsed as they come: many lookups that failed for the same reason (no network,
/// an empty cache offline) read as one line per reason, so a site of ten thousand trips holds a few lines, not a
/// warning for each of its days.
///
/// A warning's reason is what follows the first `: ` of its message (the lookup's name comes before it). Warnings
/// with no place that share a reason are kept as they are while there are at most ``groupLimit`` of them, and
/// become one line in the place of the first once there are more. A warning with a place (a recommendation's
/// address that was not found) is always kept as it is, in its place: it points at a line to fix.
package struct LookupWarnings {
    /// How many warnings of one reason are shown one by one; more become one line.
    static let groupLimit = 3

    /// The warnings with no place that share a reason: how many, and the first few as they are.
    private struct Group {
        var count = 0
        var first: [Diagnostic] = []
    }

    private enum Item {
        case located(Diagnostic)
        case group(reason: String)
    }

    private var items: [Item] = []
    private var groups: [String: Group] = [:]

    /// No warnings yet.
    init() {}

    /// `warnings`, added in order.
    init(_ warnings: [Diagnostic]) {
        for warning in warnings { append(warning) }
    }

    /// Adds a warning after those added before.
    mutating func append(_ warning: Diagnostic) {
        guard warning.location == nil else {
            items.append(.located(warning))
            return
        }
        add(reason: Self.reason(of: warning.message), count: 1, first: [warning])
    }

    /// Adds `other`'s warnings after these, as if each had been added here in turn.
    package mutating func append(contentsOf other: LookupWarnings) {
        for item in other.items {
            switch item {
            case .located(let warning): items.append(.located(warning))
            case .group(let reason):
                let group = other.groups[reason]!
                add(reason: reason, count: group.count, first: group.first)
            }
        }
    }

    private mutating func add(reason: String, count: Int, first: [Diagnostic]) {
        if groups[reason] == nil { items.append(.group(reason: reason)) }
        groups[reason, default: Group()].count += count
        let room = Self.groupLimit - groups[reason]!.first.count
        if room > 0 { groups[reason]!.first += first.prefix(room) }
    }

    /// The warnings in the order they came, each reason's with no place in the place of its first.
    package var diagnostics: [Diagnostic] {
        items.flatMap { item -> [Diagnostic] in
            switch item {
            case .located(let warning): return [warning]
            case .group(let reason):
                let group = groups[reason]!
                guard group.count > Self.groupLimit else { return group.first }
                return [
                    .warning("\(group.count) lookups: \(reason)", at: nil, note: "first: \(group.first[0].message)")
                ]
            }
        }
    }

    /// What follows the first `: ` of a lookup's warning (the lookup's name comes before it), or nothing.
    static func reason(of message: String) -> String {
        let bytes = message.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == UInt8(ascii: ":"), next != bytes.endIndex, bytes[next] == UInt8(ascii: " ") {
                return String(Substring(bytes[bytes.index(after: next)...]))
            }
            index = next
        }
        return ""
    }
}
