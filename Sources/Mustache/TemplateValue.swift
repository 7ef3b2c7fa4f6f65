/// The data a template is rendered with: a tree of strings, numbers, booleans, lists and dictionaries.
///
/// View models are converted to this shape before rendering, so the engine never reflects over
/// Swift types and every lookup is a look-up of a name in a ``TemplateDictionary``.
public enum TemplateValue: Sendable, Hashable {
    /// Text, escaped for its place in the page when interpolated.
    case string(String)
    /// A boolean; `false` hides a section and shows an inverted section.
    case bool(Bool)
    /// An integer, rendered in decimal.
    case int(Int)
    /// A floating-point number, rendered in its shortest form (`1.21`, `3` for `3.0`).
    case double(Double)
    /// A list; a section over it renders once per item, and an empty list is falsy.
    case array([TemplateValue])
    /// Named values, looked up by the names in tags.
    case dictionary(TemplateDictionary)
    /// No value: renders as nothing and is falsy.
    case null

    /// Whether a section over this value renders: `false`, `null` and empty lists are falsy,
    /// everything else (the empty string and zero included) is truthy, as the specification says.
    @inlinable
    var isTruthy: Bool {
        switch self {
        case .bool(let value): return value
        case .null: return false
        case .array(let items): return !items.isEmpty
        default: return true
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// Makes `"text"` usable wherever a value is expected.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// Makes `true` and `false` usable wherever a value is expected.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// Makes integer literals usable wherever a value is expected.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// Makes floating-point literals usable wherever a value is expected.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// Makes `[a, b]` usable wherever a list value is expected.
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Makes `["key": value]` usable wherever a dictionary value is expected.
    /// A repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var dictionary = TemplateDictionary()
        for (key, value) in elements { dictionary[key] = value }
        self = .dictionary(dictionary)
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// Makes `nil` stand for ``TemplateValue/null``.
    public init(nilLiteral: ()) { self = .null }
}
