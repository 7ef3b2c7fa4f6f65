import Diagnostics

extension RouteMap {
    /// The map as an `<svg>` element to inline in a page, or an empty string when there is
    /// nothing to draw; the same as ``drawing(idPrefix:)``'s `svg`.
    public func svg(idPrefix: String) -> String {
        drawing(idPrefix: idPrefix).svg
    }

    /// The map as an `<svg>` element to inline in a page, and the legend that names its numbered markers.
    ///
    /// The SVG has a fixed `viewBox` and the same `width` and `height` in pixels, so every map's numbers and
    /// scale are the same size on the page; a stylesheet lets it shrink to a narrow column. Under the points it
    /// draws the world's land, borders and coastlines (on maps of a region or wider, where the data is accurate
    /// to a few pixels), and a scale bar. Colours are presentation attributes,
    /// which any stylesheet rule overrides through the classes `route-map`, `map-background` (water), `map-ground`
    /// (the plain ground of a map too detailed for the world map), `map-land`,
    /// `map-border`, `map-coast`, `map-route`, `map-leader`, `map-scale`, `map-point`, `map-point--<kind>`,
    /// `map-marker` and `map-number`. Every label, URL and text is XML-escaped, and the same map always
    /// gives the same bytes.
    ///
    /// A place that appears twice (the same name, within 2 km) is drawn once. With two places or more
    /// each marker shows its number in the legend; markers that would overlap are moved apart, with a leader
    /// line back to their place.
    ///
    /// - Parameter idPrefix: Prefix of the `id`s of the title and description, unique on the page.
    public func drawing(idPrefix: String) -> MapDrawing {
        let drawable = legendPoints
        let isOnePlace = drawable.count == 1
        guard !drawable.isEmpty, let projection = projection(isOnePlace: isOnePlace) else {
            return MapDrawing(svg: "", legend: [])
        }
        let numbered = !isOnePlace
        let legend =
            numbered
            ? drawable.enumerated().map { MapLegendEntry(number: $0.offset + 1, point: $0.element) } : []
        let prefix = XMLText.escape(idPrefix)
        let width = SVGText.number(projection.width)
        let height = SVGText.number(projection.height)
        // role="img" would hide the links inside from assistive technology, so a map with links keeps
        // the SVG's own role (HTML does not allow role="group" on <svg>) and only gets its label.
        let role = drawable.contains { $0.url != nil } ? "" : " role=\"img\""

        let routeData =
            includesCoordinates && route.contains(where: \.isFinite)
            ? " data-route=\"" + route.filter(\.isFinite).map(Self.degrees).joined(separator: " ") + "\"" : ""
        var lines: [String] = []
        lines.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"route-map\" viewBox=\"0 0 \(width) \(height)\""
                + " width=\"\(width)\" height=\"\(height)\" preserveAspectRatio=\"xMidYMid meet\"\(role)"
                + " aria-labelledby=\"\(prefix)-title \(prefix)-desc\" font-family=\"\(MapStyle.fontFamily)\""
                + routeData + ">"
        )
        lines.append("<title id=\"\(prefix)-title\">\(XMLText.escape(title))</title>")
        lines.append(
            "<desc id=\"\(prefix)-desc\">\(XMLText.escape(description ?? defaultDescription(of: drawable)))</desc>")
        // Below the scale the world map is accurate at, its coast would put places in the water: such a map
        // (a city's) is drawn on a plain ground instead.
        let showsWorld = projection.kilometresPerUnit >= WorldMap.finestKilometresPerUnit
        lines.append(
            "<rect class=\"\(showsWorld ? "map-background" : "map-ground")\" x=\"0\" y=\"0\" width=\"\(width)\""
                + " height=\"\(height)\" fill=\"\(showsWorld ? MapStyle.waterColour : MapStyle.landColour)\"/>"
        )
        let world =
            !showsWorld
            ? [:]
            : isOnePlace
                ? WorldMap.embeddedPathData(forOnePlace: projection) : WorldMap.embedded.pathData(for: projection)
        if let land = world[.land] {
            lines.append("<path class=\"map-land\" d=\"\(land)\" fill=\"\(MapStyle.landColour)\"/>")
        }
        if let borders = world[.border] {
            lines.append(
                "<path class=\"map-border\" d=\"\(borders)\" fill=\"none\" stroke=\"\(MapStyle.borderColour)\""
                    + " stroke-width=\"1\" stroke-dasharray=\"4 2\" stroke-linejoin=\"round\"/>"
            )
        }
        if let coast = world[.coast] {
            lines.append(
                "<path class=\"map-coast\" d=\"\(coast)\" fill=\"none\" stroke=\"\(MapStyle.coastColour)\""
                    + " stroke-width=\"1\" stroke-linejoin=\"round\"/>"
            )
        }
        lines.append(
            "<rect class=\"map-frame\" x=\"0.5\" y=\"0.5\" width=\"\(SVGText.number(projection.width - 1))\""
                + " height=\"\(SVGText.number(projection.height - 1))\" fill=\"none\""
                + " stroke=\"\(MapStyle.frameColour)\"/>"
        )
        if let path = routePathData(projection) {
            lines.append(
                "<path class=\"map-route\" d=\"\(path)\" fill=\"none\" stroke=\"\(MapStyle.routeColour)\""
                    + " stroke-width=\"\(SVGText.number(MapStyle.routeWidth))\" stroke-linecap=\"round\""
                    + " stroke-linejoin=\"round\"/>"
            )
        }

