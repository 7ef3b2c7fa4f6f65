/// The rule for the scheme of a Markdown link's destination, the same as templates follow in URL attributes:
/// http, https, mailto, tel and geo, or a relative reference. The site's own `rec:`, `trip:` and `city:`
/// links are resolved before the rule applies.
public enum LinkScheme {
    /// The schemes a link may use.
    public static let allowed: Set<String> = ["http", "https", "mailto", "tel", "geo"]

    /// The scheme of `destination` if it has one (a letter, then letters, digits, `+`, `-` or `.`, before a
    /// `:` that comes before any `/`, `?` or `#`), lower-cased; `nil` for a relative reference. White space
    /// and control characters are skipped, as a browser skips them.
    public static func of(_ destination: String) -> String? {
        var name = ""
        var sawColon = false
        for scalar in destination.unicodeScalars where !(scalar.value <= 0x20 || scalar.properties.isWhitespace) {
            if scalar == ":" {
                sawColon = true
                break
            }
            if scalar == "/" || scalar == "?" || scalar == "#" { return nil }
            name.unicodeScalars.append(scalar)
        }
        name = name.lowercased()
        guard sawColon, let first = name.unicodeScalars.first, ("a"..."z").contains(first),
            name.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
            })
        else { return nil }
        return name
    }

    /// Whether a link to `destination` may reach a page.
    public static func isAllowed(_ destination: String) -> Bool {
        of(destination).map { allowed.contains($0) } ?? true
    }
}
