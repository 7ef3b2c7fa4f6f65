/// Whether an SVG file may be published as it is: opened on its own, an SVG is a document, and its script runs
/// on the site's origin. An SVG passes when all it holds is drawing — shapes, text, gradients, patterns, masks,
/// filters, raster images given in the file — and nothing runs or loads: no element outside that list (no
/// `script`, `foreignObject` or animation, which can set a link), no event handler attribute, no link but to a
/// part of the file itself or to a raster image written into it, no style that imports or loads, no document
/// type declaration (its entities could hide any of it), no namespace but SVG's and the drawing editors' inert
/// ones. The check reads the file's markup as XML is written; whatever it cannot read is refused.
enum SVGCheck {
    /// The SVG elements a drawing needs, by their local name.
    static let elements: Set<String> = [
        "svg", "g", "defs", "symbol", "use", "title", "desc", "metadata", "switch", "view", "a", "style",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "textPath",
        "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern", "marker", "image", "filter",
        "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
        "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG",
        "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset",
        "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
    ]

    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// The namespaces an SVG may declare: SVG's, XLink's for its links, and those drawing editors write their
    /// own inert data in.
    static let namespaces: Set<String> = [
        svgNamespace, "http://www.w3.org/1999/xlink", "http://www.w3.org/XML/1998/namespace",
        "http://www.inkscape.org/namespaces/inkscape", "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
        "http://www.w3.org/1999/02/22-rdf-syntax-ns#", "http://creativecommons.org/ns#",
        "http://purl.org/dc/elements/1.1/", "http://www.bohemiancoding.com/sketch/ns",
        "http://ns.adobe.com/AdobeIllustrator/10.0/", "http://ns.adobe.com/Graphs/1.0/",
        "http://ns.adobe.com/SaveForWeb/1.0/", "http://ns.adobe.com/Variables/1.0/",
        "http://ns.adobe.com/Extensibility/1.0/", "http://ns.adobe.com/Flows/1.0/",
        "http://ns.adobe.com/ImageReplacement/1.0/", "http://ns.adobe.com/GenericCustomNamespace/1.0/",
        "http://ns.adobe.com/XPath/1.0/",
    ]

    /// The beginnings a link may have: a part of the file, or a raster image written into it.
    static let linkPrefixes = [
        "#", "data:image/png;base64,", "data:image/jpeg;base64,", "data:image/gif;base64,",
        "data:image/webp;base64,",
    ]

