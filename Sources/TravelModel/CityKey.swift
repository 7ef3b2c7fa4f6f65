/// Names a city the way its page and `city:` links do: the country code and the slug of its name,
/// `PT/lisbon`. Two cities with one key share one page.
public struct CityKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The ISO 3166-1 alpha-2 code of the country, upper-case.
    public let countryCode: String
    /// The slug of the city's name.
    public let slug: Slug

    /// Creates a key.
    public init(countryCode: String, slug: Slug) {
        self.countryCode = countryCode.uppercased()
        self.slug = slug
    }

    /// Reads the target of a `city:` link, `PT/lisbon` or `pt/Lisbon`; `nil` without a `/`.
    public init?(linkTarget target: String) {
        let parts = target.split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        self.init(countryCode: String(parts[0]), slug: Slug(fileName: String(parts[1])))
    }

    /// The key as a `city:` link writes it: `PT/lisbon`.
    public var description: String { countryCode + "/" + slug.rawValue }

    /// Orders by country code, then slug.
    public static func < (lhs: CityKey, rhs: CityKey) -> Bool {
        (lhs.countryCode, lhs.slug) < (rhs.countryCode, rhs.slug)
    }
}
