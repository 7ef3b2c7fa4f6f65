import Foundation
import TravelModel

/// Decodes `Content/cities/<slug>.md`: the intro of a gazetteer city, or a city of the site's own.
enum CityIntroDecoder {
    static let keys = ["name", "country", "location", "time_zone", "summary", "image"]

    static func decode(_ root: YAMLNode, body: MarkdownBody, context: DecodingContext, report: FileReport) -> CityIntro?
    {
        guard let fields = MappingReader(root, keys: keys, what: "a city", report: report) else { return nil }
        let nameNode = fields.required("name")
        let name = fields.text("name", required: true)
        let countryNode = fields.required("country")
        let country = countryNode.flatMap { context.resolver.country($0, key: "country", report: report) }
        let location = fields.coordinate("location")
        let image = fields.image("image", context: context, report: report)
        guard let name, let nameNode, let country else { return nil }
        var city: City
        if let known = context.resolver.gazetteer.city(named: name, countryCode: country.code) {
            city = known
            if let location { city.coordinate = location }
        } else {
            // A place the gazetteer does not know: the file must say where it is and what its clock reads.
            guard let location else {
                report.error(
                    "'\(name)' is not in the gazetteer, so its page needs a 'location' ([latitude, longitude])",
                    at: nameNode)
                return nil
            }
            guard let zoneNode = fields.required("time_zone", hint: "such as Europe/Lisbon"),
                let zone = fields.text("time_zone")
            else { return nil }
            guard zone.contains("/"), TimeZone(identifier: zone) != nil else {
                report.error("'time_zone' must be an IANA time zone such as Europe/Lisbon, not '\(zone)'", at: zoneNode)
                return nil
            }
            // The page's folder is the name's slug: a name with no letter or digit (`..`) would name no folder.
            guard !Slug(fileName: name).rawValue.isEmpty else {
                report.error(
                    "a city's name needs a letter or digit, as its page is named after it, not '\(name)'", at: nameNode)
                return nil
            }
            city = City(
                geonameID: 0, name: name, countryCode: country.code, coordinate: location, population: 0, timeZone: zone
            )
        }
        guard !report.hasErrors else { return nil }
        return CityIntro(city: city, summary: fields.text("summary"), image: image, body: body, sourcePath: report.path)
    }
}
