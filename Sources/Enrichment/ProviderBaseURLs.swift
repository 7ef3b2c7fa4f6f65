/// Where each source is reached: scheme, host and an optional path prefix, with no trailing `/`.
///
/// The defaults are the public services; tests and mirrors point them elsewhere. The endpoint paths the
/// sources document (`/search`, `/v1/forecast`, ...) are appended to these.
public struct ProviderBaseURLs: Sendable, Hashable {
    /// Nominatim, for geocoding.
    public var nominatim: String
    /// The Open-Meteo forecast API.
    public var forecast: String
    /// The Open-Meteo historical weather (archive) API.
    public var archive: String
    /// The Open-Meteo climate change API.
    public var climate: String
    /// Wikipedia; `{language}` is replaced by the language code, as in `https://{language}.wikipedia.org`.
    public var wikipedia: String
    /// Frankfurter, for ECB exchange rates.
    public var frankfurter: String

    /// Creates base URLs; each one defaults to the public service.
    public init(
        nominatim: String = "https://nominatim.openstreetmap.org",
        forecast: String = "https://api.open-meteo.com",
        archive: String = "https://archive-api.open-meteo.com",
        climate: String = "https://climate-api.open-meteo.com",
        wikipedia: String = "https://{language}.wikipedia.org",
        frankfurter: String = "https://api.frankfurter.dev"
    ) {
        self.nominatim = nominatim
        self.forecast = forecast
        self.archive = archive
        self.climate = climate
        self.wikipedia = wikipedia
        self.frankfurter = frankfurter
    }
}
