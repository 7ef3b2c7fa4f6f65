import ArgumentParser
import ContentLoading
import Foundation
import Gazetteer
import TextEscaping
import TravelModel

/// `itineshary new trip|rec|city`: one new content file at the path its slug gives, with the right fields.
struct New: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Add a trip, a recommendation or a city page to the site.",
        discussion: "Each writes one file, prints its path and never overwrites a file.",
        subcommands: [NewTrip.self, NewRecommendation.self, NewCity.self]
    )
}

/// What the three `new` commands share: where the site is, finding a city, writing the file.
struct NewFileOptions: ParsableArguments {
    @OptionGroup var content: ContentOptions

    var contentFolder: URL { URL(fileURLWithPath: content.content, isDirectory: true) }

    /// The site's settings, or an error printed and exit status 1 when site.yml is missing or broken.
    func settings() throws -> SiteSettings {
        let loader = ContentLoader(contentDirectory: contentFolder, displayPath: Check.trimmed(content.content))
        let (settings, diagnostics) = loader.settings()
        guard let settings else {
            Console.current.err(
                diagnostics.map { $0.description + "\n" + ($0.note.map { "  note: \($0)\n" } ?? "") }.joined())
            throw CommandExit(status: .contentErrors)
        }
        return settings
    }

    /// A city of the gazetteer by name, in a country when one is given; "did you mean" when there is none.
    func city(_ name: String, country code: String?, gazetteer: Gazetteer = .shared) async throws -> City {
        var countryCode: String?
        if let code {
            guard let country = gazetteer.country(matching: code) else {
                let close = gazetteer.countrySuggestions(for: code).map { "\($0.code) (\($0.name))" }
                throw failure(
                    "unknown country '\(code)'" + Suggestions.didYouMean(close, quoted: false))
            }
            countryCode = country.code
        }
        if let countryCode, let city = gazetteer.city(named: name, countryCode: countryCode) { return city }
        // A place of the site's own, from its `cities/` folder.
        let slug = Slug(fileName: name)
        if FileManager.default.fileExists(
            atPath: contentFolder.appendingPathComponent("cities/\(slug.rawValue).md").path)
        {
            let loader = ContentLoader(contentDirectory: contentFolder, displayPath: Check.trimmed(content.content))
            if let pages = (try? await loader.load())?.site?.cityIntros,
                let page = pages.first(where: {
                    Slug(fileName: $0.city.name) == slug && (countryCode == nil || $0.city.countryCode == countryCode)
                })
            {
                return page.city
            }
        }
        if countryCode == nil {
            // Without a country, the most populous city of that name anywhere.
            if let city = gazetteer.cities(named: name).first { return city }
        }
        let close = gazetteer.citySuggestions(for: name, countryCode: countryCode).map {
            "\($0.name) (\($0.countryCode))"
        }
        let place = countryCode.map { " in \($0)" } ?? ""
        throw failure(
            "unknown city '\(name)'\(place)" + Suggestions.didYouMean(close, quoted: false),
            note:
                "the gazetteer holds cities of 15,000 people or more; add a smaller place with `itineshary new city NAME --country CC --location LAT,LON --time-zone ZONE`"
        )
    }

    /// Writes a new file under the content folder and prints its path; refuses to overwrite, and to write
    /// through a symbolic link below the content folder (`Content/trips` linked elsewhere, say).
    func write(_ text: String, to relativePath: String) throws {
        let folder = Check.trimmed(content.content)
        func shown(_ path: String) -> String { path.isEmpty ? folder : folder + "/" + path }
        guard try FileWriting.create(relativePath, under: contentFolder, contents: Array(text.utf8), shown: shown)
        else {
            throw failure("\(shown(relativePath)) already exists; choose another name, or edit that file")
        }
        Console.current.out("\(shown(relativePath))\n")
    }

    /// Prints an error; the command then ends with status 1 by throwing what this returns.
    func failure(_ message: String, note: String? = nil) -> CommandExit {
        Console.current.err("error: \(message)\n" + (note.map { "  note: \($0)\n" } ?? ""))
        return CommandExit(status: .contentErrors)
    }

