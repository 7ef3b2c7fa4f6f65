import Foundation
import TravelModel

/// Decodes and validates a recommendation's front matter (SPEC §2).
enum RecommendationDecoder {
    static let keys = [
        "name", "city", "country", "features", "address", "location", "url", "price", "hours", "phone", "tags",
        "image",
    ]

    static func decode(
        _ root: YAMLNode, body: MarkdownBody, slug: Slug, context: DecodingContext, report: FileReport
    ) -> Recommendation? {
        guard let fields = MappingReader(root, keys: keys, what: "a recommendation", report: report) else {
            return nil
        }
        let name = fields.text("name", required: true)
        let city = FieldDecoding.city(fields, context: context, report: report, required: true)
        let features = FieldDecoding.features(fields, context: context, report: report)
        let location = fields.coordinate("location")
        let url = fields.webURL("url")
        let price = self.price(fields, context: context, report: report)
        let tags = fields.texts("tags", example: "[tiles, views]")?.map(\.0) ?? []
        let image = fields.image("image", context: context, report: report)
        let phone = fields.phone("phone")
        guard let name, let city, let features, !report.hasErrors else { return nil }
        return Recommendation(
            id: slug, name: name, city: city, features: features, address: fields.text("address"),
            location: location, url: url, price: price, hours: fields.text("hours"), phone: phone,
            tags: tags, image: image, body: body, sourcePath: report.path)
    }

    private static func price(_ fields: MappingReader, context: DecodingContext, report: FileReport) -> Price? {
        guard let node = fields.value("price"), let text = fields.text("price") else { return nil }
        if !text.isEmpty, text.allSatisfy({ $0 == "€" }) {
            guard text.count <= 4 else {
                report.error("'price' must be from € to €€€€, not \(text)", at: node)
                return nil
            }
            return .level(text.count)
        }
        if let money = Money(parsing: text, defaultCurrency: context.settings.currency),
            Currencies.isKnown(money.currency)
        {
            return .amount(money)
        }
        report.error("'price' must be a level from € to €€€€ or an amount such as 15 EUR, not '\(text)'", at: node)
        return nil
    }
}
