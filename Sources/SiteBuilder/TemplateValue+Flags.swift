import Templates

extension TemplateValue {
    /// A dictionary where every list `x` also gets a `has_x` flag, so a template can wrap a non-empty
    /// list in a container (`{{#has_days}}<ol>{{#days}}…{{/days}}</ol>{{/has_days}}`) without logic.
    static func flagged(_ values: [String: TemplateValue]) -> TemplateValue {
        var result = values
        for (key, value) in values {
            if case let .array(items) = value { result["has_" + key] = .bool(!items.isEmpty) }
        }
        return .dictionary(result)
    }
}