    /// A YAML scalar for text from the command line: plain when that reads back as the same text.
    /// The slug of a new trip's or recommendation's file, and so of its address: the name folded as the
    /// gazetteer folds names (``TextFolding``) first, so `Café Majestic` is `cafe-majestic.md` and its address
    /// needs no percent-escapes. Letters of other scripts (`東京`) stay as they are.
    static func fileSlug(_ name: String) -> Slug { Slug(fileName: TextFolding.fold(name)) }

    static func yaml(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0 == " " || $0 == "-" || $0 == "'" || $0 == "." || ("0"..."9").contains($0)
        }
        // A JSON string is a double-quoted YAML scalar, with every escape YAML reads back.
        guard plain, let first = text.first, first.isLetter, !text.hasSuffix(" ") else { return JSONText.quote(text) }
        return text
    }
}

/// `itineshary new trip "Lisbon in May" --start 2027-05-01 --end 2027-05-05 [--city Lisbon] [--country PT]`.
struct NewTrip: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trip", abstract: "Add a trip, with its days listed: trips/<slug>.md.")

    @OptionGroup var options: NewFileOptions
    @Argument(help: "The trip's title.") var title: String
    @Option(help: ArgumentHelp("The first day, YYYY-MM-DD.", valueName: "DATE")) var start: String
    @Option(help: ArgumentHelp("The last day, YYYY-MM-DD.", valueName: "DATE")) var end: String
    @Option(help: ArgumentHelp("The destination city.", valueName: "CITY")) var city: String?
    @Flag(
        help:
            "Make it unlisted: built at an address with a random token, listed nowhere (docs/content.md says what that protects)."
    ) var unlisted = false
    @Option(help: ArgumentHelp("The destination's country, a code or a name.", valueName: "COUNTRY")) var country:
        String?

    func validate() throws {
        guard let first = LocalDate(parsing: start) else {
            throw ValidationError("--start must be a date, YYYY-MM-DD, not '\(start)'")
        }
        guard let last = LocalDate(parsing: end) else {
            throw ValidationError("--end must be a date, YYYY-MM-DD, not '\(end)'")
        }
        guard first <= last else { throw ValidationError("--end (\(end)) is before --start (\(start))") }
        guard first.days(until: last) < ContentLimits.tripDays else {
            throw ValidationError(
                "a trip of \(first.days(until: last) + 1) days, longer than the limit of \(ContentLimits.tripDays): check --start and --end"
            )
        }
        guard !NewFileOptions.fileSlug(title).rawValue.isEmpty else {
            throw ValidationError("the title needs letters or digits")
        }
        if country != nil && city == nil { throw ValidationError("--country goes with --city") }
    }

    func run() async throws {
        _ = try options.settings()
        let first = LocalDate(parsing: start)!
        let last = LocalDate(parsing: end)!
        var lines = ["---", "title: \(NewFileOptions.yaml(title))", "start: \(first)", "end: \(last)"]
        if unlisted { lines += ["visibility: unlisted", "token: \(UnlistedToken.random())"] }
        if let city {
            let found = try await options.city(city, country: country)
            lines.append("destination: \(NewFileOptions.yaml(found.name)), \(found.countryCode)")
        }
        lines.append("days:")
        var day = first
        while day <= last {
            lines.append("  - date: \(day)")
            lines.append("    visits: []")
            day = day.adding(days: 1)
        }
        lines += [
            "---", "", "What this trip is about, in Markdown.", "", "## Packing list", "", "- [ ] passport",
            "",
        ]
        try options.write(lines.joined(separator: "\n"), to: "trips/\(NewFileOptions.fileSlug(title).rawValue).md")
    }
}

