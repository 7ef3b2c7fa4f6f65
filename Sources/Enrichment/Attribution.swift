/// Where looked-up data comes from and on what terms: what a page shows beside the data.
///
/// Each provider defines its own once; a value read from the cache carries the attribution its entry
/// records, so an entry written by another tool (the sample site's exchange rates) is credited as it says.
public struct Attribution: Sendable, Hashable {
    /// Who to credit: `Open-Meteo.com`, `OpenStreetMap contributors`.
    public var name: String
    /// The licence or terms of reuse: `CC BY 4.0`.
    public var licence: String
    /// A page about the source or the data itself, where the source has one.
    public var url: String?
    /// The credit line to print, as cache entries record it in their `licence` member:
    /// `Weather data by Open-Meteo.com (CC BY 4.0)`.
    public var text: String

    /// Creates an attribution.
    public init(name: String, licence: String, url: String? = nil, text: String) {
        self.name = name
        self.licence = licence
        self.url = url
        self.text = text
    }

    /// The attribution of a cache entry: `known` when the entry records its credit line, else the entry's
    /// own source and licence, since the data came from whoever wrote the entry.
    static func recorded(source: String, licence: String, known: Attribution) -> Attribution {
        if licence == known.text { return known }
        return Attribution(name: source, licence: licence, url: nil, text: licence)
    }
}
