import Diagnostics
extension RouteMap {
    /// The map as an `<svg>` element to inline in a page, or an empty string when there is
    /// nothing to draw.
    ///
    /// The SVG has a fixed `viewBox` and `width="100%"`, so it scales with its container and keeps
    /// its aspect ratio. Colours and sizes are presentation attributes, which any stylesheet rule
    /// overrides through the classes `route-map`, `map-background`, `map-route`, `map-leader`,
    /// `map-point`, `map-point--<kind>`, `map-marker`, `map-number` and `map-label`. Every label,
    /// URL and text is XML-escaped, and the same map always gives the same bytes.
    ///
    /// - Parameter idPrefix: Prefix of the `id`s of the title and description, unique on the page.
    public func svg(idPrefix: String) -> String {
        let drawable = points.filter(\.coordinate.isFinite)
        guard !drawable.isEmpty, let projection else { return "" }
        let prefix = XMLText.escape(idPrefix)
        let width = SVGText.number(projection.width)
        let height = SVGText.number(projection.height)
        // role="img" would hide the links inside from assistive technology, so a map with links keeps
        // the SVG's own role (HTML does not allow role="group" on <svg>) and only gets its label.
        let role = drawable.contains { $0.url != nil } ? "" : " role=\"img\""

        var lines: [String] = []
        lines.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"route-map\" viewBox=\"0 0 \(width) \(height)\""
                + " width=\"100%\" preserveAspectRatio=\"xMidYMid meet\"\(role)"
                + " aria-labelledby=\"\(prefix)-title \(prefix)-desc\" font-family=\"\(MapStyle.fontFamily)\">"
        )
        lines.append("<title id=\"\(prefix)-title\">\(XMLText.escape(title))</title>")
        lines.append("<desc id=\"\(prefix)-desc\">\(XMLText.escape(description ?? defaultDescription))</desc>")
        lines.append(
            "<rect class=\"map-background\" x=\"0.5\" y=\"0.5\" width=\"\(SVGText.number(projection.width - 1))\""
                + " height=\"\(SVGText.number(projection.height - 1))\" fill=\"\(MapStyle.backgroundColour)\""
                + " stroke=\"\(MapStyle.borderColour)\"/>"
        )
        if let path = routePathData(projection) {
            lines.append(
                "<path class=\"map-route\" d=\"\(path)\" fill=\"none\" stroke=\"\(MapStyle.routeColour)\""
                    + " stroke-width=\"\(SVGText.number(MapStyle.routeWidth))\" stroke-linecap=\"round\""
                    + " stroke-linejoin=\"round\"/>"
            )
        }

        let positions = drawable.map { projection.position(of: $0.coordinate) }
        let layout = MapLabelLayout(
            width: projection.width,
            height: projection.height,
            fontSize: MapStyle.labelFontSize
        )
        let labels = layout.place(
            zip(drawable, positions).map { point, position in
                MapLabelLayout.Marker(position: position, radius: Self.radius(of: point), label: point.label)
            }
        )

        let leaders = zip(positions, labels).filter { position, label in
            abs(label.centreY - position.y) > MapStyle.leaderThreshold
        }
        if !leaders.isEmpty {
            lines.append(
                "<g class=\"map-leader\" stroke=\"\(MapStyle.leaderColour)\" stroke-width=\"1.5\""
                    + " stroke-linecap=\"round\">"
            )
            for (position, label) in leaders {
                let endX = label.anchor == .start ? label.x - 2 : label.x + 2
                lines.append(
                    "<line x1=\"\(SVGText.number(position.x))\" y1=\"\(SVGText.number(position.y))\""
                        + " x2=\"\(SVGText.number(endX))\" y2=\"\(SVGText.number(label.centreY))\"/>"
                )
            }
            lines.append("</g>")
        }

        for (index, point) in drawable.enumerated() {
            lines += pointElements(point, at: positions[index], label: labels[index])
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    private var defaultDescription: String {
        "Map of " + points.filter(\.coordinate.isFinite).map(\.label).joined(separator: ", ") + "."
    }

    private static func radius(of point: MapPoint) -> Double {
        point.number == nil ? MapStyle.markerRadius : MapStyle.numberedMarkerRadius
    }

    /// The `d` of the route, or `nil` when there are fewer than two stops. A hop that would cross
    /// the whole map the long way round (only on maps wider than half the world) is left out
    /// instead of being drawn backwards across it.
    private func routePathData(_ projection: MapProjection) -> String? {
        let path = drawnRoute
        guard path.count > 1 else { return nil }
        var commands: [String] = []
        var previousLongitude: Double?
        for coordinate in path {
            let longitude = projection.bounds.unwrappedLongitude(coordinate.longitude)
            let position = projection.position(of: coordinate)
            let jumps = previousLongitude.map { abs(longitude - $0) > 180 } ?? true
            let xy = "\(SVGText.number(position.x)) \(SVGText.number(position.y))"
            commands.append(jumps ? "M\(xy)" : "L\(xy)")
            previousLongitude = longitude
        }
        return commands.joined(separator: " ")
    }

    private func pointElements(_ point: MapPoint, at position: MapPosition, label: MapLabel) -> [String] {
        let classes = "map-point map-point--\(point.kind.rawValue)"
        let name = point.number.map { "\($0). \(point.label)" } ?? point.label
        var lines: [String] = []
        if let url = point.url {
            lines.append(
                "<a href=\"\(XMLText.escape(url))\" class=\"\(classes)\" aria-label=\"\(XMLText.escape(name))\">"
            )
        } else {
            lines.append("<g class=\"\(classes)\">")
        }
        let x = SVGText.number(position.x)
        let y = SVGText.number(position.y)
        lines.append(
            "<circle class=\"map-marker\" cx=\"\(x)\" cy=\"\(y)\" r=\"\(SVGText.number(Self.radius(of: point)))\""
                + " fill=\"\(point.kind.fill)\" stroke=\"\(MapStyle.haloColour)\" stroke-width=\"2\"/>"
        )
        if let number = point.number {
            let digits = String(number)
            let size = digits.count > 2 ? MapStyle.smallNumberFontSize : MapStyle.numberFontSize
            lines.append(
                "<text class=\"map-number\" x=\"\(x)\" y=\"\(SVGText.number(position.y + size * 0.35))\""
                    + " text-anchor=\"middle\" font-size=\"\(SVGText.number(size))\" font-weight=\"700\""
                    + " fill=\"\(MapStyle.haloColour)\">\(digits)</text>"
            )
        }
        // The halo is a copy of the label drawn underneath, hidden from assistive technology: the
        // paint-order attribute that would do it in one element is not valid in HTML's inline SVG.
        let position =
            "x=\"\(SVGText.number(label.x))\" y=\"\(SVGText.number(label.baselineY))\""
            + " text-anchor=\"\(label.anchor.rawValue)\" font-size=\"\(SVGText.number(MapStyle.labelFontSize))\""
        lines.append(
            "<text class=\"map-halo\" \(position) aria-hidden=\"true\" fill=\"\(MapStyle.haloColour)\""
                + " stroke=\"\(MapStyle.haloColour)\" stroke-width=\"\(SVGText.number(MapStyle.haloWidth))\""
                + " stroke-linejoin=\"round\">\(XMLText.escape(label.text))</text>"
        )
        lines.append(
            "<text class=\"map-label\" \(position) fill=\"\(MapStyle.labelColour)\">\(XMLText.escape(label.text))</text>"
        )
        lines.append(point.url == nil ? "</g>" : "</a>")
        return lines
    }
}