/// `itineshary new rec "Pastéis de Belém" --city Lisbon [--country PT] [--features lunch,drinks]`.
struct NewRecommendation: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rec", abstract: "Add a recommendation: recommendations/<cc>/<city>/<slug>.md.")

    @OptionGroup var options: NewFileOptions
    @Argument(help: "The place's name.") var name: String
    @Option(help: ArgumentHelp("Its city.", valueName: "CITY")) var city: String
    @Option(help: ArgumentHelp("The city's country, a code or a name.", valueName: "COUNTRY")) var country: String?
    @Option(
        help: ArgumentHelp("What it is for, separated by commas: breakfast, coffee, sight, …", valueName: "WORDS"))
    var features: String

    func validate() throws {
        guard !NewFileOptions.fileSlug(name).rawValue.isEmpty else {
            throw ValidationError("the name needs letters or digits")
        }
        guard features.contains(where: { $0.isLetter }) else {
            throw ValidationError("--features needs at least one word, such as --features coffee,breakfast")
        }
    }

    func run() async throws {
        let settings = try options.settings()
        let words = features.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
        for word in words where !settings.allFeatures.contains(word) {
            let close = Suggestions.closest(to: word, in: settings.allFeatures, limit: 3)
            throw options.failure(
                "unknown feature '\(word)'" + Suggestions.didYouMean(close),
                note:
                    "the site's features are \(settings.allFeatures.joined(separator: ", ")); site.yml's `features` adds words"
            )
        }
        let found = try await options.city(city, country: country)
        var lines = [
            "---", "name: \(NewFileOptions.yaml(name))", "city: \(NewFileOptions.yaml(found.name))",
            "country: \(found.countryCode)",
        ]
        lines.append("features: [\(words.joined(separator: ", "))]")
        lines += [
            "# address: Street and number, postcode, city", "# location: [latitude, longitude]", "# url: https://",
            "---", "", "Why it is worth the trip.", "",
        ]
        let folder = "recommendations/\(found.countryCode.lowercased())/\(Slug(fileName: found.name).rawValue)"
        try options.write(lines.joined(separator: "\n"), to: "\(folder)/\(NewFileOptions.fileSlug(name).rawValue).md")
    }
}

/// `itineshary new city Girona --country ES`: a city's own page, for its intro (or a place the gazetteer lacks).
struct NewCity: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "city",
        abstract: "Add a city's page, for its intro, or a place the gazetteer lacks: cities/<slug>.md.",
        discussion: """
            A city of the gazetteer needs only its country. A smaller place needs where it is and its time \
            zone: for Óbidos, --country PT --location 39.3606,-9.1571 --time-zone Europe/Lisbon.
            """)

    @OptionGroup var options: NewFileOptions
    @Argument(help: "The city's name.") var name: String
    @Option(help: ArgumentHelp("Its country, a code or a name.", valueName: "COUNTRY")) var country: String
    @Option(
        help: ArgumentHelp("For a place the gazetteer lacks: latitude,longitude in degrees.", valueName: "LAT,LON"))
    var location: String?
    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp("For a place the gazetteer lacks: its IANA time zone.", valueName: "ZONE"))
    var timeZone: String?

    func validate() throws {
        if let location, Self.coordinate(location) == nil {
            throw ValidationError(
                "--location must be latitude,longitude in degrees, such as 39.3606,-9.1571, not '\(location)'")
        }
        if let timeZone, !timeZone.contains("/") || TimeZone(identifier: timeZone) == nil {
            throw ValidationError("--time-zone must be an IANA time zone such as Europe/Lisbon, not '\(timeZone)'")
        }
        if (location == nil) != (timeZone == nil) { throw ValidationError("--location and --time-zone go together") }
    }

    static func coordinate(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1], abs(latitude) <= 90,
            abs(longitude) <= 180
        else { return nil }
        return (latitude, longitude)
    }

    func run() async throws {
        _ = try options.settings()
        var lines: [String]
        var fileName = name
        if let location, let timeZone, let (latitude, longitude) = Self.coordinate(location) {
            // A place of the site's own: the file says where it is and what its clock reads.
            guard let code = Gazetteer.shared.country(matching: country)?.code else {
                _ = try await options.city(name, country: country)  // says which country was meant
                return
            }
            lines = [
                "---", "name: \(NewFileOptions.yaml(name))", "country: \(code)",
                "location: [\(latitude), \(longitude)]",
                "time_zone: \(timeZone)",
            ]
        } else {
            let found = try await options.city(name, country: country)
            fileName = found.name
            lines = ["---", "name: \(NewFileOptions.yaml(found.name))", "country: \(found.countryCode)"]
        }
        lines += ["# summary: One line for listings and share cards.", "---", "", "What it is like, in Markdown.", ""]
        try options.write(lines.joined(separator: "\n"), to: "cities/\(Slug(fileName: fileName).rawValue).md")
    }
}
