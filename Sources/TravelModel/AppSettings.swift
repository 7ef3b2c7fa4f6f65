/// The `app:` settings of `site.yml`: the site as an app a phone installs and reads offline.
public struct AppSettings: Sendable, Hashable {
    /// Whether the site has its web app manifest and icons, its service worker, the "Save for offline" buttons,
    /// the saved page and the offline page: `enabled`, on by default.
    public var enabled = true
    /// The name under the icon on a home screen: `name`; the site's title when not given.
    public var name: String?
    /// The site's own icon: `icon`, a square PNG under `assets/`, 512 pixels wide or more; `nil` draws a monogram.
    public var icon: String?
    /// The colour of the app's title bar and of its icon: `theme_color`, `#rrggbb`.
    public var themeColour = "#0b5d66"
    /// The colour of the app's splash screen: `background_color`, `#rrggbb`.
    public var backgroundColour = "#ffffff"

    /// Creates settings; the default is an installable site that can be saved for offline reading.
    public init() {}
}