    /// Why the SVG in `bytes` is not published, completing "the SVG image …"; `nil` when it may be.
    static func problem(in bytes: [UInt8]) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return "is not UTF-8 text" }
        var reader = Reader(text: Array(text.unicodeScalars))
        var prefixesOfSVG: Set<String> = []
        var elementsSeen: [(prefix: String?, local: String)] = []
        while let markup = reader.nextMarkup() {
            switch markup {
            case .unreadable(let what):
                return "holds \(what), which is not read"
            case .declaration:
                return "holds a document type or other declaration, whose entities could hide what it holds"
            case .instruction(let target):
                guard target == "xml" else { return "holds the processing instruction <?\(target)" }
            case .element(let name, let attributes):
                let (prefix, local) = split(name)
                for (attribute, value) in attributes {
                    let (attributePrefix, attributeLocal) = split(attribute)
                    if attribute == "xmlns" || attributePrefix == "xmlns" {
                        guard namespaces.contains(value) else { return "declares the namespace \(value)" }
                        if attribute == "xmlns", value != svgNamespace {
                            return "declares the namespace \(value) for its elements"
                        }
                        if attributePrefix == "xmlns", value == svgNamespace { prefixesOfSVG.insert(attributeLocal) }
                        continue
                    }
                    if attributeLocal.lowercased().hasPrefix("on") {
                        return "has the event handler \(attribute) on <\(name)>, which would run as script"
                    }
                    if attributeLocal == "href", !linkPrefixes.contains(where: value.hasPrefix) {
                        return "links to \(quoted(value)) from <\(name)>; a link may only lead within the file"
                    }
                    if value.lowercased().contains("javascript:") {
                        return "has a javascript: address in \(attribute) on <\(name)>"
                    }
                    if let problem = styleProblem(value) {
                        return "\(problem) (the attribute \(attribute) of <\(name)>)"
                    }
                }
                elementsSeen.append((prefix, local))
            case .text(let content):
                if let problem = styleProblem(content) { return problem }
            }
        }
        // Elements are judged once every namespace prefix bound to SVG's is known.
        for (prefix, local) in elementsSeen where prefix == nil || prefixesOfSVG.contains(prefix!) {
            guard elements.contains(local) else {
                return
                    "holds a <\(local)> element, which an image has no need of (no script, foreign content or animation)"
            }
        }
        return nil
    }

    /// Why text (a style sheet, or an attribute's value) would load something, completing "the SVG image …";
    /// `nil` when it would not.
    private static func styleProblem(_ text: String) -> String? {
        let lowered = text.lowercased()
        if lowered.contains("@import") { return "imports a style sheet" }
        var rest = lowered[...]
        while let start = rest.range(of: "url(") {
            let target = rest[start.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
            guard target.hasPrefix("#") else {
                let address = target.prefix { $0 != ")" && $0 != "\"" && $0 != "'" }
                return "loads \(quoted(String(address))) from its style"
            }
            rest = target
        }
        return nil
    }

    private static func split(_ name: String) -> (prefix: String?, local: String) {
        guard let colon = name.firstIndex(of: ":") else { return (nil, name) }
        return (String(name[..<colon]), String(name[name.index(after: colon)...]))
    }

    private static func quoted(_ text: String) -> String {
        "'" + String(text.prefix(60)).unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined() + "'"
    }

    /// A piece of markup.
    enum Markup {
        case element(name: String, attributes: [(String, String)])
        case instruction(target: String)
        case declaration
        /// Text between tags, or a CDATA section's: where a style sheet would be.
        case text(String)
        case unreadable(String)
    }

    /// Reads the markup of a text one piece at a time; comments and closing tags are passed over.
    struct Reader {
        let text: [Unicode.Scalar]
        var position = 0

        init(text: [Unicode.Scalar]) { self.text = text }

        mutating func nextMarkup() -> Markup? {
            guard position < text.count else { return nil }
            guard text[position] == "<" else {
                let start = position
                while position < text.count, text[position] != "<" { position += 1 }
                return .text(string(start..<position))
            }
            if starts(with: "<!--") {
                guard let end = find("-->", from: position + 4) else { return .unreadable("an unclosed comment") }
                position = end + 3
                return .text("")
            }
            if starts(with: "<![CDATA[") {
                guard let end = find("]]>", from: position + 9) else { return .unreadable("an unclosed CDATA section") }
                let content = string(position + 9..<end)
                position = end + 3
                return .text(content)
            }
            if starts(with: "<!") { return .declaration }
            if starts(with: "<?") {
                guard let end = find("?>", from: position + 2) else {
                    return .unreadable("an unclosed processing instruction")
                }
                position += 2
                let target = name()
                position = end + 2
                return .instruction(target: target)
            }
            if starts(with: "</") {
                guard let end = find(">", from: position + 2) else { return .unreadable("an unclosed tag") }
                position = end + 1
                return .text("")
            }
            position += 1
            let element = name()
            guard !element.isEmpty else { return .unreadable("a '<' that starts no tag") }
            var attributes: [(String, String)] = []
            while true {
                skipSpace()
                guard position < text.count else { return .unreadable("an unclosed tag") }
                if text[position] == ">" {
                    position += 1
                    break
                }
                if starts(with: "/>") {
                    position += 2
                    break
                }
                let attribute = name()
                guard !attribute.isEmpty else { return .unreadable("an attribute with no name") }
                skipSpace()
                guard position < text.count, text[position] == "=" else {
                    return .unreadable("the attribute \(attribute) with no value")
                }
                position += 1
                skipSpace()
                guard position < text.count, text[position] == "\"" || text[position] == "'" else {
                    return .unreadable("the attribute \(attribute) with an unquoted value")
                }
                let quote = text[position]
                let start = position + 1
                guard let end = text[start...].firstIndex(of: quote) else {
                    return .unreadable("the attribute \(attribute) with no closing quote")
                }
                attributes.append((attribute, string(start..<end)))
                position = end + 1
            }
            return .element(name: element, attributes: attributes)
        }

        private mutating func name() -> String {
            let start = position
            while position < text.count, !" \t\r\n/>=?".unicodeScalars.contains(text[position]) { position += 1 }
            return string(start..<position)
        }

        private mutating func skipSpace() {
            while position < text.count, " \t\r\n".unicodeScalars.contains(text[position]) { position += 1 }
        }

        private func starts(with prefix: String) -> Bool {
            let scalars = Array(prefix.unicodeScalars)
            return position + scalars.count <= text.count && Array(text[position..<position + scalars.count]) == scalars
        }

        private func find(_ marker: String, from start: Int) -> Int? {
            let scalars = Array(marker.unicodeScalars)
            var index = start
            while index + scalars.count <= text.count {
                if text[index] == scalars[0], Array(text[index..<index + scalars.count]) == scalars { return index }
                index += 1
            }
            return nil
        }

        private func string(_ range: Range<Int>) -> String {
            var result = String.UnicodeScalarView()
            result.append(contentsOf: text[range])
            return String(result)
        }
    }
}
