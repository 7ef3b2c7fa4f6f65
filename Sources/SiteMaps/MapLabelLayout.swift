/// Places the names of a map's markers beside them, each where it meets no marker, no other name, no obstacle
/// (the scale bar) and stays inside the map; a name with no such place is left out, its marker's number in the
/// legend naming it still.
///
/// A greedy pass in the markers' order, trying right of the marker, then left, above and below. A narrow column
/// draws each marker and its name ``MapStyle/narrowScale`` times larger around the marker's centre (the name's
/// `transform-origin` is that centre), so every box is checked at both sizes.
struct MapLabelLayout {
    var width: Double
    var height: Double
    var radius: Double
    var fontSize: Double
    var obstacles: [MapRect] = []

    /// A placed name: where its text starts, and its anchor (`start`, `end` or `middle`).
    struct Label: Equatable {
        var x: Double
        var y: Double
        var anchor: String
    }

    /// The width a name takes, in `viewBox` units: a wide sans-serif's average advance, so that most names take
    /// less than their box.
    func textWidth(_ text: String) -> Double { Double(text.count) * fontSize * 0.6 }

    /// The name of each marker at `markers` (the placed positions), or nil where it does not fit.
    func place(_ names: [String], at markers: [MapPosition]) -> [Label?] {
        let scales = [1.0, MapStyle.narrowScale]
        var taken: [[MapRect]] = scales.map { scale in
            markers.map { centre in
                box(centre, offset: MapRect(minX: -radius, minY: -radius, maxX: radius, maxY: radius), scale: scale)
            }
        }
        let frame = MapRect(minX: 1, minY: 1, maxX: width - 1, maxY: height - 1)
        return zip(names, markers).map { name, centre in
            for (offset, label) in candidates(name, centre) {
                let boxes = scales.map { box(centre, offset: offset, scale: $0) }
                let fits = zip(boxes, taken).allSatisfy { box, others in
                    box.minX >= frame.minX && box.maxX <= frame.maxX && box.minY >= frame.minY
                        && box.maxY <= frame.maxY && !others.contains { $0.intersects(box) }
                        && !obstacles.contains { $0.intersects(box) }
                }
                guard fits else { continue }
                for index in scales.indices { taken[index].append(boxes[index]) }
                return label
            }
            return nil
        }
    }

    /// The box of `offset` from `centre`, drawn `scale` times as large around the centre.
    private func box(_ centre: MapPosition, offset: MapRect, scale: Double) -> MapRect {
        MapRect(
            minX: centre.x + offset.minX * scale, minY: centre.y + offset.minY * scale,
            maxX: centre.x + offset.maxX * scale, maxY: centre.y + offset.maxY * scale)
    }

    /// Right, left, above and below the marker, then above and below it leaning right or left: each the text's box
    /// from the centre, and where its text is drawn.
    private func candidates(_ name: String, _ centre: MapPosition) -> [(MapRect, Label)] {
        let textWidth = textWidth(name)
        let gap = 3.0
        let half = fontSize * 0.6
        let baseline = fontSize * 0.35
        let side = radius + gap
        let (above, below) = (centre.y - side - half + baseline, centre.y + side + half + baseline)
        let leaning = [
            (minX: -radius, y: above, top: -side - 2 * half, anchor: "start"),
            (minX: radius - textWidth, y: above, top: -side - 2 * half, anchor: "end"),
            (minX: -radius, y: below, top: side, anchor: "start"),
            (minX: radius - textWidth, y: below, top: side, anchor: "end"),
        ].map { lean in
            (
                MapRect(minX: lean.minX, minY: lean.top, maxX: lean.minX + textWidth, maxY: lean.top + 2 * half),
                Label(x: centre.x + (lean.anchor == "start" ? -radius : radius), y: lean.y, anchor: lean.anchor)
            )
        }
        return [
            (
                MapRect(minX: side, minY: -half, maxX: side + textWidth, maxY: half),
                Label(x: centre.x + side, y: centre.y + baseline, anchor: "start")
            ),
            (
                MapRect(minX: -side - textWidth, minY: -half, maxX: -side, maxY: half),
                Label(x: centre.x - side, y: centre.y + baseline, anchor: "end")
            ),
            (
                MapRect(minX: -textWidth / 2, minY: -side - 2 * half, maxX: textWidth / 2, maxY: -side),
                Label(x: centre.x, y: above, anchor: "middle")
            ),
            (
                MapRect(minX: -textWidth / 2, minY: side, maxX: textWidth / 2, maxY: side + 2 * half),
                Label(x: centre.x, y: below, anchor: "middle")
            ),
        ] + leaning
    }
}
