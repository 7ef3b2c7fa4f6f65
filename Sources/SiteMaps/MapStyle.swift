/// The sizes and colours a map is drawn with when no stylesheet overrides them.
///
/// Sizes are in `viewBox` units: the 640-unit width is shown about 360 px wide on a phone, so
/// 22 units of text come out near 12 px there and larger on wider screens.
enum MapStyle {
    static let width = 640.0
    static let labelFontSize = 22.0
    static let numberFontSize = 15.0
    /// For numbers of three digits or more, which would not fit the marker at full size.
    static let smallNumberFontSize = 11.0
    static let markerRadius = 9.0
    static let numberedMarkerRadius = 13.0
    static let fontFamily = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
    /// 17:1 against white.
    static let labelColour = "#1a1a1a"
    static let haloColour = "#ffffff"
    static let haloWidth = 5.0
    /// 5.2:1 against white, and distinct from every marker colour.
    static let routeColour = "#c2410c"
    static let routeWidth = 3.0
    /// 4.8:1 against white.
    static let leaderColour = "#6b7280"
    static let backgroundColour = "#f7f9fb"
    static let borderColour = "#c5ced6"
    /// A label moved further than this from its marker's centre gets a leader line back to it.
    static let leaderThreshold = 14.0
}
