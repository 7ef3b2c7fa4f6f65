/// How a page shows an image of a Markdown body, as the build decided: where it is, its narrower copies,
/// and its size, so the page keeps its place before it loads.
public enum MarkdownImage: Sendable, Hashable {
    /// Shown from `src`; `srcset`, `sizes`, `width` and `height` when the build knows them.
    case shown(src: String, srcset: String?, sizes: String?, width: Int?, height: Int?)
    /// Left out, its description kept as text: a remote image the build has no copy of, which the page
    /// would otherwise fetch from a third party.
    case omitted

    /// The `<img>` element, with every value escaped for an attribute.
    func html(alt: String, title: String?) -> String {
        guard case .shown(let src, let srcset, let sizes, let width, let height) = self else {
            return Self.escaped(alt)
        }
        var html = "<img src=\"\(Self.escaped(src))\""
        if let srcset { html += " srcset=\"\(Self.escaped(srcset))\"" }
        if let sizes { html += " sizes=\"\(Self.escaped(sizes))\"" }
        if let width, let height { html += " width=\"\(width)\" height=\"\(height)\"" }
        html += " alt=\"\(Self.escaped(alt))\""
        if let title, !title.isEmpty { html += " title=\"\(Self.escaped(title))\"" }
        return html + " loading=\"lazy\" />"
    }

    /// `&`, `<`, `>`, `"` and `'` as character references.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
