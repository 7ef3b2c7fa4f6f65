import ContentLoading
import Foundation
import Mustache
import TravelModel

/// The words, plurals and date formats the pages show, from the theme's `strings/<language>.json`, so a
/// theme can change or translate them. A theme's file is laid over the built-in English words, which hold
/// every key, so a word it leaves out is never a gap on a page (``decode(_:file:over:)``).
///
/// Texts hold `{name}` placeholders; date formats are ICU skeletons (`yMMMd`), which ICU arranges in the
/// order and punctuation of the site's language.
package struct ThemeStrings: Decodable, Sendable {
    /// A word with a number: `{n} night` for one, `{n} nights` for any other count.
    package struct Plural: Decodable, Sendable {
        package let one: String
        package let other: String

        /// The text for `count`.
        package func callAsFunction(_ count: Int) -> String {
            (count == 1 ? one : other).filling(["n": String(count)])
        }
    }

    package struct Counts: Decodable, Sendable {
        package let day, night, passenger, guest, star, stop, roomLeft, recommendation, trip, city, country,
            result: Plural
    }

    /// What the pages' script says about a trip from the reader's date (`Starts in 12 days`, `Day 3 of 8`,
    /// `Ended 2 weeks ago`): the build writes no date-dependent words, only these, for the script.
    package struct When: Decodable, Sendable {
        /// A count in days, weeks, months or years.
        package struct Units: Decodable, Sendable {
            package let days, weeks, months, years: Plural
        }

        package let today, underWay, dayOf, tomorrow, yesterday: String
        package let startsIn, endedAgo: Units
    }

    package struct TripKind: Decodable, Sendable {
        package let roundTrip, oneWay, multiCity: String
    }

    package struct Duration: Decodable, Sendable {
        let hoursMinutes, hours, minutes: String
    }

    package struct Lists: Decodable, Sendable {
        package let separator, lastSeparator: String
    }

    package struct Coordinates: Decodable, Sendable {
        let format, north, south, east, west: String
    }

    /// An estimate of the way between two visits: `about 12 min walk · 0.9 km, estimated`.
    package struct Travel: Decodable, Sendable {
        let walk, drive, kilometres: String
    }

    /// A day's weather: its kind (`Forecast`, `Recorded`, `Average for Apr 9, 1996–2025`), its source
    /// (`Open-Meteo archive`), and the share of wet years of averages.
    package struct Weather: Decodable, Sendable {
        package let forecast, observed, climate, sourceForecast, sourceArchive, wetYears, temperature,
            precipitation: String
    }

    /// A day's timeline: `Flight JFK → LIS`, `Check in: Hotel Avenida Palace`, `On the plane to Lisbon`,
    /// `Train Lisboa Santa Apolónia → Porto Campanhã`, `Pick up rental car: Hertz Faro Airport`.
    package struct Timeline: Decodable, Sendable {
        package let flight, lands, arrival, left, checkIn, checkOut, onThePlane, noStay: String
        package let leg, legArrival, arrives, pickUp, dropOff, dropsOff, pickedUp, seat, booking, onTheNightLeg: String
    }

    /// What a trip's calendar says (``SiteFormats/CalendarWords``): `Flight TP 202 JFK → LIS`, `Stay: Hotel
    /// Avenida Palace`, `Departure tomorrow: …`, a leg's `Train IC 521: Lisboa Santa Apolónia → Porto Campanhã`.
    package struct Calendar: Decodable, Sendable {
        let flight, flightWithoutNumber, departureReminder, stay, tripBegins, tripReminder: String
        let airline, direct, passengers, booking: String
        let leg, legWithoutNumber, rentalCar, transfer, transferWithoutNumber: String
        let `operator`, car, seat, arrivesAt: String
    }

    /// The banner `serve` shows on the page of a trip that a build leaves out or lists nowhere.
    package struct Serving: Decodable, Sendable {
        package let unlisted, `private`, draft: String
    }

    /// The name of each way of travelling, as a leg's title and a map's key give it: `Train`, `Rental car`.
    package struct TransportModes: Decodable, Sendable {
        package let train, bus, ferry, car, taxi, other, flight: String

        /// The name of `mode`.
        package func name(_ mode: TransportLeg.Mode) -> String {
            switch mode {
            case .train: train
            case .bus: bus
            case .ferry: ferry
            case .car: car
            case .taxi: taxi
            case .other: other
            }
        }
    }

    package struct Budget: Decodable, Sendable {
        package let flights, transport, stays, visits: String
    }

    package struct SearchKinds: Decodable, Sendable {
        package let trip, city, recommendation: String
    }

    package struct Pages: Decodable, Sendable {
        package let homeDescription, citiesTitle, citiesDescription, searchTitle, searchDescription: String
        package let notFoundTitle, notFoundDescription, tripDescription, cityDescription,
            recommendationDescription: String
        package let yearTitle, yearDescription, countryDescription: String
        package let cityFeatureTitle, cityFeatureDescription, pageOf: String
        package let savedTitle, savedDescription, offlineTitle, offlineDescription: String
        package let mapTitle, mapDescription: String
        /// `{cities} in {countries}`, on the home page; `All {count} in {city}`, a country page's link to a city.
        package let citiesInCountries, allInCity: String
    }

    package struct Maps: Decodable, Sendable {
        package let overview, journey, trip, journeyOfTrip, cityOnTrip, city, place, scaleKilometres,
            scaleMetres: String
        package let description, lineKey, dayKey: String
        /// The map of everything: its heading, its accessible name, a region's and a country's, and the note
        /// when it shows only the latest trips.
        package let everything, everythingTitle, region, country, moreTrips: String
    }

    /// The names of the continents, the regions of the map of everything.
    package struct Continents: Decodable, Sendable {
        let africa, antarctica, asia, europe, northAmerica, oceania, southAmerica: String
    }

    package struct MapLinks: Decodable, Sendable {
        package let mapApp, mapAppLabel, openStreetMap, openStreetMapLabel: String
        package let directions, directionsOpenStreetMap, directionsGoogle: String
        package let legDirectionsOpenStreetMap, legDirectionsGoogle: String
    }

    package struct DateFormats: Decodable, Sendable {
        let dayHeading, date, dateAndTime, dateInDateAndTime, monthAndDay, dateRange: String
    }

    package let fullTitle: String
    package let counts: Counts
    package let when: When
    package let tripKind: TripKind
    package let nonStop: String
    let duration: Duration
    package let list: Lists
    let coordinates: Coordinates
    let timeZoneOffset: String
    package let dayNumber: String
    /// `Photo {n}`: a gallery photo with no caption, as its text alternative and its mark on the map.
    package let photoNumber: String
    /// The banner of a trip page in `serve` that shows details a build leaves out (``Trip/withoutPrivateDetails``).
    package let unpublishedDetails: String
    let travel: Travel
    package let weather: Weather
    package let timeline: Timeline
    package let transportModes: TransportModes
    let calendar: Calendar
    package let serving: Serving
    package let budget: Budget
    package let searchKinds: SearchKinds
    package let pages: Pages
    package let maps: Maps
    package let continents: Continents
    package let mapLinks: MapLinks
    let dateFormats: DateFormats

    /// The folder of the strings files inside a theme.
    static let folder = "strings"

    /// The built-in theme's words, complete: what a theme's own strings file is laid over.
    package static let englishFile = "\(folder)/en.json"

    /// The file for `language` among a theme's files: `pt-BR.json`, else `pt.json`, else `en.json`.
    package static func fileName(for language: String, among names: Set<String>) -> String {
        let exact = "\(folder)/\(language).json"
        if names.contains(exact) { return exact }
        let base = "\(folder)/\(language.prefix { $0 != "-" && $0 != "_" }).json"
        return names.contains(base) ? base : "\(folder)/en.json"
    }

    /// Reads a strings file.
    /// - Throws: a message naming the file and the key that is missing or of the wrong type.
    static func decode(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> ThemeStrings {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            return try decoder.decode(ThemeStrings.self, from: Data(bytes))
        } catch let DecodingError.keyNotFound(key, context) {
            let path = (context.codingPath + [key]).map { Self.snakeCase($0.stringValue) }.joined(separator: ".")
            throw ThemeFileError(file: file, message: "missing '\(path)'")
        } catch let DecodingError.typeMismatch(_, context) {
            let path = context.codingPath.map { Self.snakeCase($0.stringValue) }.joined(separator: ".")
            throw ThemeFileError(file: file, message: "'\(path)' must be text")
        } catch {
            throw ThemeFileError(file: file, message: "not valid JSON")
        }
    }

    /// Reads a theme's strings file over `defaults`, the built-in theme's English words: a word the file leaves
    /// out keeps the built-in one, so a theme written before a word was added still builds. A key the built-in
    /// words do not have is an error naming it, with the nearest key: a misspelt word would otherwise fall back
    /// to English unseen.
    /// - Throws: a message naming the file and the key that is unknown or of the wrong type.
    package static func decode(_ bytes: [UInt8], file: String, over defaults: [UInt8]) throws(ThemeFileError)
        -> ThemeStrings
    {
        guard let base = (try? JSONSerialization.jsonObject(with: Data(defaults))) as? [String: Any] else {
            return try decode(bytes, file: file)
        }
        guard let own = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
            throw ThemeFileError(file: file, message: "not valid JSON")
        }
        let merged = try layer(own, over: base, at: [], file: file)
        guard let data = try? JSONSerialization.data(withJSONObject: merged) else {
            throw ThemeFileError(file: file, message: "not valid JSON")
        }
        return try decode(Array(data), file: file)
    }

    /// `own`'s words in place of `base`'s, key by key, at every depth.
    private static func layer(
        _ own: [String: Any], over base: [String: Any], at path: [String], file: String
    ) throws(ThemeFileError) -> [String: Any] {
        var merged = base
        for key in own.keys.sorted() {
            let name = (path + [key]).joined(separator: ".")
            guard let builtIn = base[key] else {
                let close = Suggestions.closest(to: key, in: base.keys.sorted(), limit: 1)
                    .map { (path + [$0]).joined(separator: ".") }
                throw ThemeFileError(file: file, message: "unknown '\(name)'\(Suggestions.didYouMean(close))")
            }
            switch (own[key], builtIn) {
            case (let words as [String: Any], let builtInWords as [String: Any]):
                merged[key] = try layer(words, over: builtInWords, at: path + [key], file: file)
            case (is [String: Any], _):
                throw ThemeFileError(file: file, message: "'\(name)' must be text")
            case (_, is [String: Any]):
                throw ThemeFileError(
                    file: file, message: "'\(name)' must be an object of words, as in the built-in strings/en.json")
            case (let text as String, let builtInText as String):
                try checkPlaceholders(of: text, against: builtInText, name: name, file: file)
                merged[key] = text
            default:
                merged[key] = own[key]
            }
        }
        return merged
    }

    /// A theme's text may use the `{name}` placeholders the built-in text of its key uses, in any order, some or
    /// none of them: those are what the pages fill it with. Any other would be shown as written, braces and all.
    private static func checkPlaceholders(
        of text: String, against builtIn: String, name: String, file: String
    ) throws(ThemeFileError) {
        let given = placeholders(in: builtIn)
        for placeholder in placeholders(in: text) where !given.contains(placeholder) {
            let filled =
                given.isEmpty
                ? "it is given none" : "it is given " + Suggestions.list(given.map { "{\($0)}" }, quoted: false)
            let close = Suggestions.closest(to: placeholder, in: given, limit: 1).map { "{\($0)}" }
            throw ThemeFileError(
                file: file,
                message:
                    "'\(name)' has {\(placeholder)}, which the pages never fill: \(filled)"
                    + Suggestions.didYouMean(close, quoted: false))
        }
    }

    /// The names of the `{name}` placeholders in `text` (lower-case letters, digits and underscores), each once,
    /// in the order they first appear.
    package static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(where: { $0 == "}" || $0 == "{" }), rest[close] == "}" else { continue }
            let name = String(rest[..<close])
            let isName =
                !name.isEmpty && name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLowercase || $0.isNumber)) }
            if isName && !names.contains(name) { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    private static func snakeCase(_ key: String) -> String { TemplateKey.ofProperty(key) }

    /// `Ana`, `Ana and Tom`, `Ana, Tom and Zoë`.
    package func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: list.separator) + list.lastSeparator + names.last!
    }
}

