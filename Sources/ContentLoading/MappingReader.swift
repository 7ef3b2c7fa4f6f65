import Diagnostics
import Foundation
import TravelModel

/// Reads the values of one YAML mapping by the schema of what it describes, reporting every value that
/// does not fit at its own line and column, and every key the schema does not know (a warning, with the
/// closest known key). Each accessor returns `nil` after reporting, so the caller goes on and more
/// problems are found in one run.
struct MappingReader {
    /// The mapping node itself, where "missing key" problems are reported.
    let node: YAMLNode
    /// The known keys' values, in the order written; a handful, so searched in order rather than hashed.
    private let values: [(name: String, node: YAMLNode)]
    /// The keys `isForeign` picks out, with their values, in the order written.
    let foreign: [(name: String, key: YAMLNode, value: YAMLNode)]
    let report: FileReport

    /// Reads `node` as a mapping of `keys`; reports and returns `nil` if it is not a mapping.
    /// - Parameters:
    ///   - what: what the mapping describes, for messages: "a flight", "the front matter".
    ///   - isForeign: whether a key the schema does not know is one the caller reports on itself (other generators'
    ///     words for what the schema says another way, a misspelling that must not pass as a warning): such keys
    ///     are kept in ``foreign``, never warned about or suggested.
    init?(
        _ node: YAMLNode, keys: [String], what: String, report: FileReport,
        isForeign: (String) -> Bool = { _ in false }
    ) {
        guard case .mapping(let pairs) = node.kind else {
            report.error("\(what) must be a mapping of keys to values, not \(node.kindDescription)", at: node)
            return nil
        }
        self.node = node
        self.report = report
        var values: [(name: String, node: YAMLNode)] = []
        var foreign: [(name: String, key: YAMLNode, value: YAMLNode)] = []
        // The line of each key's first use: searched in order while the keys are few, as they are in any
        // real file, and hashed once there are more, so a hostile mapping of many keys stays quick.
        var firstLines: [(name: String, line: Int)] = []
        var firstLineIndex: [String: Int]?
        func firstLine(of name: String) -> Int? {
            if let firstLineIndex { return firstLineIndex[name] }
            return firstLines.first(where: { $0.name == name })?.line
        }
        for (key, value) in pairs {
            guard let name = key.scalar else {
                report.error("a key must be a word, not \(key.kindDescription)", at: key)
                continue
            }
            if let firstLine = firstLine(of: name) {
                report.error("duplicate key '\(name)'; it is already set on line \(firstLine)", at: key)
                continue
            }
            if firstLineIndex != nil {
                firstLineIndex?[name] = key.location.line
            } else {
                firstLines.append((name, key.location.line))
                if firstLines.count > 32 {
                    firstLineIndex = Dictionary(
                        firstLines.map { ($0.name, $0.line) }, uniquingKeysWith: { first, _ in first })
                }
            }
            if !keys.contains(name), isForeign(name) {
                foreign.append((name, key, value))
                continue
            }
            if !keys.contains(name) {
                let shown = report.showsMore(.warning, messageStart: "unknown key ")
                let close = shown ? Suggestions.closest(to: name, in: keys, limit: 1) : []
                report.warning(
                    "unknown key '\(name)' in \(what)\(Suggestions.didYouMean(close))", at: key,
                    note: close.isEmpty ? "known keys: \(keys.joined(separator: ", "))" : nil)
                continue
            }
            values.append((name, value))
        }
        self.values = values
        self.foreign = foreign
    }

    /// Whether `key` is present with a value that is not null.
    func has(_ key: String) -> Bool { lookUp(key).map { !$0.isNull } ?? false }

    /// The node of `key` as written, null or not.
    private func lookUp(_ key: String) -> YAMLNode? {
        for value in values where value.name == key { return value.node }
        return nil
    }

    /// The node of `key` when it is present with no value (`key:`, or `key: # comment`).
    func emptyValue(_ key: String) -> YAMLNode? {
        guard let value = lookUp(key), value.isNull else { return nil }
        return value
    }

    /// The node of `key`, or `nil` when absent or null.
    func value(_ key: String) -> YAMLNode? {
        guard let value = lookUp(key), !value.isNull else { return nil }
        return value
    }

    /// The node of `key`; reports a missing required key at the mapping.
    func required(_ key: String, hint: String? = nil) -> YAMLNode? {
        if let value = value(key) { return value }
        let at = lookUp(key) ?? node
        report.error("missing required key '\(key)'", at: at, note: hint)
        return nil
    }

