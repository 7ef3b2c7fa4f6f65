/// The sizes and colours a map is drawn with when no stylesheet overrides them.
///
/// Sizes are in `viewBox` units, which are CSS pixels: every map is drawn `width` pixels wide, or narrower
/// with the same proportions in a narrower column, so text is the same size on every map of a page.
enum MapStyle {
    static let width = 640.0
    /// The smallest extent across a map of several places, in kilometres.
    static let minimumKilometres = 8.0
    /// The extent across a map of one place, in kilometres: the world map is drawn from 160 km across.
    static let onePlaceKilometres = 240.0
    /// The grid, in degrees, that a map of one place is centred on: at most 0.1° (11 km) from the place.
    static let onePlaceGrid = 0.2
    static let scaleFontSize = 13.0
    static let numberFontSize = 13.0
    /// For numbers of three digits or more, which would not fit the marker at full size.
    static let smallNumberFontSize = 10.0
    /// The names beside a city map's markers: 11.6 px high on a phone's column, where they are drawn
    /// ``narrowScale`` times larger.
    static let labelFontSize = 13.0
    static let markerRadius = 8.0
    static let numberedMarkerRadius = 11.0
    /// How much larger a stylesheet draws markers, their numbers and the scale bar on a map shown narrower than
    /// it is drawn (a phone's column: 358 px of 640 at 390 px wide, where a 13-unit number would be 7 px high),
    /// so that they stay at least 11 px there. Markers are laid out apart at this size, so none meets another
    /// at any width; the default theme's `@container` rule in `site.css` applies it below 560 px.
    static let narrowScale = 1.6
    static let fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
    /// 17:1 against white.
    static let labelColour = "#1a1a1a"
    static let haloColour = "#ffffff"
    /// 5.2:1 against white, and distinct from every marker colour.
    static let routeColour = "#c2410c"
    static let routeWidth = 3.0
    /// The colours of groups of markers and their routes, such as the days of a trip, taken in turn: each at
    /// least 5:1 against white (the number inside a marker, the ring around it, the casing of its route), none
    /// the colour of a stay's or an airport's marker.
    static let groupColours = ["#b3261e", "#1d5fa8", "#0f6e4f", "#a1245d", "#8a4b08", "#0e6377", "#4d5b10"]

    /// The colour of group `group`, the palette repeating after its last.
    static func groupColour(_ group: Int) -> String {
        groupColours[((group % groupColours.count) + groupColours.count) % groupColours.count]
    }

    /// 8.7:1 against white, and distinct from the route's colour.
    static let flightColour = "#1e40af"
    /// 4.8:1 against white.
    static let leaderColour = "#4b5563"
    /// The ``RouteMap/dots``: 3.5:1 against the land, lighter than every marker.
    static let dotColour = "#7b8794"
    static let waterColour = "#dcebf5"
    static let landColour = "#f6f3ea"
    /// Countries visited, over the land: a warm tint that markers and routes keep their contrast on.
    static let shadedColour = "#f3dcc0"
    static let coastColour = "#8fb0c7"
    static let borderColour = "#a8a29e"
    static let frameColour = "#c5ced6"
}
