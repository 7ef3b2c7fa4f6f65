import Diagnostics

/// Text helpers for writing SVG by hand, kept free of Foundation's locale-dependent formatting so
/// the same map is the same bytes on every machine.
enum SVGText {
    /// `value` rounded to one decimal, without a trailing `.0` or a negative zero: `12.3`, `-4`, `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Far beyond any viewBox, and keeps the conversion to Int from trapping.
        let tenths = Int((min(max(value, -1e12), 1e12) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        let whole = magnitude / 10
        let fraction = magnitude % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}

extension String {
    /// The string with every `placeholder` replaced by `value`, compared byte for byte: the placeholders
    /// of map words (`{n}`, `{places}`) are ASCII.
    func filling(_ placeholder: String, with value: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(placeholder.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
        var result: [UInt8] = []
        var index = 0
        var replaced = false
        while index < bytes.count {
            if bytes[index] == pattern[0], bytes[index...].starts(with: pattern) {
                result += value.utf8
                index += pattern.count
                replaced = true
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return replaced ? String(decoding: result, as: UTF8.self) : self
    }
}
