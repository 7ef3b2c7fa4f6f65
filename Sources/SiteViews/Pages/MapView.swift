/// A map drawn at build time, and the legend of its numbered markers.
package struct MapView: TemplateFields {
    /// A numbered marker's place: its name, linked to its details where it has a page.
    package struct LegendItem: TemplateFields {
        let number: Int
        let name: String
        let url: String?
        /// The `map-point--<kind>` of the marker: airport, stay, visit, recommendation, waypoint or city.
        let kind: String
    }

    /// A style of line the map draws, in its key: `train`, with its name and a small drawing of it.
    package struct LineKeyItem: TemplateFields {
        /// `flight`, `train`, `bus`, `ferry`, `car`, `taxi` or `other`: the `map-line--<kind>` of its lines.
        let kind: String
        /// `Train`, `Rental car`.
        let name: String
        /// A small inline `<svg>` of the line, hidden from assistive technology.
        let swatch: String
    }

    /// A day drawn on a trip's city map, in its key: its colour, its name, its markers' numbers.
    package struct DayKeyItem: TemplateFields {
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