    private func node(_ key: String, required: Bool, hint: String? = nil) -> YAMLNode? {
        required ? self.required(key, hint: hint) : value(key)
    }

    /// A scalar's text; reports a list or mapping, and an empty value where one is required.
    func text(_ key: String, required: Bool = false) -> String? {
        guard let node = node(key, required: required) else { return nil }
        guard let text = node.scalar else {
            report.error("'\(key)' must be text, not \(node.kindDescription)", at: node)
            return nil
        }
        let trimmed = text.trimmed
        if trimmed.isEmpty {
            if required { report.error("'\(key)' must not be empty", at: node) }
            return nil
        }
        return trimmed
    }

    /// A list of scalars, each trimmed and non-empty.
    func texts(_ key: String, required: Bool = false, example: String) -> [(String, YAMLNode)]? {
        guard let node = node(key, required: required) else { return nil }
        guard case .sequence(let items) = node.kind else {
            report.error("'\(key)' must be a list, such as \(example), not \(node.kindDescription)", at: node)
            return nil
        }
        var result: [(String, YAMLNode)] = []
        for item in items {
            guard let text = item.scalar?.trimmed, !text.isEmpty else {
                report.error("each item of '\(key)' must be text, not \(item.kindDescription)", at: item)
                continue
            }
            result.append((text, item))
        }
        return result
    }

    /// A list of mappings or other nodes, for the caller to read item by item.
    func list(_ key: String) -> [YAMLNode]? {
        guard let node = value(key) else { return nil }
        guard case .sequence(let items) = node.kind else {
            report.error("'\(key)' must be a list, not \(node.kindDescription)", at: node)
            return nil
        }
        return items
    }

    /// A date written `YYYY-MM-DD`.
    func date(_ key: String, required: Bool = false, hint: String? = nil) -> (LocalDate, YAMLNode)? {
        guard let node = node(key, required: required, hint: hint) else { return nil }
        guard let text = node.scalar, let date = LocalDate(parsing: text) else {
            if let missing = Self.missingDay(node.scalar) {
                report.error("'\(key)' is \(missing)", at: node)
                return nil
            }
            report.error(
                "'\(key)' must be a date written YYYY-MM-DD, such as 2027-04-08, not \(node.kindDescription)", at: node)
            return nil
        }
        return (date, node)
    }

    /// Why `text`, written as a date (`YYYY-MM-DD`, a time after it or not), names no day: `2027-04-31, a day
    /// that does not exist: April 2027 has 30 days`. `nil` when it is not written as a date, or the day exists.
    static func missingDay(_ text: String?) -> String? {
        guard let text, let match = text.prefixMatch(of: #/(\d{4})-(\d{2})-(\d{2})(?=$| )/#),
            let year = Int(match.1), let month = Int(match.2), let day = Int(match.3)
        else { return nil }
        let written = String(match.0)
        guard (1...12).contains(month) else {
            return "\(written), a day that does not exist: there is no month \(month)"
        }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard !(1...days).contains(day) else { return nil }
        let name = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ][month - 1]
        return "\(written), a day that does not exist: \(name) \(year) has \(days) days"
    }

    /// A 24-hour time written `HH:MM`.
    func time(_ key: String, required: Bool = false) -> (LocalTime, YAMLNode)? {
        guard let node = node(key, required: required) else { return nil }
        guard let text = node.scalar, let time = LocalTime(parsing: text) else {
            report.error(
                "'\(key)' must be a 24-hour time written HH:MM, such as 09:30, not \(node.kindDescription)", at: node)
            return nil
        }
        return (time, node)
    }

    /// A local date and time written `YYYY-MM-DD HH:MM`.
    func dateTime(_ key: String, required: Bool = false) -> (LocalDateTime, YAMLNode)? {
        guard let node = node(key, required: required) else { return nil }
        guard let text = node.scalar, let value = LocalDateTime(parsing: text) else {
            if let missing = Self.missingDay(node.scalar) {
                report.error("'\(key)' is \(missing)", at: node)
                return nil
            }
            report.error(
                "'\(key)' must be a local date and time written YYYY-MM-DD HH:MM, such as 2027-04-08 21:50, not \(node.kindDescription)",
                at: node)
            return nil
        }
        return (value, node)
    }

