import TextEscaping

/// An SVG element written as UTF-8 bytes, a line at a time: a map is thousands of short pieces, which joined as
/// strings would each be checked for where its characters begin and end. Numbers are written without
/// Foundation's locale-dependent formatting, so the same map is the same bytes on every machine.
struct SVGWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The element as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts a line: a line feed, unless nothing is written yet.
    mutating func line() {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: "\n")) }
    }

    /// Markup, as written.
    mutating func add(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text that is safe as it is: a style's value, a path's data, a number.
    mutating func add(raw text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Text escaped for XML (``XMLText/escape(_:)``).
    mutating func add(escaped text: String) {
        add(raw: XMLText.escape(text))
    }

    /// An integer in decimal.
    mutating func add(integer: Int) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        add(digitsOf: integer.magnitude)
    }

    /// `value` rounded to one decimal, without a trailing `.0` or a negative zero: `12.3`, `-4`, `0`.
    mutating func add(number value: Double) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // Far beyond any viewBox, and keeps the conversion to Int from trapping.
        let tenths = Int((min(max(value, -1e12), 1e12) * 10).rounded())
        if tenths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = tenths.magnitude
        add(digitsOf: magnitude / 10)
        if magnitude % 10 != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
        }
    }

    private mutating func add(digitsOf value: UInt) {
        var divisor: UInt = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
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
