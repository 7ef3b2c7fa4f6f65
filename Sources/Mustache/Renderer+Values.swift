extension Renderer {
    /// Writes an interpolated value: looked up, checked where it is a URL, escaped unless raw.
    mutating func write(_ slot: ValueSlot) throws(TemplateError) {
        guard let value = lookup(slot.path) else {
            if storage.options.strict {
                throw missing(slot.path, named: slot.name, at: slot.position)
            }
            if slot.lineStart && !indent.isEmpty { output.append(contentsOf: indent) }
            return
        }
        if slot.lineStart && !indent.isEmpty { output.append(contentsOf: indent) }
        switch value {
        case .string(let text):
            if let check = slot.urlCheck { try checkURL(text, check, slot) }
            if slot.raw { output.append(contentsOf: text.utf8) } else { appendEscaped(text) }
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            output.append(contentsOf: Renderer.format(number).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            return
        case .array, .dictionary:
            if storage.options.strict {
                throw storage.error(
                    .missingVariable, "'\(slot.name)' is a list or dictionary, not a value to print",
                    at: slot.position)
            }
        }
    }

    /// Numbers as the specification expects them: whole numbers without a fraction, others in their
    /// shortest exact form (`1.21`).
    static func format(_ number: Double) -> String {
        if number.isFinite && number == number.rounded(.towardZero) && abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }

    private func checkURL(_ text: String, _ check: URLCheck, _ slot: ValueSlot) throws(TemplateError) {
        let url = check.prefix + text
        let allowed = check.sourceSet ? URLSafety.isAllowedSourceSet(url) : URLSafety.isAllowed(url)
        guard !allowed else { return }
        throw storage.error(
            .unsafeURL,
            "unsafe URL '\(URLSafety.displayed(url))' in attribute '\(check.attribute)': only http, https,"
                + " mailto, tel and geo URLs and relative paths are allowed", at: slot.position)
    }

    /// Appends text with `&`, `<`, `>`, `"` and `'` replaced by character references; runs without
    /// them are copied whole.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in 0..<bytes.count {
                let replacement: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                if index > start { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                start = index + 1
            }
            if start < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }
}
