import TextEscaping

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
    /// `map-marker`, `map-number`, `map-dots` (``dots``) and `map-labels`, `map-label` and `map-label-halo` (the
    /// names beside markers, ``labelsMarkers``). Every label, URL and text is XML-escaped, and the same map always gives the
    /// same bytes.
    ///
    /// A place that appears twice (the same name, within 2 km) is drawn once. With two places or more
    /// each marker shows its number in the legend; markers that would overlap are moved apart, with a leader
    /// line back to their place.
    ///
    /// - Parameter idPrefix: Prefix of the `id`s of the title and description, unique on the page.
    public func drawing(idPrefix: String) -> MapDrawing {
        let drawable = legendPoints
        let isOnePlace = self.isOnePlace
        guard !drawable.isEmpty || dots.contains(where: \.isFinite), let projection = projection(isOnePlace: isOnePlace)
        else {
            return MapDrawing(svg: "", legend: [])
        }
        let numbered = !isOnePlace
        let legend =
            numbered
            ? drawable.enumerated().map { MapLegendEntry(number: $0.offset + 1, point: $0.element) } : []
        let prefix = XMLText.escape(idPrefix)
        // role="img" would hide the links inside from assistive technology, so a map with links keeps
        // the SVG's own role (HTML does not allow role="group" on <svg>) and only gets its label.
        let role = drawable.contains { $0.url != nil } ? "" : " role=\"img\""
        // Below the scale the world map is accurate at, its coast would put places in the water: such a map
        // (a city's) is drawn on a plain ground instead.
        let showsWorld = projection.kilometresPerUnit >= WorldMap.finestKilometresPerUnit
        let world =
            !showsWorld
            ? [:]
            : isOnePlace
                || Self.isWide(projection.bounds)
                ? WorldMap.embeddedPathData(forSharedView: projection)
                : WorldMap.detail(for: projection).pathData(for: projection)

        var svg = SVGWriter(capacity: 2048 + world.values.reduce(0) { $0 + $1.utf8.count })
        addOpening(
            prefix: prefix, role: role, description: description ?? defaultDescription(of: drawable),
            showsWorld: showsWorld, projection: projection, to: &svg)
        let shaded =
            projection.kilometresPerUnit >= CountryShapes.finestKilometresPerUnit && !shadedCountries.isEmpty
            ? CountryShapes.embedded.pathData(of: shadedCountries, for: projection) : nil
        addWorld(world, shaded: shaded, to: &svg)
        svg.line()
        svg.add("<rect class=\"map-frame\" x=\"0.5\" y=\"0.5\" width=\"")
        svg.add(number: projection.width - 1)
        svg.add("\" height=\"")
        svg.add(number: projection.height - 1)
        svg.add("\" fill=\"none\" stroke=\"")
        svg.add(raw: MapStyle.frameColour)
        svg.add("\"/>")
        addDots(projection, to: &svg)
        addRoute(projection, to: &svg)
        addLines(projection, to: &svg)

        let scale = MapScaleBar(kilometresPerUnit: projection.kilometresPerUnit)
        let scaleLabel = scale.label(words)
        let scaleFrame = Self.scaleFrame(scale, label: scaleLabel, mapHeight: projection.height)
        addScale(scale, label: scaleLabel, frame: scaleFrame, to: &svg)

        let places = drawable.map { projection.position(of: $0.coordinate) }
        let radius = numbered ? MapStyle.numberedMarkerRadius : MapStyle.markerRadius
        // Laid out at the size a narrow column draws them, around a scale bar as large as it is drawn there.
        let narrow = MapStyle.narrowScale
        let markers = MapMarkerLayout(
            width: projection.width, height: projection.height, radius: radius * narrow, gap: 3 * narrow,
            obstacles: [scaleFrame.scaled(by: narrow)]
        )
        .place(places)
        let moved = zip(places, markers).filter { place, marker in
            let dx = place.x - marker.x
            let dy = place.y - marker.y
            return dx * dx + dy * dy > radius * radius / 4
        }
        addLeaders(moved, to: &svg)
        if numbered && labelsMarkers {
            let labels = MapLabelLayout(
                width: projection.width, height: projection.height, radius: radius, fontSize: MapStyle.labelFontSize,
                obstacles: [scaleFrame.scaled(by: narrow)]
            )
            .place(drawable.map(\.label), at: markers)
            addLabels(zip(drawable, zip(markers, labels)).map { ($0.label, $1.0, $1.1) }, to: &svg)
        }

        for (index, point) in drawable.enumerated() {
            addPoint(point, number: numbered ? index + 1 : nil, at: markers[index], radius: radius, to: &svg)
        }
        svg.line()
        svg.add("</svg>")
        let drawnStyles = Set(lines.map(\.style))
        return MapDrawing(
            svg: svg.text, legend: legend, lineKey: MapLine.Style.allCases.filter(drawnStyles.contains))
    }

    /// The `<svg>` tag, the title and description, and the ground.
    private func addOpening(
        prefix: String, role: String, description: String, showsWorld: Bool, projection: MapProjection,
        to svg: inout SVGWriter
    ) {
        svg.add("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"route-map\" viewBox=\"0 0 ")
        svg.add(number: projection.width)
        svg.add(" ")
        svg.add(number: projection.height)
        svg.add("\" width=\"")
        svg.add(number: projection.width)
        svg.add("\" height=\"")
        svg.add(number: projection.height)
        svg.add("\" preserveAspectRatio=\"xMidYMid meet\"")
        svg.add(raw: role)
        svg.add(" aria-labelledby=\"")
        svg.add(raw: prefix)
        svg.add("-title ")
        svg.add(raw: prefix)
        svg.add("-desc\" font-family=\"")
        svg.add(raw: MapStyle.fontFamily)
        svg.add("\"")
        let routes = routes.filter { $0.coordinates.contains(where: \.isFinite) }
        if includesCoordinates && !routes.isEmpty {
            // Routes apart by `;`, each with its colour in `data-route-colours`.
            svg.add(" data-route=\"")
            svg.add(
                raw: routes.map { $0.coordinates.filter(\.isFinite).map(Self.degrees).joined(separator: " ") }
                    .joined(separator: ";"))
            svg.add("\" data-route-colours=\"")
            svg.add(
                raw: routes.map { $0.group.map(MapStyle.groupColour) ?? MapStyle.routeColour }.joined(separator: " "))
            svg.add("\"")
        }
        svg.add(">")
        svg.line()
        svg.add("<title id=\"")
        svg.add(raw: prefix)
        svg.add("-title\">")
        svg.add(escaped: title)
        svg.add("</title>")
        svg.line()
        svg.add("<desc id=\"")
        svg.add(raw: prefix)
        svg.add("-desc\">")
        svg.add(escaped: description)
        svg.add("</desc>")
        svg.line()
        svg.add(showsWorld ? "<rect class=\"map-background\"" : "<rect class=\"map-ground\"")
        svg.add(" x=\"0\" y=\"0\" width=\"")
        svg.add(number: projection.width)
        svg.add("\" height=\"")
        svg.add(number: projection.height)
        svg.add("\" fill=\"")
        svg.add(raw: showsWorld ? MapStyle.waterColour : MapStyle.landColour)
        svg.add("\"/>")
    }

    /// The world's land, the shaded countries over it, borders and coast, those of them the map shows.
    private func addWorld(_ world: [WorldMap.Layer: String], shaded: String?, to svg: inout SVGWriter) {
        // Each layer as one path: its class and data, then its paint (a fill, or a stroke's attributes).
        func path(_ name: String, _ d: String?, _ paint: String) {
            guard let d else { return }
            svg.line()
            svg.add("<path class=\"")
            svg.add(raw: name)
            svg.add("\" d=\"")
            svg.add(raw: d)
            svg.add("\" ")
            svg.add(raw: paint)
            svg.add("/>")
        }
        path("map-land", world[.land], "fill=\"\(MapStyle.landColour)\"")
        path("map-shaded", shaded, "fill=\"\(MapStyle.shadedColour)\"")
        path(
            "map-border", world[.border],
            "fill=\"none\" stroke=\"\(MapStyle.borderColour)\" stroke-width=\"1\" stroke-dasharray=\"4 2\" stroke-linejoin=\"round\""
        )
        path(
            "map-coast", world[.coast],
            "fill=\"none\" stroke=\"\(MapStyle.coastColour)\" stroke-width=\"1\" stroke-linejoin=\"round\"")
    }

    /// The names placed beside their markers, hidden from assistive technology: each marker's link is named.
    /// Each name is drawn twice, a halo of the ground's colour under it, in a group whose origin is its marker's
    /// centre, which a narrow column scales the name around.
    private func addLabels(
        _ labels: [(name: String, marker: MapPosition, label: MapLabelLayout.Label?)], to svg: inout SVGWriter
    ) {
        guard labels.contains(where: { $0.label != nil }) else { return }
        svg.line()
        svg.add("<g class=\"map-labels\" aria-hidden=\"true\" font-size=\"")
        svg.add(number: MapStyle.labelFontSize)
        svg.add("\" fill=\"")
        svg.add(raw: MapStyle.labelColour)
        svg.add("\">")
        for (name, marker, label) in labels {
            guard let label else { continue }
            svg.line()
            svg.add("<g transform=\"translate(")
            svg.add(number: marker.x)
            svg.add(" ")
            svg.add(number: marker.y)
            svg.add(")\">")
            for halo in [true, false] {
                svg.add(halo ? "<text class=\"map-label-halo\" x=\"" : "<text class=\"map-label\" x=\"")
                svg.add(number: label.x - marker.x)
                svg.add("\" y=\"")
                svg.add(number: label.y - marker.y)
                svg.add("\" text-anchor=\"")
                svg.add(raw: label.anchor)
                if halo {
                    svg.add("\" fill=\"none\" stroke=\"")
                    svg.add(raw: MapStyle.haloColour)
                    svg.add("\" stroke-width=\"3\" stroke-linejoin=\"round")
                }
                svg.add("\">")
                svg.add(escaped: name)
                svg.add("</text>")
            }
            svg.add("</g>")
        }
        svg.line()
        svg.add("</g>")
    }

    /// The ``dots``, as one path of zero-length strokes with round caps, on a grid of ``dotCell`` units: each spot
    /// of the grid once, row by row, each move relative to the one before, so that the path's bytes are bounded by
    /// the map's size (about 8 bytes for each of its 128 by 64 to 128 spots at most), however many the dots.
    private func addDots(_ projection: MapProjection, to svg: inout SVGWriter) {
        let cell = Self.dotCell
        let columns = Int((projection.width / cell).rounded(.up)) + 1
        let spots = Set(
            dots.filter(\.isFinite).map { dot -> Int in
                let position = projection.position(of: dot)
                let column = min(max(Int((position.x / cell).rounded()), 0), columns - 1)
                return max(Int((position.y / cell).rounded()), 0) * columns + column
            }
        ).sorted()
        guard !spots.isEmpty else { return }
        svg.line()
        svg.add("<path class=\"map-dots\" d=\"")
        var previous: (x: Int, y: Int)?
        for spot in spots {
            let (x, y) = (spot % columns * Int(cell), spot / columns * Int(cell))
            if let previous {
                svg.add("m")
                svg.add(integer: x - previous.x)
                svg.add(" ")
                svg.add(integer: y - previous.y)
            } else {
                svg.add("M")
                svg.add(integer: x)
                svg.add(" ")
                svg.add(integer: y)
            }
            svg.add("h0")
            previous = (x, y)
        }
        svg.add("\" fill=\"none\" stroke=\"")
        svg.add(raw: MapStyle.dotColour)
        svg.add("\" stroke-width=\"4\" stroke-linecap=\"round\"/>")
    }

    /// The grid, in `viewBox` units, the ``dots`` are drawn on: two closer than this are one dot.
    static let dotCell = 5.0

    /// Lines from places to their markers where markers were moved apart.
    private func addLeaders(_ moved: [(MapPosition, MapPosition)], to svg: inout SVGWriter) {
        guard !moved.isEmpty else { return }
        svg.line()
        svg.add("<g class=\"map-leader\" stroke=\"")
        svg.add(raw: MapStyle.leaderColour)
        svg.add("\" fill=\"")
        svg.add(raw: MapStyle.leaderColour)
        svg.add("\" stroke-width=\"1.5\">")
        for (place, marker) in moved {
            svg.line()
            svg.add("<line x1=\"")
            svg.add(number: place.x)
            svg.add("\" y1=\"")
            svg.add(number: place.y)
            svg.add("\" x2=\"")
            svg.add(number: marker.x)
            svg.add("\" y2=\"")
            svg.add(number: marker.y)
            svg.add("\"/><circle cx=\"")
            svg.add(number: place.x)
            svg.add("\" cy=\"")
            svg.add(number: place.y)
            svg.add("\" r=\"2.5\"/>")
        }
        svg.line()
        svg.add("</g>")
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

    private func addScale(_ scale: MapScaleBar, label: String, frame: MapRect, to svg: inout SVGWriter) {
        let left = frame.minX + 6
        let right = left + scale.length
        let bar = frame.maxY - 6
        svg.line()
        svg.add("<g class=\"map-scale\">")
        svg.line()
        svg.add("<rect x=\"")
        svg.add(number: frame.minX)
        svg.add("\" y=\"")
        svg.add(number: frame.minY)
        svg.add("\" width=\"")
        svg.add(number: frame.maxX - frame.minX)
        svg.add("\" height=\"")
        svg.add(number: frame.maxY - frame.minY)
        svg.add("\" rx=\"3\" fill=\"")
        svg.add(raw: MapStyle.haloColour)
        svg.add("\" fill-opacity=\"0.85\"/>")
        svg.line()
        svg.add("<path d=\"M")
        svg.add(number: left)
        svg.add(" ")
        svg.add(number: bar - 4)
        svg.add("V")
        svg.add(number: bar)
        svg.add("H")
        svg.add(number: right)
        svg.add("V")
        svg.add(number: bar - 4)
        svg.add("\" fill=\"none\" stroke=\"")
        svg.add(raw: MapStyle.labelColour)
        svg.add("\" stroke-width=\"1.5\"/>")
        svg.line()
        svg.add("<text x=\"")
        svg.add(number: left)
        svg.add("\" y=\"")
        svg.add(number: bar - 7)
        svg.add("\" font-size=\"")
        svg.add(number: MapStyle.scaleFontSize)
        svg.add("\" fill=\"")
        svg.add(raw: MapStyle.labelColour)
        svg.add("\">")
        svg.add(escaped: label)
        svg.add("</text>")
        svg.line()
        svg.add("</g>")
    }

    /// The route's path, unless it has fewer than two stops. A hop that would cross the whole map the long way
    /// round (only on maps wider than half the world) is left out instead of being drawn backwards across it.
    ///
    /// A group's route (a day's) is drawn in its group's colour, `map-group-route map-group-<n>`, over a casing
    /// of the markers' ring colour, `map-route-casing`, which keeps it apart from land and water in light and
    /// dark styles alike.
    private func addRoute(_ projection: MapProjection, to svg: inout SVGWriter) {
        for route in routes {
            let parts = drawnParts(of: route)
            guard !parts.isEmpty else { continue }
            func addParts(to svg: inout SVGWriter) {
                for (index, part) in parts.enumerated() {
                    if index > 0 { svg.add(" ") }
                    addPath(part, projection, to: &svg)
                }
            }
            let colour: String
            svg.line()
            if let group = route.group {
                svg.add("<path class=\"map-route-casing\" d=\"")
                addParts(to: &svg)
                svg.add("\" fill=\"none\" stroke=\"")
                svg.add(raw: MapStyle.haloColour)
                svg.add("\" stroke-width=\"")
                svg.add(number: MapStyle.routeWidth + 3)
                svg.add("\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
                svg.line()
                svg.add("<path class=\"map-group-route map-group-")
                svg.add(integer: group)
                svg.add("\" d=\"")
                colour = MapStyle.groupColour(group)
            } else {
                svg.add("<path class=\"map-route\" d=\"")
                colour = MapStyle.routeColour
            }
            addParts(to: &svg)
            svg.add("\" fill=\"none\" stroke=\"")
            svg.add(raw: colour)
            svg.add("\" stroke-width=\"")
            svg.add(number: MapStyle.routeWidth)
            svg.add("\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
        }
    }

    /// Each written line in its style, `map-line map-line--<style>`, over the route.
    private func addLines(_ projection: MapProjection, to svg: inout SVGWriter) {
        for line in lines where line.from.isFinite && line.to.isFinite {
            svg.line()
            svg.add("<path class=\"map-line map-line--")
            svg.add(raw: line.style.rawValue)
            svg.add("\" d=\"")
            addPath(line.drawn, projection, to: &svg)
            svg.add("\" fill=\"none\" stroke=\"")
            svg.add(raw: line.style.colour)
            svg.add("\" stroke-width=\"")
            svg.add(number: MapStyle.routeWidth)
            if let dashes = line.style.dashes {
                svg.add("\" stroke-dasharray=\"")
                svg.add(raw: dashes)
            }
            svg.add("\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
        }
    }

    /// The `d` of a path through `path`, starting anew where it crosses the map's edge in longitude.
    private func addPath(_ path: [MapCoordinate], _ projection: MapProjection, to svg: inout SVGWriter) {
        var previousLongitude: Double?
        for coordinate in path {
            let longitude = projection.bounds.unwrappedLongitude(coordinate.longitude)
            let position = projection.position(of: coordinate)
            let jumps = previousLongitude.map { abs(longitude - $0) > 180 } ?? true
            if previousLongitude != nil { svg.add(" ") }
            svg.add(jumps ? "M" : "L")
            svg.add(number: position.x)
            svg.add(" ")
            svg.add(number: position.y)
            previousLongitude = longitude
        }
    }

    private func addPoint(
        _ point: MapPoint, number: Int?, at position: MapPosition, radius: Double, to svg: inout SVGWriter
    ) {
        svg.line()
        if let url = point.url {
            svg.add("<a href=\"")
            svg.add(escaped: url)
            svg.add("\" class=\"")
        } else {
            svg.add("<g class=\"")
        }
        svg.add("map-point map-point--")
        svg.add(raw: point.kind.rawValue)
        if let group = point.group {
            svg.add(" map-group-")
            svg.add(integer: group)
        }
        svg.add("\"")
        if includesCoordinates {
            svg.add(" data-lat-lon=\"")
            svg.add(raw: Self.degrees(point.coordinate))
            svg.add("\"")
        }
        if point.url != nil {
            svg.add(" aria-label=\"")
            if let number {
                svg.add(integer: number)
                svg.add(". ")
            }
            svg.add(escaped: point.label)
            svg.add("\"")
        }
        svg.add(">")
        svg.line()
        svg.add("<circle class=\"map-marker\" cx=\"")
        svg.add(number: position.x)
        svg.add("\" cy=\"")
        svg.add(number: position.y)
        svg.add("\" r=\"")
        svg.add(number: radius)
        svg.add("\" fill=\"")
        svg.add(raw: point.fill)
        svg.add("\" stroke=\"")
        svg.add(raw: MapStyle.haloColour)
        svg.add("\" stroke-width=\"2\"/>")
        if let number {
            let size = number > 99 ? MapStyle.smallNumberFontSize : MapStyle.numberFontSize
            svg.line()
            svg.add("<text class=\"map-number\" x=\"")
            svg.add(number: position.x)
            svg.add("\" y=\"")
            svg.add(number: position.y + size * 0.35)
            svg.add("\" text-anchor=\"middle\" font-size=\"")
            svg.add(number: size)
            svg.add("\" font-weight=\"700\" fill=\"")
            svg.add(raw: MapStyle.haloColour)
            svg.add("\" aria-hidden=\"true\">")
            svg.add(integer: number)
            svg.add("</text>")
        }
        svg.line()
        svg.add(point.url == nil ? "</g>" : "</a>")
    }
}
