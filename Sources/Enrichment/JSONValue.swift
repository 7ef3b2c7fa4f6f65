import Diagnostics
import Foundation

/// A JSON document as a tree, with numbers kept as the text they were written as.
///
/// Keeping the number token means an exchange rate such as `1.0842` reaches `Decimal` digit for digit,
/// with no binary floating point in between, and a cache file is written back exactly as it was read.
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

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number token, if this is a number.
    public var numberToken: String? {
        if case .number(let token) = self { return token }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The number as a `Double`, for measurements such as temperatures.
    public var doubleValue: Double? { numberToken.flatMap(Double.init) }

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
