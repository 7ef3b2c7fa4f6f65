import TravelModel

/// Where each page of the site lives, and how one page links to another.
///
/// Every page is an `index.html` in its own folder, and links between pages are relative and name the
/// `index.html` file, so the output works at a domain root, under a sub-path, and opened from `file://`.
/// Canonical and share URLs use the folder form under `base_url`.
package struct SitePaths: Sendable {
    /// The folder of the home page: the output root.
    package static let home = ""
    /// The folder of the list of cities.
    package static let cities = "cities/"
    /// The folder of the search page.
    package static let search = "search/"
    /// The map of everything.
    package static let map = "map/"
    /// The file of the page hosts serve for a missing address.
    package static let notFound = "404.html"
    /// The folder of the saved page.
    package static let saved = "saved/"
    /// The folder of the offline page.
    package static let offline = "offline/"
    /// The app's manifest, at the site's root.
    package static let manifest = "manifest.webmanifest"
    /// The service worker, at the site's root: its scope is the folder it is in, so the whole site.
    package static let serviceWorker = "sw.js"
    /// The Atom feed.
    package static let feed = "feed.xml"
    /// The file name of the offline list beside each page a reader can save.
    package static let offlineList = "offline.json"

    /// A trip's calendar, in its folder beside its page.
    package static let tripCalendar = "trip.ics"
    /// A trip's route, in its folder beside its page.
    package static let tripRoute = "route.geojson"

    /// Where the offline list of the page at `file` is written.
    package static func offlineList(ofPage file: String) -> String {
        (file.hasSuffix("index.html") ? String(file.dropLast("index.html".count)) : file + ".") + offlineList
    }

    /// The folder of the listed trips that start in `year`: `years/2025/`.
    package static func year(_ year: Int) -> String { "years/\(year)/" }

    /// The folder of a country's cities: `cities/pt/`, around its cities' folders.
    package static func country(_ code: String) -> String { "cities/\(code.lowercased())/" }

    /// A trip's folder; an unlisted trip's folder carries its token so it cannot be guessed.
    package static func trip(_ trip: Trip) -> String {
        if trip.visibility == .unlisted, let token = trip.token { return "trips/\(trip.id.rawValue)-\(token)/" }
        return "trips/\(trip.id.rawValue)/"
    }

    /// A city's folder: `cities/pt/lisbon/`.
    package static func city(_ city: City) -> String {
        country(city.countryCode) + citySlug(city) + "/"
    }

    /// The folder of a page of a big city's recommendations of one feature: `cities/at/vienna/features/museum/`,
    /// then `…/museum/2/`. No recommendation's folder can be it: a slug has no `/`, so a recommendation named
    /// "features" has `features/index.html`, beside the feature pages' folders.
    package static func cityFeature(_ city: City, feature: String, page: Int) -> String {
        self.city(city) + "features/" + feature + "/" + (page > 1 ? "\(page)/" : "")
    }

    /// The slug of a city's name, as `city:` links write it.
    static func citySlug(_ city: City) -> String { city.key.slug.rawValue }

    /// A recommendation's folder, inside its city's.
    package static func recommendation(_ recommendation: Recommendation) -> String {
        city(recommendation.city) + recommendation.id.rawValue + "/"
    }

    /// The file of a page in `folder`.
    package static func page(_ folder: String) -> String { folder + "index.html" }

    /// The relative URL from the page whose file is `from` to the file `to`, percent-encoded.
    package static func relative(from: String, to: String) -> String {
        var from = from
        // Counted on the bytes in place: a page's path is a native string, stored contiguously.
        let depth = from.withUTF8 { bytes in bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) } }
        return String(repeating: "../", count: depth) + encode(to)
    }

    /// The relative URL from a page to another page's `index.html`.
    package static func link(from: String, toPage folder: String) -> String {
        relative(from: from, to: page(folder))
    }

    /// The absolute URL of a folder or file under `baseURL` (which ends in `/`).
    package static func absolute(_ path: String, baseURL: String) -> String { baseURL + encode(path) }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// Percent-encodes a path: letters of any script are kept in file names but encoded in URLs.
    package static func encode(_ path: String) -> String {
        // Nearly every path is plain ASCII with nothing to encode; it is returned as it is.
        var path = path
        if path.withUTF8({ $0.allSatisfy(isUnreserved) }) { return path }
        // Made as bytes, each byte that is not kept written as `%` and two capital hex digits.
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count * 3)
        for byte in path.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
