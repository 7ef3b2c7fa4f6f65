import Mustache
import Testing

/// One case of the official Mustache specification, read from its JSON files.
struct SpecCase: Sendable, CustomTestStringConvertible, Decodable {
    var file = ""
    let name: String
    let desc: String
    let data: TemplateValue
    let partials: [String: String]?
    let template: String
    let expected: String

    var testDescription: String { "\(file): \(name)" }

    private enum CodingKeys: String, CodingKey { case name, desc, data, partials, template, expected }
}
