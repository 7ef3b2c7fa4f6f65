import ConfinedFiles
import Foundation
import TravelModel

/// Decodes and validates `site.yml` (SPEC §1).
enum SiteSettingsDecoder {
    static let keys = [
        "title", "base_url", "language", "time_zone", "currency", "author", "contact", "features", "raw_html", "map",
        "publish_private_details", "publish_image_metadata", "app",
    ]
    static let mapKeys = ["directions", "tiles", "attribution"]
    static let appKeys = ["enabled", "name", "icon", "theme_color", "background_color"]

    static func decode(_ root: YAMLNode?, report: FileReport, contentDirectory: URL) -> SiteSettings? {
        guard let root else {
            report.add(
                .error(
                    "site.yml is empty; it needs at least a title",
                    at: .init(file: report.path, line: 1, column: 1), note: "write: title: My travels"))
            return nil
        }
        guard let fields = MappingReader(root, keys: keys, what: "site.yml", report: report) else { return nil }
        let title = fields.text("title", required: true)
        var settings = SiteSettings(title: title ?? "")
        if let node = fields.value("base_url"), let text = fields.text("base_url") {
            if WebURL.isHTTP(text) {
                settings.baseURL = text.hasSuffix("/") ? text : text + "/"
            } else {
                report.error(
                    "'base_url' must be an absolute http or https URL, such as https://example.org/, not '\(text)'",
                    at: node)
            }
        }
        if let node = fields.value("language"), let text = fields.text("language") {
            if isLanguageTag(text) {
                settings.language = text
            } else {
                report.error(
                    "'language' must be a BCP 47 language tag such as en, pt-PT or ja, not '\(text)'", at: node)
            }
        }
        if let node = fields.value("time_zone"), let text = fields.text("time_zone") {
            if TimeZone(identifier: text) != nil, text.contains("/") || text == "UTC" {
                settings.timeZone = text
            } else {
                report.error("'time_zone' must be an IANA time zone such as Europe/Lisbon, not '\(text)'", at: node)
            }
        }
        if let node = fields.value("currency"), let text = fields.text("currency") {
            if Currencies.isKnown(text.uppercased()) {
                settings.currency = text.uppercased()
            } else {
                report.error(
                    "unknown currency '\(text)'\(Suggestions.didYouMean(Currencies.closest(to: text.uppercased())))",
                    at: node, note: "currencies are ISO 4217 codes such as EUR, USD, GBP, JPY")
            }
        }
        settings.author = fields.text("author")
        settings.allowsRawHTML = fields.bool("raw_html") ?? false
        settings.publishesPrivateDetails = fields.bool("publish_private_details") ?? false
        settings.publishesImageMetadata = fields.bool("publish_image_metadata") ?? false
        if let node = fields.value("contact"), let text = fields.text("contact") {
            if isEmail(text) || WebURL.isHTTP(text) {
                settings.contact = text
            } else {
                report.error("'contact' must be an email address or an http(s) URL, not '\(text)'", at: node)
            }
        }
        for (word, node) in fields.texts("features", example: "[bakery, viewpoint]") ?? [] {
            let lowered = word.lowercased()
            if !lowered.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
                report.error("a feature must be one word (letters, digits, '-'), not '\(word)'", at: node)
            } else if Feature.builtIn.contains(lowered) {
                report.warning("'\(lowered)' is a built-in feature already", at: node)
            } else if !settings.features.contains(lowered) {
                settings.features.append(lowered)
            }
        }
        if let node = fields.value("map") {
            settings.map = decodeMap(node, report: report)
        }
        if let node = fields.value("app") {
            settings.app = decodeApp(node, report: report, contentDirectory: contentDirectory)
        }
        return title == nil ? nil : settings
    }

    /// `map: { directions: openstreetmap | google, tiles: URL, attribution: text }`.
    static func decodeMap(_ node: YAMLNode, report: FileReport) -> MapSettings {
        var map = MapSettings()
        guard let fields = MappingReader(node, keys: mapKeys, what: "'map'", report: report) else { return map }
        if let node = fields.value("directions"), let text = fields.text("directions") {
            if let directions = MapSettings.Directions(rawValue: text.lowercased()) {
                map.directions = directions
            } else {
                let names = MapSettings.Directions.allCases.map(\.rawValue)
                report.error(
                    "'directions' must be \(names.joined(separator: " or ")), not '\(text)'"
                        + Suggestions.didYouMean(Suggestions.closest(to: text.lowercased(), in: names, limit: 1)),
                    at: node)
            }
        }
        let tiles = fields.value("tiles").flatMap { node in fields.text("tiles").map { (node, $0) } }
        if let (node, text) = tiles {
            if isTileURL(text) {
                map.tiles = text
            } else {
                report.error(
                    "'tiles' must be an https URL with {z}, {x} and {y} in it, not '\(text)'", at: node,
                    note: "for example: tiles: https://tile.openstreetmap.org/{z}/{x}/{y}.png")
            }
        }
        let attribution = fields.value("attribution").flatMap { node in fields.text("attribution").map { (node, $0) } }
        if let (node, text) = attribution {
            if tiles == nil {
                report.warning("'attribution' is shown only with 'tiles'; without tiles it is not used", at: node)
            } else {
                map.attribution = text
            }
        } else if tiles != nil {
            report.error(
                "missing required key 'attribution': tile servers ask to be credited on the map", at: fields.node,
                note: "for example: attribution: © OpenStreetMap contributors")
        }
        return map
    }

    /// `app: { enabled: true | false, name: text, theme_color: "#rrggbb", background_color: "#rrggbb" }`.
    static func decodeApp(_ node: YAMLNode, report: FileReport, contentDirectory: URL) -> AppSettings {
        var app = AppSettings()
        guard let fields = MappingReader(node, keys: appKeys, what: "'app'", report: report) else { return app }
        app.enabled = fields.bool("enabled") ?? true
        if let node = fields.value("name"), let text = fields.text("name") {
            if text.count <= 30 {
                app.name = text
            } else {
                report.error(
                    "'name' is \(text.count) characters long; a home screen shows about 12, and at most 30 are kept",
                    at: node, note: "write a short name, such as: name: Field Notes")
            }
        }
        if let node = fields.value("icon"), let text = fields.text("icon") {
            if let problem = AssetPath.problem(with: text, contentDirectory: contentDirectory) {
                report.error("'icon' \(problem)", at: node)
            } else if let problem = iconProblem(contentDirectory.appendingPathComponent(text)) {
                report.error(
                    "'icon' \(problem)", at: node, note: "an app icon is a square PNG of 512 × 512 pixels or more")
            } else {
                app.icon = text
            }
        }
        for (key, path) in [("theme_color", \AppSettings.themeColour), ("background_color", \.backgroundColour)] {
            if let node = fields.emptyValue(key) {
                // `theme_color: #0b5d66` is a key with no value and a comment.
                report.error(
                    "'\(key)' has no value: in YAML a # starts a comment", at: node,
                    note: "quote the colour: \(key): \"#0b5d66\"")
            }
            guard let node = fields.value(key), let text = fields.text(key) else { continue }
            if isHexColour(text) {
                app[keyPath: path] = text.lowercased()
            } else {
                report.error(
                    "'\(key)' must be a colour written #rrggbb, such as \"#0b5d66\", not '\(text)'", at: node,
                    note: "quote it: a # starts a comment in YAML")
            }
        }
        return app
    }

    /// Why the file at `url` is no app icon, from its PNG header: not a PNG, not square, or narrower than 512
    /// pixels; `nil` when it is one.
    static func iconProblem(_ url: URL) -> String? {
        guard case .success(let bytes) = ConfinedRead.bytes(atPath: url.path, limit: 64 << 20) else {
            return "cannot be read"
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return "must be a PNG file"
        }
        func number(at offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (number(at: 16), number(at: 20))
        if width != height { return "must be square, not \(width) × \(height) pixels" }
        if width < 512 { return "must be 512 pixels wide or more, not \(width)" }
        return nil
    }

    /// `#` and six hexadecimal digits.
    static func isHexColour(_ text: String) -> Bool {
        text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// An https URL (or http on this machine, for a tile server under test) with `{z}`, `{x}` and `{y}`, and
    /// no white space, quote or angle bracket. No user part (`name@`): after one, `http://localhost:@host/`
    /// names another host.
    static func isTileURL(_ text: String) -> Bool {
        let local = ["http://127.0.0.1:", "http://127.0.0.1/", "http://localhost:", "http://localhost/"]
        guard text.hasPrefix("https://") || local.contains(where: text.hasPrefix) else { return false }
        guard let host = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2).first,
            !host.isEmpty, !host.contains("@")
        else { return false }
        return ["{z}", "{x}", "{y}"].allSatisfy(text.contains)
            && !text.unicodeScalars.contains {
                $0.properties.isWhitespace || "\"'<>`\\".unicodeScalars.contains($0) || $0.value < 32
            }
    }

    /// A BCP 47 tag's shape: a 2–3 letter language, then subtags of 1–8 letters or digits.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy {
            (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !text.contains(where: \.isWhitespace)
    }
}