/// A theme file that cannot be used, with what is wrong.
package struct ThemeFileError: Error, CustomStringConvertible {
    let file: String
    let message: String
    package var description: String { "\(file): \(message)" }
}

extension String {
    /// The text with each `{name}` replaced by its value; unknown names are left as written.
    ///
    /// The values are a few pairs, looked through in turn: a page fills dozens of texts, and a dictionary made
    /// for each would cost more than the filling. The UTF-8 bytes are searched rather than the characters: the
    /// plain code on `Substring` (`firstIndex(of:)`, `+=`) made `itineshary check` of the 1,000-trip corpus 7–8%
    /// slower (4.32 s against 4.03 s and 4.75 s against 4.38 s, medians of 6 and 4 alternated runs).
    package func filling(_ values: KeyValuePairs<String, String>) -> String {
        // Braces are ASCII: the UTF-8 bytes are searched and copied, never split inside a character.
        let (openBrace, closeBrace) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        guard utf8.contains(openBrace) else { return self }
        var text = self
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 64)
            var start = 0
            while let open = bytes[start...].firstIndex(of: openBrace),
                let close = bytes[(open + 1)...].firstIndex(of: closeBrace)
            {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<open]))
                let name = UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close])
                if let value = values.first(where: {
                    $0.key.utf8.count == name.count && $0.key.utf8.elementsEqual(name)
                })?
                .value {
                    result.append(contentsOf: value.utf8)
                } else {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[open...close]))
                }
                start = close + 1
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            return String(decoding: result, as: UTF8.self)
        }
    }
}