        let scale = MapScaleBar(kilometresPerUnit: projection.kilometresPerUnit)
        let scaleLabel = scale.label(words)
        let scaleFrame = Self.scaleFrame(scale, label: scaleLabel, mapHeight: projection.height)
        lines += scaleElements(scale, label: scaleLabel, frame: scaleFrame)

        let places = drawable.map { projection.position(of: $0.coordinate) }
        let radius = numbered ? MapStyle.numberedMarkerRadius : MapStyle.markerRadius
        let markers = MapMarkerLayout(
            width: projection.width, height: projection.height, radius: radius, obstacles: [scaleFrame]
        )
        .place(places)
        let moved = zip(places, markers).filter { place, marker in
            let dx = place.x - marker.x
            let dy = place.y - marker.y
            return dx * dx + dy * dy > radius * radius / 4
        }
        if !moved.isEmpty {
            lines.append(
                "<g class=\"map-leader\" stroke=\"\(MapStyle.leaderColour)\" fill=\"\(MapStyle.leaderColour)\""
                    + " stroke-width=\"1.5\">"
            )
            for (place, marker) in moved {
                let x = SVGText.number(place.x)
                let y = SVGText.number(place.y)
                lines.append(
                    "<line x1=\"\(x)\" y1=\"\(y)\" x2=\"\(SVGText.number(marker.x))\" y2=\"\(SVGText.number(marker.y))\"/>"
                        + "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"2.5\"/>"
                )
            }
            lines.append("</g>")
        }

