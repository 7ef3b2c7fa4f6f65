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

    /// A style of line the map draws, in its key: `train`, with its name and a small drawing of it.
    struct LineKeyItem: Encodable, Sendable {
        /// `flight`, `train`, `bus`, `ferry`, `car`, `taxi` or `other`: the `map-line--<kind>` of its lines.
        let kind: String
        /// `Train`, `Rental car`.
        let name: String
        /// A small inline `<svg>` of the line, hidden from assistive technology.
        let swatch: String
    }

    /// A day drawn on a trip's city map, in its key: its colour, its name, its markers' numbers.
    struct DayKeyItem: Encodable, Sendable {
        /// `Day 2`.
        let label: String
        /// `Fri, April 9`.
        let heading: String
        /// `#day-2`: the day in the timeline.
        let url: String
        /// `1–3`, or `4, 6, 7`: the numbers of the day's markers.
        let markers: String
        /// A small inline `<svg>` of the day's colour, hidden from assistive technology.
        let swatch: String
    }

    let title: String
    /// The inline `<svg>`.
    let svg: String
    /// One item per marker, in number order; empty on a map of one place.
    let legend: [LegendItem]
    /// The styles of the written ways the map draws (flights, trains, buses, ferries, cars), each once; empty
    /// when it draws none.
    let lineKey: [LineKeyItem]
    /// `Lines on the map`: the key's accessible name.
    let lineKeyTitle: String
    /// The days whose visits the map draws, each in its colour; empty on maps that are not a trip's city map.
    let dayKey: [DayKeyItem]
    /// `Days on the map`: the day key's accessible name.
    let dayKeyTitle: String
}

extension MapView.DayKeyItem: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("label", label)
        fields.add("heading", heading)
        fields.add("url", url)
        fields.add("markers", markers)
        fields.add("swatch", swatch)
    }
}

extension MapView.LineKeyItem: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("name", name)
        fields.add("swatch", swatch)
    }
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
        fields.add("line_key", lineKey)
        fields.add("line_key_title", lineKeyTitle)
        fields.add("day_key", dayKey)
        fields.add("day_key_title", dayKeyTitle)
    }
}
