import CLeaflet
import SiteTheme
import TravelModel

/// Leaflet and the script that puts the build-time maps on it, compiled into the executable and written
/// into `assets/leaflet/` of a site that sets `map: { tiles: … }`, so no page loads them from elsewhere.
package struct LiveMapAssets: Sendable {
    /// Output path of Leaflet's stylesheet.
    let stylesheet: String
    /// Output path of Leaflet.
    let leaflet: String
    /// Output path of the script that makes the maps.
    let script: String
    /// The three files: output path and bytes.
    package let files: [(path: String, bytes: [UInt8])]

    package static let embedded = LiveMapAssets()

    private init() {
        func bytes(_ start: UnsafePointer<UInt8>, _ count: Int) -> [UInt8] {
            Array(UnsafeBufferPointer(start: start, count: count))
        }
        let css = bytes(itineshary_leaflet_css_start(), itineshary_leaflet_css_size)
        let js = bytes(itineshary_leaflet_js_start(), itineshary_leaflet_js_size)
        let live = bytes(itineshary_live_map_js_start(), itineshary_live_map_js_size)
        stylesheet = "assets/leaflet/" + ThemeAssets.fingerprinted("leaflet.css", css)
        leaflet = "assets/leaflet/" + ThemeAssets.fingerprinted("leaflet.js", js)
        script = "assets/leaflet/" + ThemeAssets.fingerprinted("live-map.js", live)
        files = [(stylesheet, css), (leaflet, js), (script, live)]
    }
}