        for (index, point) in drawable.enumerated() {
            lines += pointElements(point, number: numbered ? index + 1 : nil, at: markers[index], radius: radius)
        }
        lines.append("</svg>")
        return MapDrawing(svg: lines.joined(separator: "\n"), legend: legend)
    }

    /// `latitude,longitude` as the `data-` attributes give them.
    static func degrees(_ coordinate: MapCoordinate) -> String {
        MapLinks.degrees(coordinate.latitude) + "," + MapLinks.degrees(coordinate.longitude)
    }

    /// The finite points, each place once: a later point with the same name as an earlier one less than
    /// ``samePlaceKilometres`` from it (the same place visited on another day, or both a waypoint and a
    /// visit, its position written a little differently) adds nothing to the map or its legend.
    var legendPoints: [MapPoint] {
        var kept: [MapPoint] = []
        var byLabel: [String: [MapCoordinate]] = [:]
        for point in points where point.coordinate.isFinite {
            let near = byLabel[point.label, default: []].contains {
                GreatCircle.angle(from: $0, to: point.coordinate) * .pi / 180 * 6371 < Self.samePlaceKilometres
            }
            if near { continue }
            byLabel[point.label, default: []].append(point.coordinate)
            kept.append(point)
        }
        return kept
    }

    /// How close two points of the same name are to be one place.
    static let samePlaceKilometres = 2.0

    /// The description a map of `points` (its legend points) gets when it is given none.
    private func defaultDescription(of points: [MapPoint]) -> String {
        words.description.filling("{places}", with: points.map(\.label).joined(separator: ", "))
    }

    /// The corner the scale bar and its label take, bottom left, kept clear of markers.
    static func scaleFrame(_ scale: MapScaleBar, label: String, mapHeight: Double) -> MapRect {
        let textWidth = Double(label.count) * MapStyle.scaleFontSize * 0.6
        return MapRect(
            minX: 6, minY: mapHeight - 30, maxX: 6 + max(scale.length, textWidth) + 12, maxY: mapHeight - 6)
    }

    private func scaleElements(_ scale: MapScaleBar, label: String, frame: MapRect) -> [String] {
        let left = frame.minX + 6
        let right = left + scale.length
        let bar = frame.maxY - 6
        return [
            "<g class=\"map-scale\">",
            "<rect x=\"\(SVGText.number(frame.minX))\" y=\"\(SVGText.number(frame.minY))\""
                + " width=\"\(SVGText.number(frame.maxX - frame.minX))\" height=\"\(SVGText.number(frame.maxY - frame.minY))\""
                + " rx=\"3\" fill=\"\(MapStyle.haloColour)\" fill-opacity=\"0.85\"/>",
            "<path d=\"M\(SVGText.number(left)) \(SVGText.number(bar - 4))V\(SVGText.number(bar))"
                + "H\(SVGText.number(right))V\(SVGText.number(bar - 4))\" fill=\"none\""
                + " stroke=\"\(MapStyle.labelColour)\" stroke-width=\"1.5\"/>",
            "<text x=\"\(SVGText.number(left))\" y=\"\(SVGText.number(bar - 7))\""
                + " font-size=\"\(SVGText.number(MapStyle.scaleFontSize))\" fill=\"\(MapStyle.labelColour)\">"
                + "\(XMLText.escape(label))</text>",
            "</g>",
        ]
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

    private func pointElements(_ point: MapPoint, number: Int?, at position: MapPosition, radius: Double) -> [String] {
        let coordinates = includesCoordinates ? " data-lat-lon=\"\(Self.degrees(point.coordinate))\"" : ""
        let classes = "map-point map-point--\(point.kind.rawValue)\"\(coordinates)"
        let name = number.map { "\($0). \(point.label)" } ?? point.label
        var lines: [String] = []
        if let url = point.url {
            lines.append(
                "<a href=\"\(XMLText.escape(url))\" class=\"\(classes) aria-label=\"\(XMLText.escape(name))\">"
            )
        } else {
            lines.append("<g class=\"\(classes)>")
        }
        let x = SVGText.number(position.x)
        let y = SVGText.number(position.y)
        lines.append(
            "<circle class=\"map-marker\" cx=\"\(x)\" cy=\"\(y)\" r=\"\(SVGText.number(radius))\""
                + " fill=\"\(point.kind.fill)\" stroke=\"\(MapStyle.haloColour)\" stroke-width=\"2\"/>"
        )
        if let number {
            let digits = String(number)
            let size = digits.count > 2 ? MapStyle.smallNumberFontSize : MapStyle.numberFontSize
            lines.append(
                "<text class=\"map-number\" x=\"\(x)\" y=\"\(SVGText.number(position.y + size * 0.35))\""
                    + " text-anchor=\"middle\" font-size=\"\(SVGText.number(size))\" font-weight=\"700\""
                    + " fill=\"\(MapStyle.haloColour)\" aria-hidden=\"true\">\(digits)</text>"
            )
        }
        lines.append(point.url == nil ? "</g>" : "</a>")
        return lines
    }
}
