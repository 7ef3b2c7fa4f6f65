import Mustache

/// Converts data to the shape swift-mustache reads (`[String: Any]`, `[Any]` and scalars).
enum AnyConversion {
    static func convert(_ value: TemplateValue) -> Any {
        switch value {
        case .string(let text): return text
        case .bool(let flag): return flag
        case .int(let number): return number
        case .double(let number): return number
        case .array(let items): return items.map(convert)
        case .dictionary(let dictionary):
            return Dictionary(uniqueKeysWithValues: dictionary.pairs.map { ($0, convert($1)) })
        case .null: return Optional<Any>.none as Any
        }
    }
}