    /// A whole number within `range`.
    func integer(_ key: String, in range: ClosedRange<Int>, required: Bool = false) -> Int? {
        guard let node = node(key, required: required) else { return nil }
        guard let text = node.scalar, let value = Int(text) else {
            report.error("'\(key)' must be a whole number, not \(node.kindDescription)", at: node)
            return nil
        }
        guard range.contains(value) else {
            report.error("'\(key)' must be \(Self.describe(range)), not \(value)", at: node)
            return nil
        }
        return value
    }

    /// A decimal number within `range`.
    func decimal(_ key: String, in range: ClosedRange<Decimal>) -> Decimal? {
        guard let node = value(key) else { return nil }
        guard let text = node.scalar, let value = Self.decimal(text) else {
            report.error("'\(key)' must be a number, not \(node.kindDescription)", at: node)
            return nil
        }
        guard range.contains(value) else {
            report.error("'\(key)' must be from \(range.lowerBound) to \(range.upperBound), not \(text)", at: node)
            return nil
        }
        return value
    }

    /// `true` or `false`.
    func bool(_ key: String) -> Bool? {
        guard let node = value(key) else { return nil }
        switch node.scalar {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default:
            report.error("'\(key)' must be true or false, not \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// An amount of money: `240 EUR`, `EUR 240`, or a bare number in `defaultCurrency`.
    func money(_ key: String, defaultCurrency: String) -> Money? {
        guard let node = value(key) else { return nil }
        return MappingReader.money(node, key: key, defaultCurrency: defaultCurrency, report: report)
    }

    static func money(_ node: YAMLNode, key: String, defaultCurrency: String, report: FileReport) -> Money? {
        guard let text = node.scalar, let money = Money(parsing: text, defaultCurrency: defaultCurrency) else {
            report.error(
                "'\(key)' must be an amount such as 240 EUR, EUR 240 or 240, not \(node.kindDescription)", at: node)
            return nil
        }
        guard Currencies.isKnown(money.currency) else {
            report.error(
                "unknown currency '\(money.currency)' in '\(key)'\(Suggestions.didYouMean(Currencies.closest(to: money.currency)))",
                at: node, note: "currencies are ISO 4217 codes such as EUR, USD, GBP, JPY")
            return nil
        }
        return money
    }

    /// A `[latitude, longitude]` pair in degrees.
    func coordinate(_ key: String, required: Bool = false) -> Coordinate? {
        guard let node = node(key, required: required) else { return nil }
        return MappingReader.coordinate(node, key: key, report: report)
    }

    static func coordinate(_ node: YAMLNode, key: String, report: FileReport) -> Coordinate? {
        guard case .sequence(let items) = node.kind, items.count == 2 else {
            report.error(
                "'\(key)' must be [latitude, longitude] in degrees, such as [38.7139, -9.1334], not \(node.kindDescription)",
                at: node)
            return nil
        }
        guard let latitude = items[0].scalar.flatMap(Double.init), latitude.isFinite else {
            report.error("latitude must be a number of degrees, not \(items[0].kindDescription)", at: items[0])
            return nil
        }
        guard let longitude = items[1].scalar.flatMap(Double.init), longitude.isFinite else {
            report.error("longitude must be a number of degrees, not \(items[1].kindDescription)", at: items[1])
            return nil
        }
        var valid = true
        if !(-90...90).contains(latitude) {
            report.error(
                "latitude must be from -90 to 90, not \(items[0].scalar ?? "")", at: items[0],
                note: abs(longitude) <= 90 ? "is it [longitude, latitude]? write [latitude, longitude]" : nil)
            valid = false
        }
        if !(-180...180).contains(longitude) {
            report.error("longitude must be from -180 to 180, not \(items[1].scalar ?? "")", at: items[1])
            valid = false
        }
        return valid ? Coordinate(latitude: latitude, longitude: longitude) : nil
    }

    /// An absolute http or https URL; other schemes are rejected.
    func webURL(_ key: String) -> String? {
        guard let node = value(key), let text = text(key) else { return nil }
        guard WebURL.isHTTP(text) else {
            report.error("'\(key)' must be an http or https URL, such as https://example.org/, not '\(text)'", at: node)
            return nil
        }
        return WebURL.normalized(text)
    }

    static func decimal(_ text: String) -> Decimal? {
        var body = Substring(text)
        let negative = body.first == "-"
        if negative { body = body.dropFirst() }
        guard let value = Money.amount(body) else { return nil }
        return negative ? -value : value
    }

    private static func describe(_ range: ClosedRange<Int>) -> String {
        if range.upperBound == Int.max { return "\(range.lowerBound) or more" }
        return "from \(range.lowerBound) to \(range.upperBound)"
    }
}
