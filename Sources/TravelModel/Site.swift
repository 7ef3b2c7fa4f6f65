/// Everything a content folder holds, validated: the input of every later stage.
public struct Site: Sendable {
    /// The settings of site.yml.
    public var settings: SiteSettings
    /// Every trip, sorted by start date, then slug.
    public var trips: [Trip]
    /// Every recommendation, sorted by slug.
    public var recommendations: [Recommendation]
    /// The cities' own pages, sorted by country and name.
    public var cityIntros: [CityIntro]

    /// Creates a site.
    public init(settings: SiteSettings, trips: [Trip], recommendations: [Recommendation], cityIntros: [CityIntro]) {
        self.settings = settings
        self.trips = trips
        self.recommendations = recommendations
        self.cityIntros = cityIntros
    }
}
