/// Reads JSON text (RFC 8259) into a `JSONValue`, keeping number tokens as text, and says at which byte a
/// text stops being JSON.
///
/// Answers and cache files are decoded with `JSONDecoder`. This reader stays for one thing it cannot do: on
/// a broken answer `JSONDecoder` says only "The given data was not valid JSON." (Swift 6.3 on Linux: no
/// offset, no underlying error), and the warning names the byte where the text went wrong
/// (`not valid JSON (unexpected end of input at byte 48)`). `Enricher.fetchJSON` asks it only then. The cache
/// also asks it before decoding an entry, as it refuses a key given twice, which `JSONDecoder` accepts.
struct JSONParser {
    /// Why a text is not JSON, with the byte offset where reading stopped.
    struct Failure: Error, CustomStringConvertible {
        let message: String
        let offset: Int
        var description: String { "\(message) at byte \(offset)" }
    }

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    /// Parses a whole document; anything but whitespace after the value is an error.
    static func parse(_ bytes: some Sequence<UInt8>) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: Array(bytes))
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.position == parser.bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: position >= bytes.count ? "unexpected end of input" : message, offset: position)
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    private mutating func parseValue() throws(Failure) -> JSONValue {
        guard position < bytes.count else { throw failure("unexpected end of input") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected character")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        for byte in word.utf8 {
            guard position < bytes.count, bytes[position] == byte else { throw failure("unexpected character") }
            position += 1
        }
        return value
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        // Deep nesting is never a real answer; refusing it keeps the recursion bounded.
        if depth > 200 { throw failure("nesting too deep") }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            position += 1
            skipWhitespace()
            // A cache file is someone else's: with a key twice, JSONDecoder would keep the last one silently.
            guard members[key] == nil else { throw failure("duplicate key '\(key)'") }
            members[key] = try parseValue()
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of input") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            } else {
                throw failure("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of input") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            } else {
                throw failure("expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let digitStart = position
        let integerDigits = consumeDigits()
        guard integerDigits > 0 else { throw failure("expected a digit") }
        if integerDigits > 1, bytes[digitStart] == UInt8(ascii: "0") {
            throw Failure(message: "leading zero in a number", offset: digitStart)
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard consumeDigits() > 0 else { throw failure("expected a digit") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard consumeDigits() > 0 else { throw failure("expected a digit") }
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func consumeDigits() -> Int {
        let start = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            position += 1
        }
        return position - start
    }

    private mutating func parseString() throws(Failure) -> String {
        position += 1
        // Most strings have no escape: made from their bytes at once, as the loop below would make them.
        var end = position
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[position..<end], as: UTF8.self)
                position = end + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            end += 1
        }
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                position += 1
                guard position < bytes.count else { throw failure("unexpected end of input") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
                default:
                    // Said at the letter that is not an escape, where the text stops being JSON.
                    position -= 1
                    throw failure("unknown escape")
                }
            case 0..<0x20:
                throw failure("control character in a string")
            default:
                run.append(byte)
                position += 1
            }
        }
        throw failure("unexpected end of input")
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else {
            position = bytes.count
            throw failure("unexpected end of input")
        }
        let text = String(decoding: bytes[position..<position + 4], as: UTF8.self)
        guard let value = UInt32(text, radix: 16) else { throw failure("bad \\u escape") }
        position += 4
        return value
    }

    private mutating func parseUnicodeEscape() throws(Failure) -> Unicode.Scalar {
        let high = try parseHex4()
        if (0xD800..<0xDC00).contains(high) {
            // A surrogate pair: the low half must follow as its own escape.
            guard position + 2 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else { return "\u{FFFD}" }
            position += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { return "\u{FFFD}" }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }
}
