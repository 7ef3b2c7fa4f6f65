import Foundation
import TextEscaping

/// A JSON document as a tree, with numbers kept as the text they were written as: the generic part of a
/// cache entry (its request) and what cache files are written from.
///
/// `formatted()` is the cache's writer. `JSONEncoder` cannot produce the same bytes: it writes `"key" : value`,
/// empty containers over two lines and `0.0` as `0`, so committed cache files would change.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its JSON token: `-9.1334`, `1.08e2`.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; the order of keys never matters, and output sorts them.
    case object([String: JSONValue])

    /// A number from an integer.
    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A number from a measurement, in its shortest exact form: `19.4`, `0.0`, as the sources write them.
    public static func real(_ value: Double) -> JSONValue { .number("\(value)") }

    /// A number from a `Decimal`, digit for digit: `1.0842`.
    public static func decimal(_ value: Decimal) -> JSONValue { .number("\(value)") }

    /// The member `key` of an object, or `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The value at a dotted path of object members, such as `content_urls.desktop.page`.
    public func value(at path: String) -> JSONValue? {
        var current: JSONValue? = self
        for part in path.split(separator: ".") { current = current?[String(part)] }
        return current
    }

    /// The number token, if this is a number.
    public var numberToken: String? {
        if case .number(let token) = self { return token }
        return nil
    }

    /// The number as a `Decimal`, read from its text so no digit changes.
    public var decimalValue: Decimal? {
        numberToken.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
    }

    /// The document as text: keys sorted by their UTF-8 bytes, two spaces of indentation and a final newline,
    /// so the same value always gives the same bytes.
    public func formatted() -> String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let token): output += token
        case .string(let text): output += JSONText.quote(text)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: " ", count: indent + 2)
                element.write(to: &output, indent: indent + 2)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            // Byte order, not locale order: the same on every machine.
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                output += String(repeating: " ", count: indent + 2) + JSONText.quote(key) + ": "
                members[key]!.write(to: &output, indent: indent + 2)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: " ", count: indent) + "}"
        }
    }
}

extension JSONValue: Decodable {
    /// Reads any JSON value; a number's token is its `Decimal` value's text (`1.0842`), exact but normalised.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let number = try? container.decode(Decimal.self) {
            self = .number("\(number)")
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
