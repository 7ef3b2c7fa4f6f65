/// A map drawn at build time, and the legend of its numbered markers.
struct MapView: Encodable, Sendable {
    /// A numbered marker's place: its name, linked to its details where it has a page.
    struct LegendItem: Encodable, Sendable {
        let number: Int
        let name: String
        let url: String?
        /// The `map-point--<kind>` of the marker: airport, stay, visit, recommendation, waypoint or city.
        let kind: String
    }

    let title: String
    /// The inline `<svg>`.
    let svg: String
    /// One item per marker, in number order; empty on a map of one place.
    let legend: [LegendItem]
}

extension MapView.LegendItem: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("number", number)
        fields.add("name", name)
        fields.add("url", url)
        fields.add("kind", kind)
    }
}

extension MapView: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("title", title)
        fields.add("svg", svg)
        fields.add("legend", legend)
    }
}
